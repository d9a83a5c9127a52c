import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBillDetail } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, readerUser, renderApp, writes } from '../../../../tests/support/client/render.tsx';
import { billStance } from '../../../shared/schemas/match.ts';
import { LegislationTab } from './legislation-tab.tsx';

function renderBill(signedIn: boolean, stances: unknown[] = []) {
  const fetchMock = mockApi({
    '/api/auth/user': signedIn ? readerUser : json(null, 401),
    '/api/me/place': null,
    '/api/me/stances': stances,
    'PUT /api/me/stances/4': (init: RequestInit | undefined) => json(billStance.parse({ billId: 4, ...JSON.parse(String(init!.body)) })),
    'DELETE /api/me/stances/4': () => new Response(null, { status: 204 }),
    '/api/bills/4': makeBillDetail({ id: 4 }),
    '/api/bills/4/roll-calls': [],
  });
  renderApp(<LegislationTab selectedId={4} onSelect={() => {}} onOpenOfficial={() => {}} renderDiscussion={() => null} />);
  return fetchMock;
}

const section = async () => (await screen.findByRole('heading', { name: 'Your position' })).closest('section')!;

describe('your position on a bill', { timeout: 20_000 }, () => {
  it('a visitor is asked to log in to mark one', async () => {
    renderBill(false);
    const yours = await section();
    expect(await within(yours).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(yours).queryByRole('button', { name: 'Support' })).not.toBeInTheDocument();
  });

  it('a reader marks Support, switches to Oppose and clears it; each is saved', async () => {
    const fetchMock = renderBill(true);
    const yours = await section();
    const support = await within(yours).findByRole('button', { name: 'Support' });
    expect(support).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(support);
    expect(await within(yours).findByText('You support this bill.')).toBeInTheDocument();
    expect(within(yours).getByRole('button', { name: 'Support' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(yours).getByRole('button', { name: 'Oppose' }));
    expect(await within(yours).findByText('You oppose this bill.')).toBeInTheDocument();
    await userEvent.click(within(yours).getByRole('button', { name: 'Clear' }));
    expect(await within(yours).findByText('Only you see your position.')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      ['PUT /api/me/stances/4', { stance: 'support' }],
      ['PUT /api/me/stances/4', { stance: 'oppose' }],
      ['DELETE /api/me/stances/4', undefined],
    ]);
  });

  it('shows the position already marked', async () => {
    renderBill(true, [{ billId: 4, stance: 'oppose' }]);
    const yours = await section();
    expect(await within(yours).findByText('You oppose this bill.')).toBeInTheDocument();
    expect(within(yours).getByRole('button', { name: 'Oppose' })).toHaveAttribute('aria-pressed', 'true');
  });
});
