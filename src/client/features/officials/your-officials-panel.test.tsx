import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOfficial, makeRaceCandidate, makeZipLookup, minneapolisOfficials } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, readerUser, renderApp, writes } from '../../../../tests/support/client/render.tsx';
import { race } from '../../../shared/schemas/races.ts';
import { PLACE_STORAGE_KEY } from '../../lib/my-place.ts';
import { OfficialsTab } from './officials-tab.tsx';

const balint = makeOfficial({ id: 7, name: 'Becca Balint', office: 'Representative', state: 'VT', district: null });
const sanders = makeOfficial({ id: 8, name: 'Bernard Sanders', office: 'Senator', state: 'VT', party: 'Independent' });
const jayapal = makeOfficial({ id: 9, name: 'Pramila Jayapal', office: 'Representative', state: 'WA', district: '7' });
const everyone = makeOfficial({ id: 1, name: 'Someone Else', office: 'Senator', state: 'TX' });

// As GET /api/districts answers them (the Census tables): 55412 lies in one district of each chamber, 55414 touches three of each.
const LOOKUPS: Record<string, unknown> = {
  '55412': makeZipLookup(
    '55412',
    [{ state: 'MN', district: 5 }],
    [
      { state: 'MN', chamber: 'upper', district: '59' },
      { state: 'MN', chamber: 'lower', district: '59A' },
    ],
  ),
  '55414': makeZipLookup(
    '55414',
    [{ state: 'MN', district: 5 }],
    [
      { state: 'MN', chamber: 'upper', district: '59' },
      { state: 'MN', chamber: 'upper', district: '60' },
      { state: 'MN', chamber: 'lower', district: '59B' },
      { state: 'MN', chamber: 'lower', district: '60A' },
    ],
  ),
  '05401': makeZipLookup('05401', [{ state: 'VT', district: 0 }]),
  '98101': makeZipLookup('98101', [
    { state: 'WA', district: 7 },
    { state: 'WA', district: 9 },
  ]),
  '00000': makeZipLookup('00000', []),
};

const omar = minneapolisOfficials.omar({ votingScore: 9 });
const walz = minneapolisOfficials.walz({ voteCount: 0, scoredVoteCount: 0 });
const champion = minneapolisOfficials.champion({ votingScore: 8, scoredVoteCount: 12 });
const lee = makeOfficial({
  id: 23,
  name: 'Fue Lee',
  office: 'State Representative',
  level: 'state',
  chamber: 'lower',
  state: 'MN',
  district: '59A',
  voteCount: 0,
  scoredVoteCount: 0,
});

/** The server's officials list: a district's own when asked with state and district, else everyone. */
const officials = (_init: RequestInit | undefined, url: URL) => {
  const state = url.searchParams.get('state');
  if (state === 'MN') {
    const upper = url.searchParams.get('upper');
    const lower = url.searchParams.get('lower');
    return json([...(upper === '59' ? [champion] : []), ...(lower === '59A' ? [lee] : []), omar, walz]);
  }
  if (state === 'VT' && url.searchParams.get('district') === '0') return json([balint, sanders]);
  if (state === 'WA' && url.searchParams.get('district') === '7') return json([jayapal]);
  return json([everyone]);
};

// As GET /api/races/VT-0 and VT-senate answer them: no Senate seat of Vermont is up in 2026.
const vtHouse = race.parse({
  key: 'VT-0',
  name: 'U.S. House, Vermont at large',
  state: 'VT',
  office: 'House',
  district: 0,
  holders: [{ officialId: 7, name: 'Becca Balint', party: 'Democrat', termEnd: '2027-01-03', votingScore: 9 }],
  candidates: [
    makeRaceCandidate({
      id: 3,
      name: 'Becca Balint',
      party: 'Democrat',
      incumbency: 'I',
      holdsSeat: true,
      raised: 570160.72,
      cashOnHand: 411134.93,
      officialId: 7,
      votingScore: 9,
      score: 9,
    }),
    makeRaceCandidate({ id: 4, cashOnHand: -15696.01 }),
  ],
});
const vtSenate = race.parse({
  key: 'VT-senate',
  name: 'U.S. Senate, Vermont',
  state: 'VT',
  office: 'Senate',
  district: null,
  holders: [
    { officialId: 8, name: 'Bernard Sanders', party: 'Independent', termEnd: '2031-01-03', votingScore: 9 },
    { officialId: 10, name: 'Peter Welch', party: 'Democrat', termEnd: '2029-01-03', votingScore: 9 },
  ],
  candidates: [],
});

function renderTab(signedIn = false) {
  const fetchMock = mockApi({
    '/api/auth/user': signedIn ? readerUser : json(null, 401),
    '/api/me/place': null,
    'PUT /api/me/place': (init: RequestInit | undefined) => json(JSON.parse(String(init!.body))),
    '/api/districts': (_init: RequestInit | undefined, url: URL) => json(LOOKUPS[url.searchParams.get('zip')!]),
    '/api/officials': officials,
    '/api/officials/pages': officials,
    '/api/races/VT-0': json(vtHouse),
    '/api/races/VT-senate': json(vtSenate),
  });
  renderApp(<OfficialsTab selectedId={null} onSelect={() => {}} onOpenBill={() => {}} />);
  return fetchMock;
}

const panel = async () => (await screen.findByRole('heading', { name: 'Your officials' })).closest('section')!;

async function giveZip(zip: string) {
  const section = await panel();
  await userEvent.type(await within(section).findByLabelText('ZIP code'), zip);
  await userEvent.click(within(section).getByRole('button', { name: 'Find my officials' }));
  return section;
}

describe('Your officials', { timeout: 20_000 }, () => {
  it('a visitor gives a ZIP once: their House member and senators show, and the ZIP is kept in this browser', async () => {
    renderTab();
    const section = await giveZip('05401');
    expect(await within(section).findByRole('link', { name: 'Becca Balint' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Bernard Sanders' })).toBeInTheDocument();
    expect(within(section).getByText('ZIP code 05401 · VT-AL')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(PLACE_STORAGE_KEY)!)).toEqual({
      zip: '05401',
      state: 'VT',
      district: 0,
      upperDistrict: null,
      lowerDistrict: null,
    });
  });

  it('a ZIP that spans districts asks which one, and keeps the one chosen', async () => {
    renderTab();
    const section = await giveZip('98101');
    const question = await within(section).findByRole('group', { name: 'ZIP code 98101 spans 2 districts. Which one is yours?' });
    expect(
      within(question)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['WA-07', 'WA-09']);
    await userEvent.click(within(question).getByRole('button', { name: 'WA-07' }));
    expect(await within(section).findByRole('link', { name: 'Pramila Jayapal' })).toBeInTheDocument();
    expect(within(section).getByText('ZIP code 98101 · WA-07')).toBeInTheDocument();
  });

  it('an unknown ZIP says so, and a ZIP that is not 5 digits is refused before asking', async () => {
    const fetchMock = renderTab();
    const section = await giveZip('00000');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'ZIP code 00000 is not in the Census table of congressional districts.',
    );
    await userEvent.clear(within(section).getByLabelText('ZIP code'));
    await userEvent.type(within(section).getByLabelText('ZIP code'), '123');
    await userEvent.click(within(section).getByRole('button', { name: 'Find my officials' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Enter a 5-digit ZIP code.');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/districts'))).toEqual([
      '/api/districts?zip=00000',
    ]);
  });

  it('a signed-in reader’s ZIP is saved to their profile', async () => {
    const fetchMock = renderTab(true);
    const section = await giveZip('05401');
    expect(await within(section).findByRole('link', { name: 'Becca Balint' })).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      ['PUT /api/me/place', { zip: '05401', state: 'VT', district: 0, upperDistrict: null, lowerDistrict: null }],
    ]);
  });

  it('a ZIP given in this browser before signing in is copied to a profile that has none', async () => {
    localStorage.setItem(PLACE_STORAGE_KEY, JSON.stringify({ zip: '05401', state: 'VT', district: 0 }));
    const fetchMock = renderTab(true);
    expect(await within(await panel()).findByRole('link', { name: 'Becca Balint' })).toBeInTheDocument();
    // A place kept before statehouse districts were asked has none.
    await expect
      .poll(() => writes(fetchMock))
      .toEqual([['PUT /api/me/place', { zip: '05401', state: 'VT', district: 0, upperDistrict: null, lowerDistrict: null }]]);
  });

  it("'Mine' lists only the reader's officials, asked of the server by district; without a ZIP it says how to get them", async () => {
    const fetchMock = renderTab();
    expect(await screen.findByRole('heading', { name: 'Someone Else' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mine' }));
    expect(await screen.findByText('No ZIP code yet.')).toBeInTheDocument();
    await giveZip('05401');
    expect(await screen.findByRole('heading', { name: 'Becca Balint' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Someone Else' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/officials/pages?chamber=all&district=0&sort=highest&state=VT');
  });

  it('a Minneapolis ZIP gives every one of the reader’s officials: Congress’s first, then the governor and statehouse members, scored where they have a record', async () => {
    const fetchMock = renderTab();
    const section = await giveZip('55412');
    const list = await within(section).findByRole('list', { name: 'Your officials' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Ilhan Omar', 'Bobby Joe Champion', 'Fue Lee', 'Tim Walz']),
    );
    const card = (name: string) => within(list).getByRole('link', { name }).closest('li')!;
    expect(within(card('Bobby Joe Champion')).getByText('State Senator · State Senate District 59')).toBeInTheDocument();
    expect(within(card('Bobby Joe Champion')).getByLabelText('Progressive score 8 out of 10')).toBeInTheDocument();
    expect(within(card('Fue Lee')).getByText('No voting record here yet')).toBeInTheDocument();
    // A governor casts no roll calls: no score, and no word of a missing one.
    expect(within(card('Tim Walz')).queryByText(/voting record|Votes/)).toBeNull();
    expect(within(section).getByRole('link', { name: 'US Census Bureau' })).toBeInTheDocument();
    // The two state legislators' records side by side; the governor, who casts no roll calls, is not in it.
    const champion = within(list).getByRole('link', { name: 'Bobby Joe Champion' }).getAttribute('href')!.split('/').pop();
    const lee = within(list).getByRole('link', { name: 'Fue Lee' }).getAttribute('href')!.split('/').pop();
    expect(within(section).getByRole('link', { name: 'Compare your state legislators' })).toHaveAttribute(
      'href',
      `/compare?officials=${champion},${lee}`,
    );
    expect(JSON.parse(localStorage.getItem(PLACE_STORAGE_KEY)!)).toMatchObject({ upperDistrict: '59', lowerDistrict: '59A' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/officials?chamber=all&district=5&lower=59A&sort=az&state=MN&upper=59',
    );
  });

  it('a ZIP touching several statehouse districts asks which of each chamber, not guessing, and keeps the ones chosen', async () => {
    renderTab();
    const section = await giveZip('55414');
    const senate = await within(section).findByRole('group', {
      name: 'ZIP code 55414 touches 2 state Senate districts. Which one is yours?',
    });
    expect(
      within(senate)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['State Senate District 59', 'State Senate District 60']);
    expect(within(section).queryByRole('link', { name: 'Bobby Joe Champion' })).toBeNull();
    await userEvent.click(within(senate).getByRole('button', { name: 'State Senate District 59' }));
    expect(await within(section).findByRole('link', { name: 'Bobby Joe Champion' })).toBeInTheDocument();
    const house = within(section).getByRole('group', { name: 'ZIP code 55414 touches 2 state House districts. Which one is yours?' });
    await userEvent.click(within(house).getByRole('button', { name: 'State House District 59B' }));
    await waitFor(() => expect(within(section).queryByRole('group', { name: /state House districts/ })).toBeNull());
    expect(JSON.parse(localStorage.getItem(PLACE_STORAGE_KEY)!)).toEqual({
      zip: '55414',
      state: 'MN',
      district: 5,
      upperDistrict: '59',
      lowerDistrict: '59B',
    });
  });

  it("a ZIP gives the reader's 2026 races: their House seat's candidates, and no Senate race where no seat is up", async () => {
    const fetchMock = renderTab();
    const section = await giveZip('05401');
    const races = within(section).getByRole('region', { name: 'Your 2026 races' });
    expect(within(races).getByRole('link', { name: 'U.S. House, Vermont at large' })).toHaveAttribute('href', '/race/VT-0');
    // Before or after Election Day (your-races.test.tsx), the line ends with its candidates.
    expect(await within(races).findByText(/2 candidates; most raised: Becca Balint, \$570,161$/)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/races/VT-senate'));
    expect(within(races).getAllByRole('listitem')).toHaveLength(1);
    expect(within(races).queryByRole('link', { name: 'U.S. Senate, Vermont' })).toBeNull();
  });
});
