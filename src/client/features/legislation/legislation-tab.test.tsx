import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeBill, makeBillDetail } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp, staffUser } from '../../../../tests/support/client/render.tsx';
import type { Bill } from '../../../shared/schemas/bills.ts';
import { AppRoutes } from '../../app/router.tsx';
import { skipSplash } from '../../app/splash.tsx';
import { LegislationTab } from './legislation-tab.tsx';

const federal = makeBill({ id: 1, title: 'Federal one', level: 'federal' });
const newYork = makeBill({ id: 2, title: 'New York one', level: 'state', state: 'NY' });
const ohio = makeBill({ id: 3, title: 'Ohio one', level: 'state', state: 'OH' });

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

/** A page of the list as the server sends it: the bills, and a Link to the next page unless it is the last. */
const page = (bills: Bill[], next?: string) =>
  new Response(JSON.stringify(bills), {
    headers: { 'content-type': 'application/json', ...(next ? { link: `<${next}>; rel="next"` } : {}) },
  });

/** The bills list as a tiny server: it filters by the query the tab sends, so a wrong query shows wrong bills. */
function billsServer(bills: Bill[]) {
  return (_init: RequestInit | undefined, url: URL) => {
    const query = url.searchParams;
    const shown = bills.filter((b) => b.level === query.get('level') && (!query.has('state') || b.state === query.get('state')));
    return page(query.get('sort') === 'lowest' ? [...shown].reverse() : shown);
  };
}

const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/bills?') || url === '/api/bills');

describe('Legislative Tracker', () => {
  it('asks the server for federal bills newest first, then for State, one state and each sort', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': json(null, 401),
      '/api/bills': billsServer([federal, newYork, ohio]),
      '/api/bills/states': ['OH', 'NY'],
    });
    renderApp(<LegislationTab selectedId={null} onSelect={() => {}} onOpenOfficial={() => {}} renderDiscussion={() => null} />);
    expect(screen.getByText('Loading legislation...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Federal one' })).toBeInTheDocument();
    expect(headings()).toEqual(['Federal one']);
    expect(screen.queryByRole('button', { name: 'Refresh Legislation' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort bills' })).toHaveTextContent('Newest First');

    await userEvent.click(screen.getByRole('button', { name: 'State' }));
    expect(await screen.findByRole('heading', { name: 'New York one' })).toBeInTheDocument();
    expect(headings()).toEqual(['New York one', 'Ohio one']);

    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All states', 'New York', 'Ohio']);
    await userEvent.click(screen.getByRole('option', { name: 'Ohio' }));
    await waitFor(() => expect(headings()).toEqual(['Ohio one']));

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort bills' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Highest Score' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort bills' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lowest Score' }));
    await userEvent.click(screen.getByRole('button', { name: 'Federal' }));
    await waitFor(() => expect(headings()).toEqual(['Federal one']));

    expect(listCalls(fetchMock)).toEqual([
      '/api/bills?level=federal&sort=newest',
      '/api/bills?level=state&sort=newest',
      '/api/bills?level=state&sort=newest&state=OH',
      '/api/bills?level=state&sort=highest&state=OH',
      '/api/bills?level=state&sort=lowest&state=OH',
      '/api/bills?level=federal&sort=lowest',
    ]);
  });

  it('a card dates its bill on the day the source gave, for a reader west of Greenwich too, and says when none did', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      const introduced = makeBill({ id: 4, title: 'Introduced on the 3rd', introducedDate: '2025-01-03T00:00:00.000Z', passedDate: null });
      // Neither on record (a bill known only from Congress.gov's list): the card says so rather than stay blank.
      const passed = makeBill({ id: 5, title: 'Passed on the 1st', introducedDate: null, passedDate: '2025-07-01T00:00:00.000Z' });
      // Known only from its roll calls: dated by the first, and saying so.
      const voted = makeBill({ id: 6, title: 'Voted on the 9th', introducedDate: null, firstVoteDate: '2025-01-09T00:00:00.000Z' });
      mockApi({ '/api/auth/user': json(null, 401), '/api/bills': billsServer([introduced, passed, voted]), '/api/bills/states': [] });
      renderApp(<LegislationTab selectedId={null} onSelect={() => {}} onOpenOfficial={() => {}} renderDiscussion={() => null} />);
      expect(await screen.findByText('Introduced Jan 3, 2025')).toBeInTheDocument();
      expect(screen.getByText('Introduction date not on record · Passed Jul 1, 2025')).toBeInTheDocument();
      expect(screen.getByText('First vote Jan 9, 2025')).toBeInTheDocument();
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('a filter seen before comes back from the cache', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': json(null, 401),
      '/api/bills': billsServer([federal, newYork]),
      '/api/bills/states': ['NY'],
    });
    renderApp(<LegislationTab selectedId={null} onSelect={() => {}} onOpenOfficial={() => {}} renderDiscussion={() => null} />);
    await screen.findByRole('heading', { name: 'Federal one' });
    await userEvent.click(screen.getByRole('button', { name: 'State' }));
    await screen.findByRole('heading', { name: 'New York one' });
    await userEvent.click(screen.getByRole('button', { name: 'Federal' }));
    expect(screen.getByRole('heading', { name: 'Federal one' })).toBeInTheDocument();
    expect(listCalls(fetchMock).filter((url) => url.includes('level=federal'))).toHaveLength(1);
  });

  it('empty: "No bills found." plus the staff hint; Refresh shows Refreshing..., the toast, and fetches the lists again', async () => {
    let finish: () => void = () => {};
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      '/api/bills': () => page([]),
      '/api/bills/states': [],
      'POST /api/bills/refresh': () => new Promise<Response>((r) => (finish = () => r(json({ message: 'Imported 0 bills.' })))),
    });
    renderApp(<LegislationTab selectedId={null} onSelect={() => {}} onOpenOfficial={() => {}} renderDiscussion={() => null} />);
    expect(await screen.findByText('No bills found.')).toBeInTheDocument();
    expect(await screen.findByText('Staff members can add bills manually or refresh legislation.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Legislation' }));
    expect(await screen.findByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    finish();
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(await screen.findByText('Imported 0 bills.')).toBeInTheDocument();
    const gets = (url: string) => fetchMock.mock.calls.filter(([u, init]) => String(u) === url && !init?.method?.match(/POST/)).length;
    await waitFor(() => expect(gets('/api/bills?level=federal&sort=newest')).toBe(2));
    await waitFor(() => expect(gets('/api/bills/states')).toBe(2));
  });

  it('loads the next page from the Link header with "Show more bills", and stops at the last page', async () => {
    const first = Array.from({ length: 3 }, (_, i) => makeBill({ id: 10 - i, title: `Bill ${10 - i}` }));
    const fetchMock = mockApi({
      '/api/auth/user': json(null, 401),
      '/api/bills/states': [],
      '/api/bills?level=federal&sort=newest': () => page(first, '/api/bills?cursor=abc&level=federal&sort=newest'),
      '/api/bills?cursor=abc&level=federal&sort=newest': () => page([makeBill({ id: 4, title: 'Older bill' })]),
    });
    renderApp(<LegislationTab selectedId={null} onSelect={() => {}} onOpenOfficial={() => {}} renderDiscussion={() => null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show more bills' }));
    expect(await screen.findByRole('heading', { name: 'Older bill' })).toBeInTheDocument();
    expect(headings()).toEqual(['Bill 10', 'Bill 9', 'Bill 8', 'Older bill']);
    expect(screen.queryByRole('button', { name: 'Show more bills' })).not.toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual(['/api/bills?level=federal&sort=newest', '/api/bills?cursor=abc&level=federal&sort=newest']);
  });

  it('a bill with a short title leads with it, on its card and its page, and keeps the formal title below', async () => {
    const formal =
      'A bill to require the Secretary of Homeland Security to take into custody aliens who have been charged in the United States with theft, and for other purposes.';
    const s5 = makeBillDetail({ id: 5, billNumber: 'S. 5', title: formal, shortTitle: 'Laken Riley Act' });
    mockApi({ '/api/auth/user': json(null, 401), '/api/bills': billsServer([s5]), '/api/bills/states': [], '/api/bills/5': s5 });
    const { unmount } = renderApp(
      <LegislationTab selectedId={null} onSelect={() => {}} onOpenOfficial={() => {}} renderDiscussion={() => null} />,
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Laken Riley Act' })).toBeInTheDocument();
    unmount();
    renderApp(<LegislationTab selectedId={5} onSelect={() => {}} onOpenOfficial={() => {}} renderDiscussion={() => null} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Laken Riley Act' })).toBeInTheDocument();
    expect(screen.getByText(formal)).toBeInTheDocument();
  });

  it('a selected bill is fetched by id, shows its detail with the back button, and loads no list', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': json(null, 401),
      '/api/bills/2': makeBillDetail({ id: 2, title: 'Detail me', passedDate: '2025-03-03T12:00:00Z' }),
    });
    renderApp(
      <LegislationTab selectedId={2} onSelect={() => {}} onOpenOfficial={() => {}} renderDiscussion={() => <p>discussion here</p>} />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Detail me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to legislation' })).toBeInTheDocument();
    expect(screen.getByText('Introduced Jan 1, 2025 · Passed Mar 3, 2025')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByText('discussion here')).toBeInTheDocument();
    expect(screen.getByText('Progressive Analysis')).toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual([]);
  });

  it("an unknown bill says 'Bill Not Found', and Back to legislation clears the selection", async () => {
    mockApi({ '/api/auth/user': json(null, 401) });
    const selections: (number | null)[] = [];
    renderApp(
      <LegislationTab selectedId={404} onSelect={(id) => selections.push(id)} onOpenOfficial={() => {}} renderDiscussion={() => null} />,
    );
    expect(await screen.findByText('Bill Not Found')).toBeInTheDocument();
    expect(screen.getByText("The bill you're looking for doesn't exist.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to legislation' }));
    expect(selections).toEqual([null]);
  });

  it('a shared link /bills/{id} opens a bill that is not on the first page; Back shows the list at /legislation', async () => {
    skipSplash();
    vi.stubGlobal('scrollTo', () => {});
    mockApi({
      '/api/auth/user': json(null, 401),
      '/api/articles': [],
      '/api/bills': billsServer([federal]),
      '/api/bills/states': [],
      '/api/bills/77': makeBillDetail({ id: 77, title: 'Deep in the list' }),
      '/api/bills/77/comments': [],
    });
    const { location } = renderApp(<AppRoutes />, { path: '/bills/77' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deep in the list' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to legislation' }));
    expect(await screen.findByRole('heading', { name: 'Federal one' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/legislation');
  });
});
