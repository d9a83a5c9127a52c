// 'Call your officials' on a state bill: the reader's own state legislators, with their capitol and district
// offices and a script in their statehouse's titles; never their members of Congress or their governor.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBillDetail, minneapolisOfficials } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { getCallCounts, getOfficialContact, listMyCalls } from '../../../shared/api/contact.ts';
import { listStances } from '../../../shared/api/match.ts';
import type { ReaderPlace } from '../../../shared/schemas/districts.ts';
import { LegislationTab } from '../../features/legislation/legislation-tab.tsx';
import { storePlace } from '../../lib/my-place.ts';

const minnesota = { level: 'state', state: 'MN', session: '94th Legislature 2025-2026' } as const;
const hf2 = makeBillDetail({ id: 2, billNumber: 'HF 2', title: 'Paid family and medical leave', summary: '', ...minnesota });
const omar = minneapolisOfficials.omar();
const walz = minneapolisOfficials.walz();
const champion = minneapolisOfficials.champion();

const office = { suite: null, building: null, hours: null };
// As the Open States import stores his offices: the capitol office, then a district office.
const championContact = getOfficialContact.response.parse({
  officialId: 22,
  contactForm: null,
  website: 'https://www.senate.mn/members/member_bio.html?mem_id=1097',
  social: {},
  offices: [
    {
      ...office,
      id: 'c-0',
      kind: 'capitol',
      address: 'Minnesota Senate Bldg., Room 2203, 95 University Ave. W.',
      city: 'St. Paul',
      state: 'MN',
      zip: '55155',
      phone: '651-296-9246',
    },
    {
      ...office,
      id: 'c-1',
      kind: 'district',
      address: '2200 Plymouth Ave. N.',
      city: 'Minneapolis',
      state: 'MN',
      zip: '55411',
      phone: '612-555-0159',
    },
  ],
});

function renderStateBill(place: ReaderPlace) {
  storePlace(place);
  mockApi({
    '/api/auth/user': json(null, 401),
    '/api/me/place': null,
    '/api/me/stances': () => json(listStances.response.parse([])),
    '/api/me/calls': () => json(listMyCalls.response.parse([])),
    '/api/bills/2': hf2,
    '/api/bills/2/roll-calls': [],
    '/api/officials': (_init: RequestInit | undefined, url: URL) =>
      json(url.searchParams.get('upper') === '59' ? [champion, omar, walz] : [omar, walz]),
    '/api/officials/22/contact': championContact,
    '/api/districts': { zip: '55414', districts: [{ state: 'MN', district: 5, label: 'MN-05' }], stateDistricts: [] },
    '/api/call-counts': () => json(getCallCounts.response.parse({ bill: 3, official: null, pair: null })),
    '/api/districts/positions': [],
  });
  renderApp(<LegislationTab selectedId={2} onSelect={() => {}} onOpenOfficial={() => {}} renderDiscussion={() => null} />);
}

const section = async () => (await screen.findByRole('heading', { name: 'Call your officials' })).closest('section')!;

describe('call your state legislators about a state bill', { timeout: 20_000 }, () => {
  it('lists the reader’s state senator alone, with the capitol office and the district office, and a script calling them Senator', async () => {
    renderStateBill({ zip: '55412', state: 'MN', district: 5, upperDistrict: '59', lowerDistrict: null });
    const yours = await section();
    const item = (await within(yours).findByRole('heading', { name: /Bobby Joe Champion/ })).closest('li')!;
    expect(within(yours).queryByRole('heading', { name: /Ilhan Omar|Tim Walz/ })).toBeNull();
    expect(within(item).getByText('(State Senator)')).toBeInTheDocument();
    expect(await within(item).findByText('Capitol office')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /651-296-9246/ })).toHaveAttribute('href', 'tel:+16512969246');
    expect(within(item).getByText('Nearest district office: Minneapolis office')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /612-555-0159/ })).toHaveAttribute('href', 'tel:+16125550159');
    const script = within(item).getByRole('textbox') as HTMLTextAreaElement;
    expect(script.value).toContain("I'm calling about HF 2, Paid family and medical leave.");
    expect(script.value).toContain('Senator Champion');
  });

  it('another state’s reader is told their legislators do not vote on it', async () => {
    renderStateBill({ zip: '05401', state: 'VT', district: 0, upperDistrict: null, lowerDistrict: null });
    expect(
      await within(await section()).findByText('This is a bill of the Minnesota legislature; your state legislators do not vote on it.'),
    ).toBeInTheDocument();
  });
});
