import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { race } from '../../../shared/schemas/races.ts';
import { RacePage } from './race-page.tsx';

// As GET /api/races/{race} answers it: the FEC's Senate filers of the state, and its senators now.
const candidate = (
  id: number,
  name: string,
  party: string,
  incumbency: 'I' | 'C' | 'O',
  raised: number,
  seat: { officialId: number } | null = null,
) => ({
  id,
  name,
  party,
  incumbency,
  holdsSeat: seat !== null,
  raised,
  cashOnHand: null,
  coverageEnd: '2025-12-31',
  officialId: seat?.officialId ?? null,
  votingScore: null,
  score: null,
});
const senateRace = (
  state: string,
  name: string,
  holders: { name: string; termEnd: string }[],
  candidates: ReturnType<typeof candidate>[],
) =>
  race.parse({
    key: `${state}-senate`,
    name: `U.S. Senate, ${name}`,
    state,
    office: 'Senate',
    district: null,
    candidates,
    holders: holders.map((h, i) => ({ officialId: i + 1, name: h.name, party: 'Democrat', termEnd: h.termEnd, votingScore: 9 })),
  });

describe('a Senate race page', () => {
  it('says when no seat of the state is up in 2026, and which senators are not up', async () => {
    mockApi({
      '/api/races/VT-senate': json(
        senateRace(
          'VT',
          'Vermont',
          [
            { name: 'Bernard Sanders', termEnd: '2031-01-03' },
            { name: 'Peter Welch', termEnd: '2029-01-03' },
          ],
          [candidate(1, 'Gerald Malloy', 'Republican', 'C', 17708.23)],
        ),
      ),
    });
    renderApp(<RacePage segment="VT-senate" />);
    expect(
      await screen.findByText(
        'No Senate seat of Vermont is up in 2026. The candidates below have filed with the FEC for a later Senate election.',
        { normalizer: (t) => t.replace(/\s+/g, ' ').trim() },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/term ends 2031-01-03, not up in 2026/)).toBeInTheDocument();
  });

  it('marks only the senator who is not up when the other seat is', async () => {
    mockApi({
      '/api/races/ME-senate': json(
        senateRace(
          'ME',
          'Maine',
          [
            { name: 'Angus S. King, Jr.', termEnd: '2031-01-03' },
            { name: 'Susan M. Collins', termEnd: '2027-01-03' },
          ],
          [candidate(2, 'Susan M. Collins', 'Republican', 'I', 7393291.4, { officialId: 2 })],
        ),
      ),
    });
    renderApp(<RacePage segment="ME-senate" />);
    expect(await screen.findByText(/term ends 2031-01-03, not up in 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/term ends 2027-01-03, not up/)).toBeNull();
    expect(screen.queryByText(/No Senate seat of Maine is up in 2026/)).toBeNull();
  });
});

describe('a House race page', () => {
  it('says which candidate the FEC calls the incumbent holds the seat: the others left Congress or hold another seat, and the note says so', async () => {
    // New Jersey's 3rd: Herb Conaway holds it; Andy Kim, who held it, is a senator; H. J. Saxton left in 2009.
    const house = (
      id: number,
      name: string,
      party: string,
      incumbency: 'I' | 'C',
      raised: number,
      officialId: number | null,
      holdsSeat: boolean,
    ) => ({
      ...candidate(id, name, party, incumbency, raised),
      officialId,
      holdsSeat,
    });
    mockApi({
      '/api/races/NJ-3': json(
        race.parse({
          key: 'NJ-3',
          name: 'U.S. House, New Jersey district 3',
          state: 'NJ',
          office: 'House',
          district: 3,
          holders: [{ officialId: 1, name: 'Herbert C. Conaway', party: 'Democrat', termEnd: '2027-01-03', votingScore: 9 }],
          candidates: [
            house(2, 'Andy Kim', 'Democrat', 'I', 1176527.93, 5, false),
            house(3, 'Herb Conaway', 'Democrat', 'I', 673344.64, 1, true),
            house(4, 'Jason Cullen', 'Republican', 'C', 34189.52, null, false),
            house(5, 'H. J Saxton', 'Republican', 'I', 0, null, false),
          ],
        }),
      ),
    });
    renderApp(<RacePage segment="NJ-3" />);
    const card = async (name: string) => (await screen.findByRole('link', { name })).closest('article')!;
    expect(within(await card('Herb Conaway')).getByText('Incumbent')).toBeInTheDocument();
    expect(within(await card('Andy Kim')).getByText('Holds another seat')).toBeInTheDocument();
    expect(within(await card('H. J Saxton')).getByText('Former officeholder')).toBeInTheDocument();
    expect(within(await card('Jason Cullen')).getByText('Challenger')).toBeInTheDocument();
    expect(
      screen.getByText(/Holds another seat: the FEC lists them as the incumbent here, but the seat they hold now is another/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Former officeholder: the FEC still lists them as the incumbent, but they are no longer in Congress/),
    ).toBeInTheDocument();
  });

  it("adds no note when every status is the FEC's own", async () => {
    mockApi({
      '/api/races/ME-senate': json(
        senateRace(
          'ME',
          'Maine',
          [{ name: 'Susan M. Collins', termEnd: '2027-01-03' }],
          [candidate(2, 'Susan M. Collins', 'Republican', 'I', 7393291.4, { officialId: 1 })],
        ),
      ),
    });
    renderApp(<RacePage segment="ME-senate" />);
    expect(await screen.findByText('Incumbent')).toBeInTheDocument();
    expect(screen.queryByText(/no longer in Congress|hold now is another/)).toBeNull();
  });
});
