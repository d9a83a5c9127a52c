import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSearch } from '../../../tests/support/client/fake-search.ts';
import { makeCandidate, makeOfficial } from '../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../tests/support/client/render.tsx';
import { AppRoutes } from './router.tsx';
import { SearchHost } from './search-host.tsx';
import { skipSplash } from './splash.tsx';

function AppWithSearch() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open search</button>
      <SearchHost open={open} onOpenChange={setOpen} />
      <AppRoutes />
    </>
  );
}

describe('a search pick in the shell', () => {
  it.each([
    ['Officials', 'Jane Senator', 'Back to Officials', '/officials/4'],
    ['Candidates', 'Jane Hopeful', 'Back to candidates', '/candidates/2'],
  ])("opens on the %s tab, at the item's own address", async (tab, name, back, address) => {
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
    const { location } = renderApp(<AppWithSearch />);
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), 'jane');
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(name) }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location.history.at(-1)).toBe(address);
    expect(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: tab })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toBeInTheDocument();
  });
});
