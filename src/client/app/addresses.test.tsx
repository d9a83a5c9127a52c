// Every screen has an address (docs/decisions/0220-every-screen-has-an-address.md): a card is a link to its
// item's address, the title names the screen, focus goes to what opened and back to the card, and bills
// can be shared.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeBill, makeBillDetail, makeOfficial } from '../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../tests/support/client/render.tsx';
import { AppRoutes } from './router.tsx';
import { skipSplash } from './splash.tsx';

const bill = makeBillDetail({ id: 5, billNumber: 'H.R. 1', title: 'One Big Beautiful Bill Act' });

function legislationApi() {
  return mockApi({
    '/api/auth/user': json(null, 401),
    '/api/bills': [bill, makeBill({ id: 6, title: 'Another bill' })],
    '/api/bills/states': [],
    '/api/bills/5': bill,
    '/api/bills/5/roll-calls': [],
    '/api/bills/5/comments': [],
  });
}

describe('addresses', () => {
  it('a bill card is a link to /bills/{id}; Enter opens it with its heading focused and named in the title; Back returns focus to the card', async () => {
    skipSplash();
    vi.stubGlobal('scrollTo', () => {});
    legislationApi();
    const { location } = renderApp(<AppRoutes />, { path: '/legislation' });
    const card = await screen.findByRole('link', { name: /One Big Beautiful Bill Act/ });
    expect(card).toHaveAttribute('href', '/bills/5');
    expect(document.title).toBe('Legislation — Civic Ledger');

    card.focus();
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'One Big Beautiful Bill Act' });
    expect(location.history.at(-1)).toBe('/bills/5');
    expect(heading).toHaveFocus();
    expect(document.title).toBe('H.R. 1: One Big Beautiful Bill Act — Civic Ledger');
    expect(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: 'Legislation' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    const back = screen.getByRole('link', { name: 'Back to legislation' });
    // A real link, so it works before the script starts and opens in a new tab.
    expect(back).toHaveAttribute('href', '/legislation');
    back.focus();
    await userEvent.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe('/legislation');
    expect(await screen.findByRole('link', { name: /One Big Beautiful Bill Act/ })).toHaveFocus();
    expect(document.title).toBe('Legislation — Civic Ledger');
  });

  it("a bill's page shares its own address", async () => {
    skipSplash();
    legislationApi();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderApp(<AppRoutes />, { path: '/bills/5' });
    await userEvent.click(await screen.findByRole('link', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/bills/5`);
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
  });

  it('Home clears the item open: the front page, with no section but News current', async () => {
    skipSplash();
    mockApi({
      '/api/auth/user': json(null, 401),
      '/api/articles': [],
      '/api/officials/3': makeOfficial({ id: 3, name: 'Jane Senator' }),
      '/api/officials/3/votes': [],
    });
    const { location } = renderApp(<AppRoutes />, { path: '/officials/3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Senator' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(location.history.at(-1)).toBe('/');
    expect(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: 'News' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('heading', { name: 'Jane Senator' })).not.toBeInTheDocument();
  });

  it('an address that names no page shows the 404 page and says so in the title', async () => {
    mockApi({ '/api/auth/user': json(null, 401) });
    renderApp(<AppRoutes />, { path: '/bills/not-a-bill' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('404 Page Not Found — Civic Ledger');
  });
});
