import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCandidate } from '../../test/fixtures.ts';
import { json, mockApi, renderApp } from '../../test/render.tsx';
import { CandidatesTab } from './candidates-tab.tsx';

const verified = makeCandidate({
  id: 1, name: 'Vera Verified', party: 'Democrat', office: 'Senate', state: 'MI', district: null, progressiveScore: 6,
  hasOfficialRecord: true, votingScore: 8, ideologicalLean: 0.5, adjustedProgressiveScore: 7,
  donations: [{ type: 'PAC', source: 'Nurses', date: '2024-01-02', amount: 1000 }, { source: 'Small donors', amount: 250 }],
  legislationBacked: ['Medicare for All'], website: 'https://vera.example.org',
});
const local = makeCandidate({ id: 2, name: 'Lou Local', party: 'Republican', office: 'Mayor', state: 'OH', district: '3', progressiveScore: 3 });

// These tests type into many fields; a parallel full run needs more than the default 5 s.
describe('Progressive Candidates', { timeout: 20_000 }, () => {
  it('cards: party and office badges, district, Verified, lean line, donation sources; filters and sorts', async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/candidates': [local, verified] });
    renderApp(<CandidatesTab selectedId={null} onSelect={() => {}} renderDiscussion={() => null} />);
    const card = (await screen.findByRole('heading', { name: 'Vera Verified' })).closest('article')!;
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).getByText('Ideological lean: +0.5 more progressive')).toBeInTheDocument();
    expect(within(card).getByText('2 donation sources')).toBeInTheDocument();
    expect(within(card).getByLabelText('Progressive score 7 out of 10')).toBeInTheDocument();
    const other = screen.getByRole('heading', { name: 'Lou Local' }).closest('article')!;
    expect(within(other).getByText('OH - District 3')).toBeInTheDocument();
    expect(within(other).queryByText('Verified')).not.toBeInTheDocument();
    // Highest Score first by default.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Vera Verified', 'Lou Local']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort candidates' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Highest Score', 'Lowest Score', 'A to Z', 'Z to A', 'Default (unsorted)']);
    await userEvent.click(screen.getByRole('option', { name: 'A to Z' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Lou Local', 'Vera Verified']);
    await userEvent.click(screen.getByRole('button', { name: 'State Legislature' }));
    expect(screen.getByText('No candidates found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Local' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Lou Local']);
  });

  it('detail: website in a new tab, adjusted score, the voting record panel, finance rows and Total Raised', async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/candidates': [verified] });
    renderApp(<CandidatesTab selectedId={1} onSelect={() => {}} renderDiscussion={() => <p>comments</p>} />);
    expect(await screen.findByRole('button', { name: 'Back to candidates' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Visit Website/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Voting Record Available')).toBeInTheDocument();
    expect(screen.getByText('8/10')).toBeInTheDocument();
    expect(screen.getByText('More progressive than party baseline')).toBeInTheDocument();
    expect(screen.getByText('Medicare for All')).toBeInTheDocument();
    expect(screen.getByText('PAC')).toBeInTheDocument();
    expect(screen.getByText('Donation')).toBeInTheDocument();
    expect(screen.getByText('$1,000')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Total Raised/ })).toHaveTextContent('$1,250');
    expect(screen.getByText('comments')).toBeInTheDocument();
  });
});
