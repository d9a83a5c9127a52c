// State officials on the Officials tab and on their pages (docs/decisions/0328-state-officials-on-screen.md):
// the State view with its states and chambers, a page at a time; a legislator's page within their own
// chamber; a legislator with no roll calls here, and an executive with none at all, said in words; one whose
// term has ended, marked former on their page and card, their record kept.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOfficial, makeReceipt, officialsAnswer } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { listChamberScales, listOfficialPages, listOfficialStates } from '../../../shared/api/officials.ts';
import type { Official } from '../../../shared/schemas/officials.ts';
import { ChamberChart } from './chamber-chart.tsx';
import { OfficialsTab } from './officials-tab.tsx';

const statehouse = { level: 'state', state: 'MN', party: 'Democratic-Farmer-Labor' } as const;
/** No roll call on record: a newcomer's, or an executive's. */
const noRecord = { votingScore: 0, scoredVoteCount: 0, voteCount: 0, yesCount: 0, noCount: 0, ideologicalLean: null };
const gomez = makeOfficial({
  ...statehouse,
  id: 11,
  name: 'Aisha Gomez',
  office: 'State Representative',
  chamber: 'lower',
  chamberName: 'Minnesota House of Representatives',
  district: '62A',
  termStart: '2025-01-14',
  termEnd: '2027-01-04',
  votingScore: 9,
  scoredVoteCount: 12,
  voteCount: 14,
  scalePosition: 0.7,
  scaleVoteCount: 80,
});
const colleague = makeOfficial({
  ...statehouse,
  id: 12,
  name: 'Pat Colleague',
  party: 'Republican',
  office: 'State Representative',
  chamber: 'lower',
  chamberName: 'Minnesota House of Representatives',
  district: '1A',
  votingScore: 2,
  scalePosition: -0.6,
  scaleVoteCount: 80,
});
const newcomer = makeOfficial({
  ...statehouse,
  id: 13,
  name: 'Nora Newcomer',
  office: 'State Senator',
  chamber: 'upper',
  chamberName: 'Minnesota Senate',
  district: '40',
  ...noRecord,
});
/** Held 59A until the last session: Open States' import ended her term. */
const predecessor = makeOfficial({
  ...gomez,
  id: 15,
  name: 'Pat Predecessor',
  district: '59A',
  termStart: '2023-01-03',
  termEnd: '2025-01-05',
  former: true,
});
const governor = makeOfficial({
  ...statehouse,
  id: 14,
  name: 'Tim Walz',
  office: 'Governor',
  chamber: null,
  chamberName: null,
  ...noRecord,
});

/** A page of officials as the server sends it, checked by the contract's schema. */
const page = (items: Official[]) => json(listOfficialPages.response.encode(listOfficialPages.response.parse(items)));
const asked = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname === path);
const params = (url: URL) => Object.fromEntries(url.searchParams);

describe("the Officials tab's State view", { timeout: 20_000 }, () => {
  it('lists the states with officials, one state a page at a time, each card in its own chamber’s words, and credits the sources', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': json(null, 401),
      '/api/officials/states': json(listOfficialStates.response.parse(['NE', 'MN'])),
      '/api/officials/pages': (_init: RequestInit | undefined, url: URL) => {
        if (url.searchParams.get('level') === 'local') return page([]);
        if (url.searchParams.get('level') === 'state') return page([gomez, governor]);
        return page([makeOfficial()]);
      },
    });
    renderApp(<OfficialsTab selectedId={null} onSelect={() => {}} onOpenBill={() => {}} />);
    // The first render loads the tab's code: on a busy machine, longer than findBy's default second.
    expect(await screen.findByRole('heading', { name: 'Jane Senator' }, { timeout: 10_000 })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'State' }));
    expect(screen.getByRole('button', { name: 'State' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(await screen.findByRole('combobox', { name: "Which state's officials" }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['All states', 'Minnesota', 'Nebraska']);
    await userEvent.click(screen.getByRole('option', { name: 'Minnesota' }));

    const card = (await screen.findByRole('heading', { name: 'Aisha Gomez' })).closest('article')!;
    expect(within(card).getByText('State Representative • Minnesota House of Representatives - District 62A')).toBeInTheDocument();
    const walz = screen.getByRole('heading', { name: 'Tim Walz' }).closest('article')!;
    expect(within(walz).getByText('Governor • MN')).toBeInTheDocument();
    expect(within(walz).getByText('No roll calls')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LegiScan' })).toHaveAttribute('href', 'https://legiscan.com');
    expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    expect(screen.getByRole('link', { name: 'Open States' })).toHaveAttribute('href', 'https://openstates.org');

    await userEvent.click(screen.getByRole('button', { name: 'Mayors' }));
    expect(await screen.findByText('No state officials found.')).toBeInTheDocument();
    await expect
      .poll(() => asked(fetchMock, '/api/officials/pages').map(params))
      .toEqual([
        { chamber: 'all', sort: 'highest' },
        { chamber: 'all', level: 'state', sort: 'highest' },
        { chamber: 'all', level: 'state', sort: 'highest', state: 'MN' },
        { chamber: 'all', level: 'local', sort: 'highest', state: 'MN' },
      ]);
    expect(asked(fetchMock, '/api/officials/states').map(params)).toEqual([{ level: 'state' }]);

    // Back to Congress: its chambers again, asked without a level as before.
    await userEvent.click(screen.getByRole('button', { name: 'Federal' }));
    expect(await screen.findByRole('button', { name: 'Mine' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: "Which state's officials" })).not.toBeInTheDocument();
  });
});

function renderPage(official: Official) {
  mockApi({
    '/api/auth/user': json(null, 401),
    [`/api/officials/${official.id}`]: official,
    [`/api/officials/${official.id}/votes`]: [],
    [`/api/officials/${official.id}/receipt`]: makeReceipt(official.id, official.party, [], {
      rollCalls: 0,
      missed: 0,
      from: null,
      to: null,
    }),
  });
  renderApp(<OfficialsTab selectedId={official.id} onSelect={() => {}} onOpenBill={() => {}} />);
}

describe("a state official's page", { timeout: 20_000 }, () => {
  it('says the chamber by its own name, the district and the term, and credits the sources', async () => {
    renderPage(gomez);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aisha Gomez' })).toBeInTheDocument();
    expect(screen.getByText('State Representative • Minnesota House of Representatives - District 62A')).toBeInTheDocument();
    expect(screen.getByText('Term: January 14, 2025 to January 4, 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LegiScan' })).toHaveAttribute('href', 'https://legiscan.com');
    expect(screen.getByRole('link', { name: 'CC0' })).toHaveAttribute('href', 'https://creativecommons.org/publicdomain/zero/1.0/');
  });

  it("places them among their own chamber's members, asked of the server by state and chamber", async () => {
    const fetchMock = mockApi({ '/api/auth/user': json(null, 401), '/api/officials': officialsAnswer([gomez, colleague]) });
    renderApp(<ChamberChart official={gomez} />);
    const chart = await screen.findByRole('region', { name: 'Where they stand' });
    expect(
      within(chart).getByText(
        'Every one of the 2 members of the Minnesota House of Representatives, one mark each; Aisha Gomez is ringed.',
      ),
    ).toBeInTheDocument();
    expect(within(chart).getByText("Position on the Minnesota House of Representatives's scale, from the roll calls")).toBeInTheDocument();
    expect(
      within(chart).getByRole('img', {
        name: 'Aisha Gomez scores 9: higher than 1 of the 1 other members of the Minnesota House of Representatives with a score.',
      }),
    ).toBeInTheDocument();
    expect(asked(fetchMock, '/api/officials').map(params)).toEqual([{ chamber: 'lower', level: 'state', sort: 'highest', state: 'MN' }]);
  });

  it('says when their chamber has too few roll calls to place its members, rather than showing no position', async () => {
    mockApi({
      '/api/auth/user': json(null, 401),
      '/api/officials': officialsAnswer([gomez, colleague]),
      '/api/officials/chamber-scales': json(
        listChamberScales.response.parse([{ chamber: 'lower', status: 'too few roll calls', rollCallsKept: 12, membersPlaced: 0 }]),
      ),
    });
    renderApp(<ChamberChart official={gomez} />);
    const chart = await screen.findByRole('region', { name: 'Where they stand' });
    expect(
      await within(chart).findByText(
        'Too few roll calls to place the members of the Minnesota House of Representatives on a scale: 12 of its floor roll calls here divide its members, fewer than a scale needs.',
      ),
    ).toBeInTheDocument();
    expect(within(chart).queryByRole('img', { name: /is at|not placed/ })).not.toBeInTheDocument();
  });

  it('a legislator without roll calls here: no voting record here yet, in words rather than a zero', async () => {
    renderPage(newcomer);
    const score = (await screen.findByRole('heading', { level: 2, name: 'Progressive Score' })).parentElement!;
    expect(score).toHaveTextContent('No voting record here yet');
    expect(score).not.toHaveTextContent(/\b0\b/);
    expect(screen.queryByText('No Votes')).not.toBeInTheDocument();
  });

  it('one whose term has ended: marked former, the term’s end said, the record and score kept', async () => {
    renderPage(predecessor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pat Predecessor' })).toBeInTheDocument();
    expect(screen.getByText('Former State Representative • Minnesota House of Representatives - District 59A')).toBeInTheDocument();
    expect(screen.getByText('Term: January 3, 2023 to January 5, 2025. No longer in office.')).toBeInTheDocument();
    expect((await screen.findByRole('heading', { level: 2, name: 'Progressive Score' })).parentElement).toHaveTextContent('9');
  });

  it('places a former member beside the members in office, saying which they are', async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/officials': officialsAnswer([gomez, colleague]) });
    renderApp(<ChamberChart official={predecessor} />);
    const chart = await screen.findByRole('region', { name: 'Where they stand' });
    expect(
      within(chart).getByText(
        'The 2 members of the Minnesota House of Representatives in office and Pat Predecessor, no longer in office, one mark each; Pat Predecessor is ringed.',
      ),
    ).toBeInTheDocument();
  });

  it('an executive: no roll calls, said once, and no score, chart or voting history', async () => {
    renderPage(governor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tim Walz' })).toBeInTheDocument();
    expect(screen.getByText('Governor • MN')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No roll calls: as Governor, Tim Walz casts no votes in a legislature, so there is no score, lean or voting history to show.',
      ),
    ).toBeInTheDocument();
    for (const heading of ['Progressive Score', 'Where they stand', 'Voting History'])
      expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open States' })).toBeInTheDocument();
  });
});
