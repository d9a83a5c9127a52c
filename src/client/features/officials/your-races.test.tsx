// 'Your 2026 races' as GET /api/races/{race} answers: the Senate race only where a seat is up, and each line
// still to come before Election Day and held after it (the date is passed in).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeRaceCandidate } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { race } from '../../../shared/schemas/races.ts';
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
});
