import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSearch } from '../test/fake-search.ts';
import { makeCandidate, makeOfficial } from '../test/fixtures.ts';
import { json, mockApi, renderApp } from '../test/render.tsx';
import { SearchHost } from './search-host.tsx';
import { Shell } from './shell.tsx';
import { skipSplash } from './splash.tsx';

function ShellWithSearch() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open search</button>
      <SearchHost open={open} onOpenChange={setOpen} />
      <Shell />
    </>
  );
}

describe('a search pick in the shell', () => {
  it.each([
    ['Officials', 'Jane Senator', 'Back to Officials'],
    ['Candidates', 'Jane Hopeful', 'Back to candidates'],
  ])('opens on the %s tab', async (tab, name, back) => {
    skipSplash();
    vi.stubGlobal('scrollTo', () => {});
    const official = makeOfficial({ id: 4, name: 'Jane Senator' });
    const candidate = makeCandidate({ id: 2, name: 'Jane Hopeful' });
    mockApi({
      '/api/auth/user': json(null, 401),
      '/api/articles': [],
      '/api/officials': [official],
      '/api/officials/4': official,
      '/api/officials/4/votes': [],
      '/api/candidates/2': candidate,
      '/api/candidates/2/comments': [],
      '/api/search': fakeSearch({ officials: [official], candidates: [candidate] }),
    });
    renderApp(<ShellWithSearch />);
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), 'jane');
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(name) }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: back })).toBeInTheDocument();
  });
});
