import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCandidate } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp, staffUser, writes } from '../../../../tests/support/client/render.tsx';
import { contradictions } from '../../../shared/page-texts/contradictions.ts';
import { candidate as candidateSchema } from '../../../shared/schemas/candidates.ts';
import { raceSummary } from '../../../shared/schemas/races.ts';
import { CandidatesTab } from './candidates-tab.tsx';

const verified = makeCandidate({
  id: 1,
  name: 'Vera Verified',
  party: 'Democrat',
  office: 'Senate',
  state: 'MI',
  district: null,
  progressiveScore: 6,
  hasOfficialRecord: true,
  votingScore: 8,
  ideologicalLean: 0.5,
  adjustedProgressiveScore: 7,
  donations: [
    { type: 'PAC', source: 'Nurses', date: '2024-01-02', amount: 1000 },
    { source: 'Small donors', amount: 250 },
  ],
  legislationBacked: ['Medicare for All'],
  website: 'https://vera.example.org',
});
const local = makeCandidate({
  id: 2,
  name: 'Lou Local',
  party: 'Republican',
  office: 'Mayor',
  state: 'OR',
  district: '3',
  progressiveScore: 3,
});

/** A page as the server sends it: the JSON array, checked by the shared schema, and a Link to the next page. */
const page = (items: unknown[], next?: string) =>
  new Response(JSON.stringify(items.map((item) => candidateSchema.parse(item))), {
    headers: { 'content-type': 'application/json', ...(next ? { link: `<${next}>; rel="next"` } : {}) },
  });

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/candidates?'));

// These tests open menus and dialogs; a parallel full run needs more than the default 5 s.
describe('Progressive Candidates', { timeout: 20_000 }, () => {
  it('cards: party and office badges, district, Verified, lean line, donation sources; in the order the server sends', async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/candidates': () => page([verified, local]) });
    renderApp(<CandidatesTab selectedId={null} onSelect={() => {}} renderDiscussion={() => null} />);
    expect(screen.getByRole('heading', { name: 'Progressive Candidates' })).toBeInTheDocument();
    expect(screen.getByText('Discover progressive candidates running across the United States')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Vera Verified' })).closest('article')!;
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).getByText('Ideological lean: +0.5 more progressive')).toBeInTheDocument();
    expect(within(card).getByText('2 donation sources')).toBeInTheDocument();
    expect(within(card).getByLabelText('Progressive score 7 out of 10')).toBeInTheDocument();
    const other = screen.getByRole('heading', { name: 'Lou Local' }).closest('article')!;
    expect(within(other).getByText('OR - District 3')).toBeInTheDocument();
    expect(within(other).queryByText('Verified')).not.toBeInTheDocument();
    expect(headings()).toEqual(['Vera Verified', 'Lou Local']);
    expect(screen.queryByRole('button', { name: 'Add Candidate' })).not.toBeInTheDocument();
  });

  it("a challenger staff have not scored and without a record reads 'Not yet scored' once, with no number and no lean", async () => {
    const challenger = makeCandidate({
      id: 9,
      name: 'Cal Challenger',
      progressiveScore: null,
      progressiveAnalysis: 'Our staff have not scored this candidate.',
    });
    mockApi({ '/api/auth/user': json(null, 401), '/api/candidates': () => page([challenger, local]) });
    renderApp(<CandidatesTab selectedId={null} onSelect={() => {}} renderDiscussion={() => null} />);
    const card = (await screen.findByRole('heading', { name: 'Cal Challenger' })).closest('article')!;
    expect(within(card).getByText('Not yet scored')).toBeInTheDocument();
    expect(within(card).getByLabelText('Progressive score: not yet scored')).toBeInTheDocument();
    expect(contradictions([card.textContent!])).toEqual([]);
    expect(within(card).queryByText(/Ideological lean/)).not.toBeInTheDocument();
    expect(within(card).queryByLabelText(/out of 10/)).not.toBeInTheDocument();
  });

  it("says what a card's number is: the voting record's when staff have not scored the candidate, beside the analysis saying so", async () => {
    const member = makeCandidate({
      id: 10,
      name: 'Mike Collins',
      party: 'Republican',
      office: 'Senate',
      state: 'GA',
      progressiveScore: null,
      progressiveAnalysis:
        'Our staff have not scored this candidate. When the candidate has a voting record in office, that record gives the score until staff score them.',
      hasOfficialRecord: true,
      officialId: 397,
      votingScore: 9,
      ideologicalLean: 6.5,
      adjustedProgressiveScore: 9,
    });
    mockApi({ '/api/auth/user': json(null, 401), '/api/candidates': () => page([member, verified, local]) });
    renderApp(<CandidatesTab selectedId={null} onSelect={() => {}} renderDiscussion={() => null} />);
    const card = (await screen.findByRole('heading', { name: 'Mike Collins' })).closest('article')!;
    expect(within(card).getByLabelText('Progressive score 9 out of 10')).toBeInTheDocument();
    expect(within(card).getByText('From the voting record')).toBeInTheDocument();
    const both = screen.getByRole('heading', { name: 'Vera Verified' }).closest('article')!;
    expect(within(both).getByText('Staff score and voting record, averaged')).toBeInTheDocument();
    const staff = screen.getByRole('heading', { name: 'Lou Local' }).closest('article')!;
    expect(within(staff).getByText('Staff score')).toBeInTheDocument();
  });

  it('filters by state and then by one of its races, sorted by money raised, the office filter kept', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': json(null, 401),
      '/api/candidates': (_init: RequestInit | undefined, url: URL) => page(url.searchParams.get('state') ? [verified] : [verified, local]),
      '/api/races': json(
        [
          { key: 'MI-senate', name: 'U.S. Senate, Michigan', group: 'federal', office: 'Senate', district: null, candidates: 12 },
          { key: 'MI-13', name: 'U.S. House, Michigan district 13', group: 'federal', office: 'House', district: '13', candidates: 5 },
        ].map((r) => raceSummary.parse(r)),
      ),
    });
    renderApp(<CandidatesTab selectedId={null} onSelect={() => {}} renderDiscussion={() => null} />);
    await screen.findByRole('heading', { name: 'Lou Local' });
    expect(screen.queryByRole('combobox', { name: 'Race' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(screen.getByRole('option', { name: 'Michigan' }));
    await waitFor(() => expect(headings()).toEqual(['Vera Verified']));
    await userEvent.click(screen.getByRole('combobox', { name: 'Race' }));
    await userEvent.click(await screen.findByRole('option', { name: 'U.S. Senate, Michigan (12)' }));
    expect(screen.getByRole('link', { name: 'Race page' })).toHaveAttribute('href', '/race/MI-senate');
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort candidates' }));
    await userEvent.click(screen.getByRole('option', { name: 'Most Money Raised' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe('/api/candidates?office=all&race=MI-senate&sort=raised&state=MI'));
    expect(listCalls(fetchMock)).toEqual([
      '/api/candidates?office=all&sort=highest',
      '/api/candidates?office=all&sort=highest&state=MI',
      '/api/candidates?office=all&race=MI-senate&sort=highest&state=MI',
      '/api/candidates?office=all&race=MI-senate&sort=raised&state=MI',
    ]);
  });

  it('asks the server for each office filter and sort, Highest Score and All first', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': json(null, 401),
      '/api/candidates': (_init: RequestInit | undefined, url: URL) => {
        const office = url.searchParams.get('office');
        const sort = url.searchParams.get('sort');
        if (office === 'state-legislature') return page([]);
        if (office === 'local') return page([local]);
        return page(sort === 'az' ? [local, verified] : [verified, local]);
      },
    });
    renderApp(<CandidatesTab selectedId={null} onSelect={() => {}} renderDiscussion={() => null} />);
    await screen.findByRole('heading', { name: 'Vera Verified' });
    expect(
      within(screen.getByRole('group', { name: 'Office' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Federal', 'State', 'State Legislature', 'Local']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort candidates' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Highest Score',
      'Lowest Score',
      'A to Z',
      'Z to A',
      'Default (unsorted)',
      'Most Money Raised',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'A to Z' }));
    await waitFor(() => expect(headings()).toEqual(['Lou Local', 'Vera Verified']));
    await userEvent.click(screen.getByRole('button', { name: 'State Legislature' }));
    expect(await screen.findByText('No candidates found.')).toBeInTheDocument();
    expect(screen.queryByText(/Staff members can add candidates/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Local' }));
    await waitFor(() => expect(headings()).toEqual(['Lou Local']));
    expect(listCalls(fetchMock)).toEqual([
      '/api/candidates?office=all&sort=highest',
      '/api/candidates?office=all&sort=az',
      '/api/candidates?office=state-legislature&sort=az',
      '/api/candidates?office=local&sort=az',
    ]);
  });

  it("loads the next page from the Link header with 'Show more candidates', and stops at the last page", async () => {
    const next = '/api/candidates?cursor=abc&office=all&sort=highest';
    const fetchMock = mockApi({
      '/api/auth/user': json(null, 401),
      '/api/candidates': (_init: RequestInit | undefined, url: URL) =>
        url.searchParams.get('cursor') ? page([local]) : page([verified], next),
    });
    renderApp(<CandidatesTab selectedId={null} onSelect={() => {}} renderDiscussion={() => null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show more candidates' }));
    expect(await screen.findByRole('heading', { name: 'Lou Local' })).toBeInTheDocument();
    expect(headings()).toEqual(['Vera Verified', 'Lou Local']);
    expect(screen.queryByRole('button', { name: 'Show more candidates' })).not.toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual(['/api/candidates?office=all&sort=highest', next]);
  });

  it('staff: the empty hint, Refresh Candidates, then the lists are asked for again', async () => {
    let refreshed = false;
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      '/api/candidates': () => page(refreshed ? [verified] : []),
      'POST /api/candidates/refresh': () => {
        refreshed = true;
        return json({ message: 'Added 1 candidates' });
      },
    });
    renderApp(<CandidatesTab selectedId={null} onSelect={() => {}} renderDiscussion={() => null} />);
    expect(await screen.findByText('No candidates found.')).toBeInTheDocument();
    expect(screen.getByText('Staff members can add candidates manually or refresh candidates.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Candidate' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Candidates' }));
    expect(await screen.findByText('Added 1 candidates')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Vera Verified' })).toBeInTheDocument();
    expect(writes(fetchMock).map(([call]) => call)).toEqual(['POST /api/candidates/refresh']);
  });

  it('detail by id (a candidate on no loaded page): website in a new tab, adjusted score, voting record, finance rows and Total Raised', async () => {
    const fetchMock = mockApi({ '/api/auth/user': json(null, 401), '/api/candidates/1': verified });
    renderApp(<CandidatesTab selectedId={1} onSelect={() => {}} renderDiscussion={() => <p>comments</p>} />);
    expect(await screen.findByRole('link', { name: 'Back to candidates' })).toBeInTheDocument();
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
    expect(listCalls(fetchMock)).toEqual([]);
  });

  it('an unknown id says the candidate does not exist, and goes back to the list', async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/candidates/99': json({ message: 'Candidate not found' }, 404) });
    const selections: (number | null)[] = [];
    renderApp(<CandidatesTab selectedId={99} onSelect={(id) => selections.push(id)} renderDiscussion={() => null} />);
    expect(await screen.findByText('Candidate Not Found')).toBeInTheDocument();
    expect(screen.getByText("The candidate you're looking for doesn't exist.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to candidates' }));
    expect(selections).toEqual([null]);
  });
});
