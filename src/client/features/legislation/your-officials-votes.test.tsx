import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  makeBill,
  makeBillDetail,
  makeBillPosition,
  makeOfficial,
  makeRollCall,
  makeRollCallPosition,
} from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { storePlace } from '../../lib/my-place.ts';
import { LegislationTab } from './legislation-tab.tsx';

const balint = makeOfficial({ id: 7, name: 'Becca Balint', office: 'Representative', state: 'VT', district: null });
const sanders = makeOfficial({ id: 8, name: 'Bernard Sanders', office: 'Senator', state: 'VT', party: 'Independent' });
const bill = makeBillDetail({ id: 30, billNumber: 'H.R. 30', title: 'Laken Riley Act' });
const other = makeBill({ id: 31, billNumber: 'H.R. 31', title: 'Another Act' });

function renderWith(place: boolean, selectedId: number | null = null) {
  if (place) storePlace({ zip: '05401', state: 'VT', district: 0 });
  const fetchMock = mockApi({
    '/api/auth/user': json(null, 401),
    '/api/bills': [bill, other],
    '/api/bills/states': [],
    '/api/bills/30': bill,
    '/api/bills/30/roll-calls': [makeRollCall({ id: 17, billId: 30 })],
    '/api/roll-calls/17/positions': [
      makeRollCallPosition({ memberKey: 'A1', name: 'Ada Adams', state: 'CA', position: 'Yes', officialId: 1 }),
      makeRollCallPosition({ memberKey: 'B001318', name: 'Becca Balint', state: 'VT', position: 'No', officialId: 7 }),
    ],
    '/api/officials': (_init: RequestInit | undefined, url: URL) => json(url.searchParams.get('state') === 'VT' ? [balint, sanders] : []),
    '/api/districts/positions': (_init: RequestInit | undefined, url: URL) =>
      json(
        url.searchParams.get('bills')!.split(',').includes('30')
          ? [makeBillPosition({ billId: 30, officialId: 7, position: 'No', rollCallId: 17 })]
          : [],
      ),
  });
  renderApp(<LegislationTab selectedId={selectedId} onSelect={() => {}} onOpenOfficial={() => {}} renderDiscussion={() => null} />);
  return fetchMock;
}

describe('how your officials voted', { timeout: 20_000 }, () => {
  it('each bill card says how your officials voted, asked once for the whole list', async () => {
    const fetchMock = renderWith(true);
    const card = (await screen.findByRole('heading', { name: 'Laken Riley Act' })).closest('article')!;
    expect(await within(card).findByText(/Your officials/)).toBeInTheDocument();
    expect(card).toHaveTextContent('Your officials: Becca Balint No · Bernard Sanders Has not voted on it');
    const otherCard = screen.getByRole('heading', { name: 'Another Act' }).closest('article')!;
    expect(otherCard).toHaveTextContent('Your officials: Becca Balint Has not voted on it · Bernard Sanders Has not voted on it');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/districts/positions'))).toEqual([
      '/api/districts/positions?bills=30%2C31&district=0&state=VT',
    ]);
  });

  it('without a ZIP the cards say nothing of it, and the bill detail says where to give one', async () => {
    renderWith(false, 30);
    const section = (await screen.findByRole('heading', { name: 'How your officials voted' })).closest('section')!;
    expect(await within(section).findByText(/Give your ZIP code under Your officials on the Officials tab/)).toBeInTheDocument();
  });

  it('the bill detail lists your officials with their votes, and puts them first in how every member voted', async () => {
    vi.stubGlobal('scrollTo', () => {});
    renderWith(true, 30);
    const section = (await screen.findByRole('heading', { name: 'How your officials voted' })).closest('section')!;
    await within(section).findByRole('link', { name: 'Becca Balint' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Becca Balint (Representative)NoOn Passage', 'Bernard Sanders (Senator)Has not voted on it']);
    await userEvent.click(await screen.findByRole('button', { name: 'How every member voted' }));
    await screen.findByRole('searchbox', { name: 'Find a member' });
    const list = screen.getByText('2 members').nextElementSibling!;
    expect(
      within(list as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Becca Balint (D-VT)Your officialNo', 'Ada Adams (D-CA)Yes']);
  });
});
