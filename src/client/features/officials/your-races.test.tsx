// 'Your 2026 races' as GET /api/races/{race} answers: the Senate race only where a seat is up, and each line
// still to come before Election Day and held after it (the date is passed in).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeRaceCandidate } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { race, raceSummary } from '../../../shared/schemas/races.ts';
import { YourRaces } from './your-races.tsx';

const candidate = (id: number, name: string, raised: number) => makeRaceCandidate({ id, name, party: 'Democrat', raised });
// Maine: Susan Collins's seat is up in 2026, Angus King's in 2030.
const maine = {
  '/api/races/ME-1': json(
    race.parse({
      key: 'ME-1',
      name: 'U.S. House, Maine district 1',
      state: 'ME',
      office: 'House',
      district: 1,
      holders: [],
      candidates: [candidate(1, 'Chellie Pingree', 1204417.5)],
    }),
  ),
  '/api/races/ME-senate': json(
    race.parse({
      key: 'ME-senate',
      name: 'U.S. Senate, Maine',
      state: 'ME',
      office: 'Senate',
      district: null,
      holders: [
        { officialId: 1, name: 'Angus S. King, Jr.', party: 'Independent', termEnd: '2031-01-03', votingScore: 8 },
        { officialId: 2, name: 'Susan M. Collins', party: 'Republican', termEnd: '2027-01-03', votingScore: 4 },
      ],
      candidates: [candidate(2, 'Graham Platner', 4000000), candidate(3, 'Janet Mills', 3000000)],
    }),
  ),
};
const place = { state: 'ME', district: 1 };

describe('Your 2026 races', () => {
  it('lists the House seat and, where one is up, the Senate race, as races still to come before Election Day', async () => {
    mockApi(maine);
    renderApp(<YourRaces place={place} now={new Date('2026-10-15T12:00:00Z')} />);
    expect(await screen.findByText('1 candidate; most raised: Chellie Pingree, $1,204,418')).toBeInTheDocument();
    const senate = (await screen.findByRole('link', { name: 'U.S. Senate, Maine' })).closest('li')!;
    expect(within(senate).getByText('2 candidates; most raised: Graham Platner, $4,000,000')).toBeInTheDocument();
  });

  it('says after Election Day that each race was held and that its results are not in our data', async () => {
    mockApi(maine);
    renderApp(<YourRaces place={place} now={new Date('2026-11-29T12:00:00Z')} />);
    expect(
      await screen.findByText('Held 3 November 2026; results not in our data. 1 candidate; most raised: Chellie Pingree, $1,204,418'),
    ).toBeInTheDocument();
    const senate = (await screen.findByRole('link', { name: 'U.S. Senate, Maine' })).closest('li')!;
    expect(within(senate).getByText(/^Held 3 November 2026; results not in our data\. 2 candidates/)).toBeInTheDocument();
  });

  it('adds the state’s statewide races and the reader’s own statehouse districts’, and no other district’s', async () => {
    // Oregon's races as GET /api/races?state=OR lists them (the Oregon primary's file), for a reader in Senate 4 and House 8.
    const oregonRaces = [
      { key: 'OR-governor', name: 'Oregon Governor', group: 'state', office: 'Governor', district: null, candidates: 39 },
      {
        key: 'OR-supreme-court-justice-position-4',
        name: 'Oregon Supreme Court Justice, Position 4',
        group: 'state',
        office: 'Supreme Court Justice',
        district: 'Position 4',
        candidates: 1,
      },
      {
        key: 'OR-state-senate-4',
        name: 'Oregon Senate, district 4',
        group: 'state-legislature',
        office: 'State Senate',
        district: '4',
        candidates: 2,
      },
      {
        key: 'OR-state-senate-5',
        name: 'Oregon Senate, district 5',
        group: 'state-legislature',
        office: 'State Senate',
        district: '5',
        candidates: 3,
      },
      {
        key: 'OR-state-house-8',
        name: 'Oregon House of Representatives, district 8',
        group: 'state-legislature',
        office: 'State House',
        district: '8',
        candidates: 1,
      },
      {
        key: 'OR-district-attorney-lane-county',
        name: 'Oregon District Attorney, Lane County',
        group: 'local',
        office: 'District Attorney',
        district: 'Lane County',
        candidates: 1,
      },
    ].map((item) => raceSummary.parse(item));
    mockApi({ '/api/races': json(oregonRaces) });
    renderApp(
      <YourRaces place={{ state: 'OR', district: 4, upperDistrict: '4', lowerDistrict: '8' }} now={new Date('2026-11-29T12:00:00Z')} />,
    );
    const governor = (await screen.findByRole('link', { name: 'Oregon Governor' })).closest('li')!;
    expect(within(governor).getByText('Held 3 November 2026; results not in our data. 39 candidates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oregon Supreme Court Justice, Position 4' })).toHaveAttribute(
      'href',
      '/race/OR-supreme-court-justice-position-4',
    );
    expect(screen.getByRole('link', { name: 'Oregon Senate, district 4' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oregon House of Representatives, district 8' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Oregon Senate, district 5' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Oregon District Attorney, Lane County' })).not.toBeInTheDocument();
  });
});
