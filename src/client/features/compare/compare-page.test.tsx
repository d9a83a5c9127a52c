import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeOfficial, officialsAnswer } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { comparison } from '../../../shared/schemas/compare.ts';
import { ComparePage } from './compare-page.tsx';

const record = (id: number, name: string, over: object = {}) => ({
  id,
  name,
  party: 'Democratic',
  office: 'Senator',
  chamber: 'senate',
  state: 'VT',
  district: null,
  score: 8,
  scoredVoteCount: 3,
  lean: 0.5,
  rollCalls: 10,
  missedVotes: 2,
  ...over,
});
const HR30_FORMAL =
  'To amend the Immigration and Nationality Act to provide that aliens who have been convicted of or who have committed sex offenses or domestic violence are inadmissible and deportable.';
const answer = comparison.parse({
  officials: [
    record(1, 'Ada Adams'),
    record(2, 'Bo Brown', { party: 'Republican', score: null, scoredVoteCount: 0, lean: null, rollCalls: 0, missedVotes: 0 }),
  ],
  bills: [
    {
      billId: 30,
      billNumber: 'H.R. 30',
      title: HR30_FORMAL,
      shortTitle: 'Preventing Violence Against Women by Illegal Aliens Act',
      progressiveScore: null,
      votedByAll: true,
      differ: true,
      votes: ['No', 'Yes'],
      chambers: ['house', 'senate'],
    },
    {
      billId: 5,
      billNumber: 'S. 5',
      title: 'Agreed Act',
      shortTitle: null,
      progressiveScore: 3,
      votedByAll: true,
      differ: false,
      votes: ['Yes', 'Yes'],
      chambers: ['senate'],
    },
    // Bo missed one and has no vote on the other: neither is in the count of bills both voted on.
    {
      billId: 6,
      billNumber: 'S. 6',
      title: 'Missed Act',
      shortTitle: null,
      progressiveScore: 5,
      votedByAll: false,
      differ: false,
      votes: ['Yes', 'Not Voting'],
      chambers: ['senate'],
    },
    {
      billId: 7,
      billNumber: 'S. 7',
      title: 'Other Act',
      shortTitle: null,
      progressiveScore: 5,
      votedByAll: false,
      differ: false,
      votes: ['No', null],
      chambers: ['senate'],
    },
  ],
});

function renderCompare(path: string) {
  const fetchMock = mockApi({
    '/api/auth/user': json(null, 401),
    '/api/compare': answer,
    '/api/officials/1': makeOfficial({ id: 1, name: 'Ada Adams', office: 'Senator', state: 'VT' }),
    '/api/officials': (_init: RequestInit | undefined, url: URL) =>
      json(url.searchParams.get('name') === 'cy' ? [makeOfficial({ id: 3, name: 'Cy Chen', state: 'OH' })] : []),
    // State legislators matching the name; a governor among them casts no vote to compare.
    '/api/officials/pages': (_init: RequestInit | undefined, url: URL) =>
      json(
        url.searchParams.get('name') === 'cy' && url.searchParams.get('level') === 'state'
          ? officialsAnswer([
              {
                id: 9,
                name: 'Cyd Carlson',
                level: 'state',
                chamber: 'lower',
                office: 'State Representative',
                state: 'MN',
                district: '62A',
              },
              { id: 10, name: 'Cyrus Vance', level: 'state', chamber: null, office: 'Governor', state: 'MN' },
            ])
          : [],
      ),
  });
  return { fetchMock, ...renderApp(<ComparePage />, { path }) };
}

describe('Compare officials', { timeout: 20_000 }, () => {
  it('shows the officials side by side and the bills where they differ first, from the shareable address', async () => {
    const { fetchMock } = renderCompare('/compare?officials=1,2');
    const records = await screen.findByRole('table', { name: 'Records side by side' });
    const rows = within(records)
      .getAllByRole('row')
      .map((r) => Array.from(r.children, (c) => c.textContent));
    expect(rows[0]).toEqual(['', 'Ada Adams', 'Bo Brown']);
    expect(within(records).getByLabelText('Progressive score 8 out of 10')).toBeInTheDocument();
    expect(rows.find((r) => r[0] === 'Progressive score')![2]).toBe('No score yet');
    expect(rows).toContainEqual(['Lean', '+0.5', 'No lean']);
    expect(rows).toContainEqual(['Missed votes', 'Missed 2 of 10 roll calls', 'No roll calls recorded']);
    const bills = screen.getByRole('table', { name: /Votes on each bill/ });
    expect(
      within(bills)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      'H.R. 30 DifferPreventing Violence Against Women by Illegal Aliens ActNoYes',
      'S. 5 Agreed ActYesYes',
      'Not voted on by both: 2 bills, not in the count above',
      'S. 6 Missed ActYesNot Voting',
      'S. 7 Other ActNoNo vote',
    ]);
    // Issue 41, item 6: a bill's row leads with its short title, the formal one on its link; a bill without one keeps its title.
    expect(within(bills).getByRole('link', { name: 'H.R. 30' })).toHaveAttribute('title', HR30_FORMAL);
    expect(within(bills).getByRole('link', { name: 'S. 5' })).not.toHaveAttribute('title');
    // Issue 41: the count is of the bills both voted on, never of bills only one of them voted on.
    expect(screen.getByText('They voted differently on 1 of the 2 bills both voted on, listed first.')).toBeInTheDocument();
    expect(within(bills).getByRole('rowheader', { name: 'Not voted on by both: 2 bills, not in the count above' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/compare?officials=1%2C2');
  });

  it('a senator with no vote on a bill only the House voted on reads that it never reached the Senate, not that they missed it', async () => {
    const houseOnly = comparison.parse({
      officials: [record(1, 'Ada Adams'), record(2, 'Bo Brown', { office: 'Representative', chamber: 'house', district: '1' })],
      bills: [
        {
          billId: 7,
          billNumber: 'H.R. 7',
          title: 'House Act',
          shortTitle: null,
          progressiveScore: 4,
          votedByAll: false,
          differ: false,
          votes: [null, 'Yes'],
          chambers: ['house'],
        },
      ],
    });
    mockApi({ '/api/auth/user': json(null, 401), '/api/compare': houseOnly });
    renderApp(<ComparePage />, { path: '/compare?officials=1,2' });
    const bills = await screen.findByRole('table', { name: /Votes on each bill/ });
    expect(within(bills).getAllByRole('row')[2]!.textContent).toBe('H.R. 7 House ActNot voted on in the SenateYes');
    expect(screen.getByText('None of these bills was voted on by both.')).toBeInTheDocument();
  });

  it('a state senator with no vote on a bill only the state House voted on reads it in the statehouse’s own words', async () => {
    const mn = { office: 'State Senator', chamber: 'upper', state: 'MN', district: '10' };
    const statehouse = comparison.parse({
      officials: [
        record(1, 'Ada Adams', mn),
        record(2, 'Bo Brown', { ...mn, office: 'State Representative', chamber: 'lower', district: '10A' }),
      ],
      bills: [
        {
          billId: 8,
          billNumber: 'HF 8',
          title: 'A House File',
          shortTitle: null,
          progressiveScore: 6,
          votedByAll: false,
          differ: false,
          votes: [null, 'No'],
          chambers: ['lower'],
        },
      ],
    });
    mockApi({ '/api/auth/user': json(null, 401), '/api/compare': statehouse });
    renderApp(<ComparePage />, { path: '/compare?officials=1,2' });
    const bills = await screen.findByRole('table', { name: /Votes on each bill/ });
    expect(within(bills).getAllByRole('row')[2]!.textContent).toBe('HF 8 A House FileNot voted on in the Minnesota SenateNo');
  });

  it('downloads the comparison as CSV', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:comparison');
        static override revokeObjectURL = () => {};
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderCompare('/compare?officials=1,2');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalled();
    const text = await blobs[0]!.text();
    expect(text.split('\r\n')[0]).toBe('Official,Ada Adams,Bo Brown');
    // The spreadsheet keeps the formal title, the bill's name of record.
    expect(text).toContain(`H.R. 30,${HR30_FORMAL},,Yes,Yes,No,Yes`);
  });

  it('adds an official found by name and removes one, keeping the address in step', async () => {
    const { location } = renderCompare('/compare?officials=1,2');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Add an official' }), 'cy');
    await userEvent.click(await screen.findByRole('button', { name: 'Cy Chen (OH)' }));
    expect(location.history!.at(-1)).toBe('/compare?officials=1,2,3');
    // The box is emptied, rather than keeping 'cy' and saying no official matches it.
    expect(screen.getByRole('searchbox', { name: 'Add an official' })).toHaveValue('');
    expect(screen.queryByText(/No official matches/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ada Adams' }));
    expect(location.history!.at(-1)).toBe('/compare?officials=2,3');
  });

  it('finds state legislators by name too, saying which office, and no governor (who casts no vote)', async () => {
    const { location } = renderCompare('/compare?officials=1,2');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Add an official' }), 'cy');
    const matches = await screen.findByRole('list', { name: 'Matching officials' });
    await within(matches).findByRole('button', { name: 'Cyd Carlson (State Representative, MN)' });
    expect(
      within(matches)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([' Cy Chen (OH)', ' Cyd Carlson (State Representative, MN)']);
    await userEvent.click(within(matches).getByRole('button', { name: 'Cyd Carlson (State Representative, MN)' }));
    expect(location.history!.at(-1)).toBe('/compare?officials=1,2,9');
  });

  it('asks for two to four officials until there are two', async () => {
    const { fetchMock } = renderCompare('/compare?officials=1');
    expect(await screen.findByText('Pick 2 to 4 officials to compare.')).toBeInTheDocument();
    // It says who: the reader knows whom they are comparing with.
    expect(await screen.findByText('One chosen so far: Ada Adams (Senator, VT). Add another above.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/compare'))).toEqual([]);
  });
});
