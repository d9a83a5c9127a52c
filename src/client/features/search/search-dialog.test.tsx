import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSearch } from '../../../../tests/support/client/fake-search.ts';
import { makeArticle, makeBill, makeCandidate, makeOfficial } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { SearchDialog, type SearchPick } from './search-dialog.tsx';

const PLACEHOLDER = 'Search articles, legislation, or candidates...';

function Harness({ onPick }: { onPick: (p: SearchPick) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open search</button>
      <SearchDialog open={open} onOpenChange={setOpen} onPick={onPick} />
    </>
  );
}

async function openSearch() {
  await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
  return screen.findByPlaceholderText(PLACEHOLDER);
}

const group = (name: string) => screen.getByRole('heading', { name }).closest('section')!;

/** A request that only ends when it is aborted, as fetch does. */
const pendingUntilAborted = (init: RequestInit | undefined) =>
  new Promise<Response>((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
  );

describe('search dialog', () => {
  it('prompts, groups results with counts, says no results with the query, opens a pick and clears on close', async () => {
    mockApi({
      '/api/search': fakeSearch({
        articles: [makeArticle({ id: 3, title: 'Housing first', category: 'Policy' })],
        bills: [
          makeBill({ id: 5, title: 'Housing Act', billNumber: 'S. 1' }),
          makeBill({ id: 6, title: 'Affordable housing', billNumber: 'H.R. 2' }),
        ],
        candidates: [makeCandidate({ id: 9, name: 'Lee Housing' })],
        officials: [makeOfficial({ id: 4, name: 'Housing Commissioner Ray', office: 'Senator', state: 'VT', party: 'Independent' })],
      }),
    });
    const onPick = vi.fn();
    renderApp(<Harness onPick={onPick} />);
    const input = await openSearch();
    expect(input).toHaveFocus();
    expect(screen.getByText('Start typing to search articles, legislation, and candidates.')).toBeInTheDocument();

    await userEvent.type(input, 'zzz');
    expect(await screen.findByText('No results found for "zzz"')).toBeInTheDocument();

    await userEvent.clear(input);
    expect(screen.getByText('Start typing to search articles, legislation, and candidates.')).toBeInTheDocument();
    await userEvent.type(input, 'HOUSING');
    expect(await screen.findByRole('heading', { name: 'Articles (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Legislation (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Candidates (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Officials (1)' })).toBeInTheDocument();
    // The fourth group comes after Articles, Legislation and Candidates.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Articles (1)',
      'Legislation (2)',
      'Candidates (1)',
      'Officials (1)',
    ]);
    // The search can be followed in a feed reader, under the text as the server read it.
    expect(screen.getByRole('link', { name: 'Atom feed' })).toHaveAttribute('href', '/feeds/search.atom?q=HOUSING');
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/feeds/search.rss?q=HOUSING');
    expect(
      within(group('Officials (1)')).getByRole('button', { name: /Housing Commissioner Ray.*Senator · VT · Independent/ }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Affordable housing/ }));
    expect(onPick).toHaveBeenCalledWith({ type: 'bill', id: 6 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to what opened the dialog, and the query starts empty next time.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus());
    expect(await openSearch()).toHaveValue('');
  });

  it('says when an official found is no longer in office', async () => {
    const former = makeOfficial({ id: 7, name: 'Pat Predecessor', office: 'State Senator', level: 'state', state: 'MN', former: true });
    mockApi({ '/api/search': fakeSearch({ officials: [former] }) });
    renderApp(<Harness onPick={() => {}} />);
    await userEvent.type(await openSearch(), 'predecessor');
    expect(await screen.findByRole('button', { name: /Pat Predecessor.*Former State Senator · MN/ })).toBeInTheDocument();
  });

  it('counts every match and says when it shows only the best of them', async () => {
    const officials = Array.from({ length: 12 }, (_, i) => makeOfficial({ id: i + 1, name: `Official Harbor ${i + 1}` }));
    mockApi({ '/api/search': fakeSearch({ officials }) });
    renderApp(<Harness onPick={() => {}} />);
    await userEvent.type(await openSearch(), 'harbor');
    const officialsGroup = (await screen.findByRole('heading', { name: 'Officials (12)' })).closest('section')!;
    expect(within(officialsGroup).getAllByRole('button')).toHaveLength(8);
    expect(within(officialsGroup).getByText('Showing the 8 best matches of 12. Add words to narrow the search.')).toBeInTheDocument();
  });

  it('an official opens like a candidate does; results are reached with Tab and picked with Enter', async () => {
    mockApi({
      '/api/search': fakeSearch({
        officials: [makeOfficial({ id: 4, name: 'Jane Senator' })],
        candidates: [makeCandidate({ id: 2, name: 'Jane Hopeful' })],
      }),
    });
    const onPick = vi.fn();
    renderApp(<Harness onPick={onPick} />);
    await userEvent.type(await openSearch(), 'jane');
    await screen.findByRole('heading', { name: 'Officials (1)' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Jane Hopeful/ })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Jane Senator/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({ type: 'official', id: 4 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape closes the dialog and the query starts empty next time', async () => {
    mockApi({ '/api/search': fakeSearch({ articles: [makeArticle({ title: 'Housing first' })] }) });
    renderApp(<Harness onPick={() => {}} />);
    await userEvent.type(await openSearch(), 'housing');
    await screen.findByRole('heading', { name: 'Articles (1)' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await openSearch()).toHaveValue('');
    expect(screen.getByText('Start typing to search articles, legislation, and candidates.')).toBeInTheDocument();
  });

  it('never says "No results" for a query that has matches, not even for a moment while typing', async () => {
    mockApi({ '/api/search': fakeSearch({ articles: [makeArticle({ id: 3, title: 'Housing first' })] }) });
    renderApp(<Harness onPick={() => {}} />);
    const input = await openSearch();
    // Every node ever inserted is recorded, so a wrong message that shows and goes again is still caught.
    const seen: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) seen.push(n.textContent ?? '');
      for (const r of records) if (r.type === 'characterData') seen.push(r.target.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await userEvent.type(input, 'hous');
    expect(await screen.findByRole('heading', { name: 'Articles (1)' })).toBeInTheDocument();
    observer.disconnect();
    expect(seen.filter((t) => t.includes('No results found'))).toEqual([]);
  });

  it('says "Searching..." while the answer is on its way, never "No results"', async () => {
    const fetchMock = mockApi({ '/api/search': pendingUntilAborted });
    renderApp(<Harness onPick={() => {}} />);
    await userEvent.type(await openSearch(), 'climate');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/search?q=climate'));
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(screen.queryByText(/No results found/)).not.toBeInTheDocument();
  });

  it('aborts the request for text the user has typed past, and shows the newer answer', async () => {
    const fetchMock = mockApi({
      '/api/search?q=clean': pendingUntilAborted,
      '/api/search?q=clean+air': fakeSearch({ bills: [makeBill({ id: 6, title: 'Clean Air Act' })] }),
      // Whatever a slow keyboard sends on the way ('cle', 'clean a') finds nothing.
      '/api/search': fakeSearch({}),
    });
    const call = (url: string) => fetchMock.mock.calls.find(([called]) => called === url);
    renderApp(<Harness onPick={() => {}} />);
    const input = await openSearch();
    await userEvent.type(input, 'clean');
    await waitFor(() => expect(call('/api/search?q=clean')).toBeDefined());
    await userEvent.type(input, ' air');
    expect(await screen.findByRole('heading', { name: 'Legislation (1)' })).toBeInTheDocument();
    expect(call('/api/search?q=clean')![1]?.signal?.aborted).toBe(true);
  });

  it('says search is unavailable when the server fails or answers something else than a search result', async () => {
    mockApi({ '/api/search?q=boom': json({ message: 'Internal server error' }, 500), '/api/search?q=odd': { query: 'odd', articles: [] } });
    renderApp(<Harness onPick={() => {}} />);
    const input = await openSearch();
    await userEvent.type(input, 'boom');
    expect(await screen.findByText('Search is not available right now. Please try again.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'odd');
    expect(await screen.findByText('Search is not available right now. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/No results found/)).not.toBeInTheDocument();
  });
});
