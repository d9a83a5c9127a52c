import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBillDetail, makeBillPosition, makeOfficial } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, readerUser, renderApp, writes } from '../../../../tests/support/client/render.tsx';
import { getCallCounts, getOfficialContact, listMyCalls, logCall } from '../../../shared/api/contact.ts';
import { listStances, setStance } from '../../../shared/api/match.ts';
import type { BillStance } from '../../../shared/schemas/match.ts';
import { LegislationTab } from '../../features/legislation/legislation-tab.tsx';
import { storePlace } from '../../lib/my-place.ts';

const welch = makeOfficial({ id: 8, name: 'Peter Welch', office: 'Senator', state: 'VT' });
const balint = makeOfficial({ id: 7, name: 'Becca Balint', office: 'Representative', state: 'VT', district: '0' });
const bill = makeBillDetail({
  id: 30,
  billNumber: 'H.R. 30',
  title: 'Laken Riley Act',
  summary: 'This bill requires detention of certain people. More.',
});

const office = { suite: null, building: null, state: 'VT', hours: null, address: null };
const contact = (officialId: number, washington: string) =>
  getOfficialContact.response.parse({
    officialId,
    contactForm: officialId === 8 ? 'https://www.welch.senate.gov/contact' : null,
    website: 'https://example.gov',
    social: {},
    offices: [
      { ...office, id: `${officialId}-washington`, kind: 'washington', city: 'Washington', zip: null, phone: washington },
      { ...office, id: `${officialId}-rutland`, kind: 'district', city: 'Rutland', zip: '05701', phone: '802-555-0101' },
      {
        ...office,
        id: `${officialId}-burlington`,
        kind: 'district',
        city: 'Burlington',
        zip: '05401',
        phone: '802-555-0102',
        hours: 'Mon-Fri 9-5',
      },
    ],
  });

function renderBill(signedIn: boolean, stances: BillStance[] = [{ billId: 30, stance: 'support' }]) {
  const place = { zip: '05401', state: 'VT', district: 0 };
  // A visitor's place is this browser's; a reader's is on their profile.
  if (!signedIn) storePlace(place);
  let called = 0;
  const fetchMock = mockApi({
    '/api/auth/user': signedIn ? readerUser : json(null, 401),
    '/api/me/place': signedIn ? place : null,
    '/api/me/stances': () => json(listStances.response.parse(stances)),
    'PUT /api/me/stances/30': (init: RequestInit | undefined) =>
      json(setStance.response.parse({ billId: 30, ...JSON.parse(String(init!.body)) })),
    'DELETE /api/me/stances/30': () => new Response(null, { status: 204 }),
    '/api/me/calls': () =>
      json(
        listMyCalls.response.parse(
          called
            ? [{ id: 1, officialId: 7, billId: 30, outcome: 'voicemail', day: '2026-11-24', loggedAt: '2026-11-24T14:00:00.000Z' }]
            : [],
        ),
      ),
    'POST /api/me/calls': () => {
      called = 1;
      return json(
        logCall.response.parse({
          call: { id: 1, officialId: 7, billId: 30, outcome: 'voicemail', day: '2026-11-24', loggedAt: '2026-11-24T14:00:00.000Z' },
          counted: true,
          counts: { bill: 1205, official: 1, pair: 1 },
        }),
      );
    },
    '/api/bills/30': bill,
    '/api/bills/30/roll-calls': [],
    '/api/officials': [balint, welch],
    '/api/officials/7/contact': contact(7, '202-225-4115'),
    '/api/officials/8/contact': contact(8, '202-224-4242'),
    '/api/call-counts': (_init: RequestInit | undefined, url: URL) =>
      json(
        getCallCounts.response.parse({
          bill: 1204 + called,
          official: url.searchParams.get('official') ? called : null,
          pair: url.searchParams.get('official') ? called : null,
        }),
      ),
    '/api/districts/positions': [makeBillPosition({ billId: 30, officialId: 8, position: 'Yes' })],
  });
  renderApp(<LegislationTab selectedId={30} onSelect={() => {}} onOpenOfficial={() => {}} renderDiscussion={() => null} />);
  return fetchMock;
}

const section = async () => (await screen.findByRole('heading', { name: 'Call your officials' })).closest('section')!;
const yourPosition = async () => (await screen.findByRole('heading', { name: 'Your position' })).closest('section')!;
const sideButton = async (name: 'I support it' | 'I oppose it') => within(await section()).findByRole('button', { name });
const officialItem = async (name: string) =>
  (await within(await section()).findByRole('heading', { name: new RegExp(name) })).closest('li')!;

describe('call your officials', { timeout: 20_000 }, () => {
  it('gives each of a visitor’s officials their Washington and nearest district numbers as tel: links, a script and the count', async () => {
    const fetchMock = renderBill(false);
    const yours = await section();
    expect(await within(yours).findByText('1,204 readers called about H.R. 30')).toBeInTheDocument();
    const balintItem = await officialItem('Becca Balint');
    expect(await within(balintItem).findByRole('link', { name: /202-225-4115/ })).toHaveAttribute('href', 'tel:+12022254115');
    // The reader's ZIP is 05401: Burlington's office, not the first listed (Rutland), with its hours.
    expect(within(balintItem).getByText('Nearest district office: Burlington office')).toBeInTheDocument();
    expect(within(balintItem).getByRole('link', { name: /802-555-0102/ })).toHaveAttribute('href', 'tel:+18025550102');
    expect(within(balintItem).getByText('Hours: Mon-Fri 9-5')).toBeInTheDocument();
    expect(within(balintItem).getByText('Other district offices (1)')).toBeInTheDocument();
    // No vote yet: a visitor supports by default and is asked to support.
    expect(within(balintItem).getByRole('textbox', { name: 'Ask them to support' })).toHaveValue(
      [
        "Hello, my name is [your name] and I'm a constituent from ZIP code 05401.",
        "I'm calling about H.R. 30, Laken Riley Act.",
        'This bill requires detention of certain people.',
        "I support this bill, and I'm asking Representative Balint to support it too.",
        'Thank you for your time.',
      ].join('\n'),
    );
    const welchItem = await officialItem('Peter Welch');
    expect(await within(welchItem).findByRole('link', { name: /web contact form/ })).toHaveAttribute(
      'href',
      'https://www.welch.senate.gov/contact',
    );
    const script = (name: string) => (within(welchItem).getByRole('textbox', { name }) as HTMLTextAreaElement).value;
    expect(script('Thank them')).toContain('thank Senator Welch for voting for it');
    // Opposing turns Welch's Yes into a request to reconsider.
    await userEvent.click(within(yours).getByRole('button', { name: 'I oppose it' }));
    expect(script('Ask them to reconsider')).toContain('Senator Welch voted for it');
    expect(within(balintItem).getAllByRole('link', { name: 'Log in' })[0]).toBeInTheDocument();
    // A visitor cannot keep a position: their side is for the script alone.
    expect(writes(fetchMock)).toEqual([]);
  });

  it("a reader's side here is their one position on the bill: choosing it saves it, and 'Your position' shows it", async () => {
    const fetchMock = renderBill(true, []);
    const balintItem = await officialItem('Becca Balint');
    // No position yet: no side is chosen for them, and no script speaks for one.
    expect(await sideButton('I support it')).toHaveAttribute('aria-pressed', 'false');
    expect(await sideButton('I oppose it')).toHaveAttribute('aria-pressed', 'false');
    expect(within(balintItem).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(await section()).getByText('Choose your side for a script; it is kept as your position on this bill, which only you see.'),
    ).toBeInTheDocument();

    await userEvent.click(await sideButton('I oppose it'));
    expect(await within(balintItem).findByRole('textbox', { name: 'Ask them to oppose' })).toBeInTheDocument();
    expect(await sideButton('I oppose it')).toHaveAttribute('aria-pressed', 'true');
    expect(within(await section()).getByText('Kept as your position on this bill; only you see it.')).toBeInTheDocument();
    const position = await yourPosition();
    expect(within(position).getByRole('button', { name: 'Oppose' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(position).getByText('You oppose this bill.')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([['PUT /api/me/stances/30', { stance: 'oppose' }]]);
  });

  it("marking Support under 'Your position' chooses 'I support it' here; clearing it there leaves no side chosen", async () => {
    const fetchMock = renderBill(true, []);
    const balintItem = await officialItem('Becca Balint');
    const position = await yourPosition();
    await userEvent.click(await within(position).findByRole('button', { name: 'Support' }));
    expect(await within(balintItem).findByRole('textbox', { name: 'Ask them to support' })).toBeInTheDocument();
    expect(await sideButton('I support it')).toHaveAttribute('aria-pressed', 'true');
    expect(await sideButton('I oppose it')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(within(position).getByRole('button', { name: 'Clear' }));
    expect(await within(position).findByText('Only you see your position.')).toBeInTheDocument();
    expect(await sideButton('I support it')).toHaveAttribute('aria-pressed', 'false');
    expect(within(balintItem).queryByRole('textbox')).not.toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      ['PUT /api/me/stances/30', { stance: 'support' }],
      ['DELETE /api/me/stances/30', undefined],
    ]);
  });

  it('a reader logs how a call went; the count and their own log follow', async () => {
    const fetchMock = renderBill(true);
    const balintItem = await officialItem('Becca Balint');
    expect(await within(balintItem).findByRole('textbox', { name: 'Ask them to support' })).toBeInTheDocument();
    await userEvent.click(await within(balintItem).findByRole('button', { name: 'Left voicemail' }));
    expect(await within(await section()).findByText('1,205 readers called about H.R. 30')).toBeInTheDocument();
    expect(await within(balintItem).findByText('Logged: Left voicemail (2026-11-24). Only you see your log.')).toBeInTheDocument();
    expect(within(balintItem).getByRole('button', { name: 'Left voicemail' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(balintItem).getByText('1 reader called Becca Balint about H.R. 30')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([['POST /api/me/calls', { billId: 30, officialId: 7, outcome: 'voicemail' }]]);
  });
});
