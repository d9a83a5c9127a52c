import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOfficial } from '../../test/fixtures.ts';
import { json, mockApi, renderApp, staffUser } from '../../test/render.tsx';
import { OfficialsTab } from './officials-tab.tsx';

const officials = [
  makeOfficial({ id: 1, name: 'Sen Progressive', office: 'Senator', votingScore: 9, ideologicalLean: 1.5, bio: 'Long bio' }),
  makeOfficial({ id: 2, name: 'Rep Newcomer', office: 'Representative', party: 'Republican', state: 'TX', district: '7', votingScore: 0, scoredVoteCount: 0, voteCount: 0, yesCount: 0, noCount: 0, ideologicalLean: 0 }),
];

// These tests type into many fields; a parallel full run needs more than the default 5 s.
describe('Elected Officials', { timeout: 20_000 }, () => {
  it('cards from the list aggregates: score or No votes, lean text, chamber filter; no vote download', async () => {
    const fetchMock = mockApi({ '/api/auth/user': json(null, 401), '/api/officials': officials });
    renderApp(<OfficialsTab selectedId={null} onSelect={() => {}} />);
    expect(screen.getByText('Loading officials...')).toBeInTheDocument();
    const first = (await screen.findByRole('heading', { name: 'Sen Progressive' })).closest('article')!;
    expect(within(first).getByLabelText('Progressive score 9 out of 10')).toBeInTheDocument();
    expect(within(first).getByText('More progressive')).toBeInTheDocument();
    const second = screen.getByRole('heading', { name: 'Rep Newcomer' }).closest('article')!;
    expect(within(second).getByText('No votes')).toBeInTheDocument();
    expect(within(second).getByText('Aligned with party')).toBeInTheDocument();
    expect(within(second).getByText('Representative • TX - District 7')).toBeInTheDocument();
    expect(within(second).getByText('RN')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Senate' }));
    expect(screen.queryByRole('heading', { name: 'Rep Newcomer' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'House' }));
    expect(screen.queryByRole('heading', { name: 'Sen Progressive' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).not.toContain('/api/votes');
  });

  it('staff: the three buttons and the empty text; Import Votes with a missing key says API Key Required', async () => {
    mockApi({
      '/api/auth/user': staffUser,
      '/api/officials': [],
      'POST /api/officials/refresh-votes': json({ message: 'CONGRESS_API_KEY is not configured', requiresSetup: true }, 400),
      'POST /api/officials/refresh': json({ added: 2, skipped: 5 }),
    });
    renderApp(<OfficialsTab selectedId={null} onSelect={() => {}} />);
    expect(await screen.findByText('No officials found.')).toBeInTheDocument();
    expect(await screen.findByText('Staff members can add officials manually.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Official' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import Votes' }));
    expect(await screen.findByText('API Key Required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Members' }));
    expect(await screen.findByText('Added 2 members, skipped 5 duplicates.')).toBeInTheDocument();
    expect(screen.queryByText('API Key Required')).not.toBeInTheDocument();
  });

  it('detail: score cards and voting history newest first, with unknown bills and the empty text', async () => {
    mockApi({
      '/api/auth/user': json(null, 401),
      '/api/officials': officials,
      '/api/officials/1/votes': [
        { id: 11, officialId: 1, billId: 4, vote: 'Yes', votedAt: '2025-05-02T12:00:00Z', bill: { id: 4, billNumber: 'H.R. 4', title: 'Paid Leave Act', progressiveScore: 9 } },
        { id: 10, officialId: 1, billId: null, vote: 'No', votedAt: '2025-04-01T12:00:00Z', bill: null },
      ],
      '/api/officials/2/votes': [],
    });
    const first = renderApp(<OfficialsTab selectedId={1} onSelect={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Back to Officials' })).toBeInTheDocument();
    expect(screen.getByText('Based on 4 recorded votes')).toBeInTheDocument();
    expect(screen.getByText(/^\+1\.5/)).toBeInTheDocument();
    expect(screen.getByText('more progressive than party')).toBeInTheDocument();
    expect(await screen.findByText('Paid Leave Act')).toBeInTheDocument();
    expect(screen.getByText('Score 9/10')).toBeInTheDocument();
    expect(screen.getByText('Bill information not available')).toBeInTheDocument();
    const entries = screen.getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Yes');
    expect(entries[1]).toHaveTextContent('No');

    first.unmount();
    renderApp(<OfficialsTab selectedId={2} onSelect={() => {}} />);
    expect(await screen.findByText('No Votes')).toBeInTheDocument();
    expect(screen.getByText('No voting records available')).toBeInTheDocument();
    expect(await screen.findByText('No voting history available')).toBeInTheDocument();
  });
});
