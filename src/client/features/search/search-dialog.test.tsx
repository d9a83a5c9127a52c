import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeArticle, makeBill, makeCandidate } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render.tsx';
import { SearchDialog, type SearchPick } from './search-dialog.tsx';

function Harness({ onPick }: { onPick: (p: SearchPick) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open search</button>
      <SearchDialog open={open} onOpenChange={setOpen} onPick={onPick} />
    </>
  );
}

describe('search dialog', () => {
  it('prompts, groups results with counts, says no results with the query, opens a pick and clears on close', async () => {
    mockApi({
      '/api/articles': [makeArticle({ id: 3, title: 'Housing first', excerpt: '', category: 'Policy' })],
      '/api/bills': [makeBill({ id: 5, title: 'Housing Act', summary: '', billNumber: 'S. 1' }), makeBill({ id: 6, title: 'Affordable housing', billNumber: 'H.R. 2' })],
      '/api/candidates': [makeCandidate({ id: 9, name: 'Lee', office: 'Mayor', bio: 'Housing advocate' })],
    });
    const onPick = vi.fn();
    renderApp(<Harness onPick={onPick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const input = await screen.findByPlaceholderText('Search articles, legislation, or candidates...');
    expect(input).toHaveFocus();
    expect(screen.getByText(/Start typing to search/)).toBeInTheDocument();

    await userEvent.type(input, 'zzz');
    expect(await screen.findByText('No results found for "zzz"')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'HOUSING');
    expect(await screen.findByText('Articles (1)')).toBeInTheDocument();
    expect(screen.getByText('Legislation (2)')).toBeInTheDocument();
    expect(screen.getByText('Candidates (1)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Affordable housing/ }));
    expect(onPick).toHaveBeenCalledWith({ type: 'bill', id: 6 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to what opened the dialog, and the query starts empty next time.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    expect(await screen.findByPlaceholderText('Search articles, legislation, or candidates...')).toHaveValue('');
  });

  it('never says "No results" for a query that has matches, not even for a moment while typing', async () => {
    mockApi({
      '/api/articles': [makeArticle({ id: 3, title: 'Housing first' })],
      '/api/bills': [],
      '/api/candidates': [],
    });
    renderApp(<Harness onPick={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const input = await screen.findByPlaceholderText('Search articles, legislation, or candidates...');
    await screen.findByText(/Start typing to search/);
    // Every node ever inserted is recorded, so a wrong message that shows and goes again is still caught.
    const seen: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) seen.push(n.textContent ?? '');
      for (const r of records) if (r.type === 'characterData') seen.push(r.target.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await userEvent.type(input, 'hous');
    expect(await screen.findByText('Articles (1)')).toBeInTheDocument();
    observer.disconnect();
    expect(seen.filter((t) => t.includes('No results found'))).toEqual([]);
  });

  it('while a list is still loading an unmatched query says "Searching...", not "No results"', async () => {
    mockApi({ '/api/articles': [], '/api/bills': () => new Promise<Response>(() => {}), '/api/candidates': [] });
    renderApp(<Harness onPick={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    await userEvent.type(await screen.findByPlaceholderText('Search articles, legislation, or candidates...'), 'zzz');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    expect(screen.queryByText(/No results found/)).not.toBeInTheDocument();
  });
});
