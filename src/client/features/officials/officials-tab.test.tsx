import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOfficial, makeOfficialVote } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp, staffUser } from '../../../../tests/support/client/render.tsx';
import { OfficialsTab } from './officials-tab.tsx';

const senator = makeOfficial({ id: 1, name: 'Sen Progressive', office: 'Senator', votingScore: 9, ideologicalLean: 1.5, bio: 'Long bio' });
const newcomer = makeOfficial({
  id: 2,
  name: 'Rep Newcomer',
  office: 'Representative',
  party: 'Republican',
  state: 'TX',
  district: '7',
  votingScore: 0,
  scoredVoteCount: 0,
  voteCount: 0,
  yesCount: 0,
  noCount: 0,
  ideologicalLean: null,
});

/** The server's answer for a chamber; which officials match is the server's business (its tests hold it to the office rules). */
const byChamber = (_init: RequestInit | undefined, url: URL) =>
  json({ all: [senator, newcomer], senate: [senator], house: [newcomer] }[url.searchParams.get('chamber') ?? 'all']);

const page = (items: unknown[], next?: string) =>
  new Response(JSON.stringify(items), {
    headers: { 'content-type': 'application/json', ...(next ? { link: `<${next}>; rel="next"` } : {}) },
  });

const calls = (fetchMock: ReturnType<typeof mockApi>, prefix: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(prefix));

// These tests click through selects and several screens; a parallel full run needs more than the default 5 s.
describe('Elected Officials', { timeout: 20_000 }, () => {
  it('cards from the list aggregates: score or No votes, lean text; chamber and sort asked of the server; no vote download', async () => {
    const fetchMock = mockApi({ '/api/auth/user': json(null, 401), '/api/officials/pages': byChamber });
    renderApp(<OfficialsTab selectedId={null} onSelect={() => {}} onOpenBill={() => {}} />);
    expect(screen.getByText('Loading officials...')).toBeInTheDocument();
    const first = (await screen.findByRole('heading', { name: 'Sen Progressive' })).closest('article')!;
    expect(within(first).getByLabelText('Progressive score 9 out of 10')).toBeInTheDocument();
    expect(within(first).getByText('More progressive')).toBeInTheDocument();
    const second = screen.getByRole('heading', { name: 'Rep Newcomer' }).closest('article')!;
    expect(within(second).getByText('No votes')).toBeInTheDocument();
    // No lean is read from no votes.
    expect(within(second).queryByText(/party/)).not.toBeInTheDocument();
    expect(within(second).getByText('Representative • TX - District 7')).toBeInTheDocument();
    expect(within(second).getByText('RN')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort officials' })).toHaveTextContent('Highest Score');

    await userEvent.click(screen.getByRole('button', { name: 'Senate' }));
    expect(await screen.findByRole('heading', { name: 'Sen Progressive' })).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('heading', { name: 'Rep Newcomer' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'House' }));
    await expect.poll(() => screen.queryByRole('heading', { name: 'Sen Progressive' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort officials' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Z to A' }));
    await expect
      .poll(() => calls(fetchMock, '/api/officials/pages'))
      .toEqual([
        '/api/officials/pages?chamber=all&sort=highest',
        '/api/officials/pages?chamber=senate&sort=highest',
        '/api/officials/pages?chamber=house&sort=highest',
        '/api/officials/pages?chamber=house&sort=za',
      ]);
    expect(calls(fetchMock, '/api/votes')).toEqual([]);
  });

  it("cards a page at a time: the next page's address from the Link header, by 'Show more officials'", async () => {
    const more = makeOfficial({ id: 3, name: 'Rep Next Page', office: 'Representative', votingScore: 4 });
    const fetchMock = mockApi({
      '/api/auth/user': json(null, 401),
      '/api/officials/pages': () => page([senator, newcomer], '/api/officials/pages?chamber=all&cursor=abc&sort=highest'),
      '/api/officials/pages?chamber=all&cursor=abc&sort=highest': () => page([more]),
    });
    renderApp(<OfficialsTab selectedId={null} onSelect={() => {}} onOpenBill={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Rep Newcomer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rep Next Page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more officials' }));
    expect(await screen.findByRole('heading', { name: 'Rep Next Page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more officials' })).not.toBeInTheDocument();
    expect(calls(fetchMock, '/api/officials')).toEqual([
      '/api/officials/pages?chamber=all&sort=highest',
      '/api/officials/pages?chamber=all&cursor=abc&sort=highest',
    ]);
  });

  it('staff: the three buttons and the empty text; Import Votes with a missing key says API Key Required; a refresh reloads the list', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      '/api/officials/pages': [],
      'POST /api/officials/refresh-votes': json({ message: 'CONGRESS_API_KEY is not configured', requiresSetup: true }, 400),
      'POST /api/officials/refresh': json({ added: 2, skipped: 5 }),
    });
    renderApp(<OfficialsTab selectedId={null} onSelect={() => {}} onOpenBill={() => {}} />);
    expect(await screen.findByText('No officials found.')).toBeInTheDocument();
    expect(await screen.findByText('Staff members can add officials manually.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Official' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import Votes' }));
    expect(await screen.findByText('API Key Required')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/officials/pages?')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Members' }));
    expect(await screen.findByText('Added 2 members, skipped 5 duplicates.')).toBeInTheDocument();
    expect(screen.queryByText('API Key Required')).not.toBeInTheDocument();
    await expect.poll(() => calls(fetchMock, '/api/officials/pages?')).toHaveLength(2);
  });

  it('detail by id: score cards, then the voting history newest first with unknown bills, more on "Show more votes"', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': json(null, 401),
      '/api/officials/1': senator,
      '/api/officials/1/votes': () =>
        page(
          [
            makeOfficialVote({ id: 11 }),
            makeOfficialVote({ id: 10, billId: null, vote: 'No', votedAt: '2025-04-01T12:00:00Z', bill: null }),
          ],
          '/api/officials/1/votes?cursor=abc',
        ),
      '/api/officials/1/votes?cursor=abc': () =>
        page([
          makeOfficialVote({
            id: 9,
            votedAt: '2025-03-01T12:00:00Z',
            bill: { id: 5, billNumber: 'S. 5', title: 'Older Act', shortTitle: null, progressiveScore: 2 },
          }),
        ]),
    });
    renderApp(<OfficialsTab selectedId={1} onSelect={() => {}} onOpenBill={() => {}} />);
    expect(screen.getByLabelText('Loading official')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to Officials' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sen Progressive' })).toBeInTheDocument();
    expect(screen.getByText('Based on 4 recorded votes')).toBeInTheDocument();
    expect(screen.getByText(/^\+1\.5/)).toBeInTheDocument();
    expect(screen.getByText('more progressive than party')).toBeInTheDocument();
    expect(await screen.findByText('Paid Leave Act')).toBeInTheDocument();
    expect(screen.getByText('Score 9/10')).toBeInTheDocument();
    expect(screen.getByText('Bill information not available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more votes' }));
    expect(await screen.findByText('Older Act')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Yes.*H\.R\. 4/),
      expect.stringMatching(/^No.*Bill information not available/),
      expect.stringMatching(/^Yes.*S\. 5/),
    ]);
    expect(screen.queryByRole('button', { name: 'Show more votes' })).not.toBeInTheDocument();
    // The official's own reads, once each (the chamber chart, loaded when it is drawn, reads the list too).
    expect(calls(fetchMock, '/api/officials/1')).toEqual([
      '/api/officials/1',
      '/api/officials/1/committees',
      '/api/officials/1/money',
      '/api/officials/1/receipt',
      '/api/officials/1/votes',
      '/api/officials/1/votes?cursor=abc',
    ]);
  });

  it('detail without votes: No Votes for the score, No lean for the lean (no 0.0, no alignment), and the empty history', async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/officials/2': newcomer, '/api/officials/2/votes': [] });
    renderApp(<OfficialsTab selectedId={2} onSelect={() => {}} onOpenBill={() => {}} />);
    expect(await screen.findByText('No voting records available')).toBeInTheDocument();
    expect(screen.getByText('No lean without counted votes')).toBeInTheDocument();
    expect(screen.getByText('No Votes')).toBeInTheDocument();
    expect(screen.getByText('No lean')).toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(screen.queryByText('Aligned with party average')).not.toBeInTheDocument();
    expect(await screen.findByText('No voting history available')).toBeInTheDocument();
  });

  it('an unknown id reads Official Not Found, and Back to Officials leaves it', async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/officials/99': json({ message: 'Official not found' }, 404) });
    const selections: (number | null)[] = [];
    renderApp(<OfficialsTab selectedId={99} onSelect={(id) => selections.push(id)} onOpenBill={() => {}} />);
    expect(await screen.findByText('Official Not Found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Officials' }));
    expect(selections).toEqual([null]);
  });
});

describe('unscored bills in the voting history', () => {
  it('a vote on a bill not yet scored says so, with no score band', async () => {
    mockApi({
      '/api/auth/user': json(null, 401),
      '/api/officials/1': senator,
      '/api/officials/1/votes': [
        makeOfficialVote({ id: 3, bill: { id: 6, billNumber: 'S. 6', title: 'Unscored Act', shortTitle: null, progressiveScore: null } }),
      ],
    });
    renderApp(<OfficialsTab selectedId={1} onSelect={() => {}} onOpenBill={() => {}} />);
    const row = (await screen.findByRole('link', { name: 'Unscored Act' })).closest('li')!;
    expect(within(row).getByText('Not yet scored')).toHaveTextContent('Bill score: Not yet scored');
    expect(within(row).queryByText(/\/10/)).not.toBeInTheDocument();
  });
});

describe('short titles in the voting history', () => {
  it("a vote's bill is named by its short title where it has one, the formal title on the link", async () => {
    const formal =
      'A bill to require the Secretary of Homeland Security to take into custody aliens who have been charged in the United States with theft, and for other purposes.';
    mockApi({
      '/api/auth/user': json(null, 401),
      '/api/officials/1': senator,
      '/api/officials/1/votes': [
        makeOfficialVote({
          id: 3,
          billId: 5,
          bill: { id: 5, billNumber: 'S. 5', title: formal, shortTitle: 'Laken Riley Act', progressiveScore: 2 },
        }),
        makeOfficialVote({ id: 2 }),
      ],
    });
    renderApp(<OfficialsTab selectedId={1} onSelect={() => {}} onOpenBill={() => {}} />);
    const history = await screen.findByRole('list', { name: 'Voting history' });
    const link = within(history).getByRole('link', { name: 'Laken Riley Act' });
    expect(link).toHaveAttribute('title', formal);
    expect(link.closest('li')).toHaveTextContent(/^YesS\. 5/);
    expect(history).not.toHaveTextContent(/custody/);
    expect(within(history).getByRole('link', { name: 'Paid Leave Act' })).not.toHaveAttribute('title');
  });
});
