import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeRaceCandidate } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { race } from '../../../shared/schemas/races.ts';
import { RacePage } from './race-page.tsx';

// The page's date is passed in: a race reads as still to come until Election Day (3 November 2026), held after.
const BEFORE = new Date('2026-10-15T12:00:00Z');
const AFTER = new Date('2026-11-29T12:00:00Z');

// As GET /api/races/{race} answers it: the FEC's Senate filers of the state, and its senators now.
const candidate = (
  id: number,
  name: string,
  party: string,
  incumbency: 'I' | 'C' | 'O',
  raised: number,
  seat: { officialId: number } | null = null,
) => makeRaceCandidate({ id, name, party, incumbency, holdsSeat: seat !== null, raised, officialId: seat?.officialId ?? null });
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
    renderApp(<RacePage segment="VT-senate" now={BEFORE} />);
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
    renderApp(<RacePage segment="ME-senate" now={BEFORE} />);
    expect(await screen.findByText(/term ends 2031-01-03, not up in 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/term ends 2027-01-03, not up/)).toBeNull();
    expect(screen.queryByText(/No Senate seat of Maine is up in 2026/)).toBeNull();
  });
});

describe('a House race page', () => {
  it('says which candidate the FEC calls the incumbent holds the seat: the others left Congress or hold another seat, and the note says so', async () => {
    // New Jersey's 3rd: Herb Conaway holds it; H. J. Saxton left in 2009. Ami Bera, who holds California's 6th,
    // filed for the 3rd as redrawn: here, beside them, he stands for every member filed in another seat.
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
            house(2, 'Ami Bera', 'Democrat', 'I', 741093.98, 5, false),
            house(3, 'Herb Conaway', 'Democrat', 'I', 673344.64, 1, true),
            house(4, 'Jason Cullen', 'Republican', 'C', 34189.52, null, false),
            house(5, 'H. J Saxton', 'Republican', 'I', 0, null, false),
          ],
        }),
      ),
    });
    renderApp(<RacePage segment="NJ-3" now={BEFORE} />);
    const card = async (name: string) => (await screen.findByRole('link', { name })).closest('article')!;
    expect(within(await card('Herb Conaway')).getByText('Incumbent')).toBeInTheDocument();
    expect(within(await card('Ami Bera')).getByText('Holds another seat')).toBeInTheDocument();
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
    renderApp(<RacePage segment="ME-senate" now={BEFORE} />);
    expect(await screen.findByText('Incumbent')).toBeInTheDocument();
    expect(screen.queryByText(/no longer in Congress|hold now is another/)).toBeNull();
  });
});

describe('a race card with a score', () => {
  it('says the number is the voting record’s when staff have not scored the candidate, and whose it is otherwise', async () => {
    // Georgia's Senate race: two representatives who run for it, scored from their House records.
    mockApi({
      '/api/races/GA-senate': json(
        senateRace(
          'GA',
          'Georgia',
          [{ name: 'Jon Ossoff', termEnd: '2027-01-03' }],
          [
            { ...candidate(1, 'Jon Ossoff', 'Democrat', 'I', 43231397.64, { officialId: 1 }), votingScore: 8, staffScore: 6, score: 7 },
            {
              ...candidate(2, 'Earl L. "Buddy" Carter', 'Republican', 'C', 6243857.86, { officialId: 7 }),
              holdsSeat: false,
              votingScore: 2,
              score: 2,
            },
            { ...candidate(3, 'Derek Dooley', 'Republican', 'C', 3008414.22), staffScore: 3, score: 3 },
            candidate(4, 'Reagan Box', 'Republican', 'C', 62369.26),
          ],
        ),
      ),
    });
    renderApp(<RacePage segment="GA-senate" now={BEFORE} />);
    const card = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('article')!;
    const carter = await card('Earl L. "Buddy" Carter');
    expect(within(carter).getByLabelText('Progressive score 2 out of 10')).toBeInTheDocument();
    expect(within(carter).getByText('From the voting record')).toBeInTheDocument();
    expect(within(carter).getByRole('link', { name: 'Voting record' })).toHaveAttribute('href', '/officials/7');
    expect(within(await card('Jon Ossoff')).getByText('Staff score and voting record, averaged')).toBeInTheDocument();
    expect(within(await card('Derek Dooley')).getByText('Staff score')).toBeInTheDocument();
    const box = await card('Reagan Box');
    expect(within(box).getByText('Not yet scored')).toBeInTheDocument();
    expect(within(box).queryByText(/From the voting record|Staff score/)).toBeNull();
  });
});

describe('a race before and after Election Day', () => {
  const vermont = (results = {}) =>
    race.parse({
      key: 'VT-0',
      name: 'U.S. House, Vermont at large',
      state: 'VT',
      office: 'House',
      district: 0,
      holders: [{ officialId: 1, name: 'Becca Balint', party: 'Democrat', termEnd: '2027-01-03', votingScore: 9 }],
      candidates: [
        { ...candidate(1, 'Becca Balint', 'Democrat', 'I', 570160.72, { officialId: 1 }), results },
        candidate(2, 'C. Mark Coester', 'Republican', 'C', 7441.38),
      ],
    });
  const normalizer = (text: string) => text.replace(/\s+/g, ' ').trim();

  it('reads as still to come before it: the FEC’s statuses, and no word of results', async () => {
    mockApi({ '/api/races/VT-0': json(vermont()) });
    renderApp(<RacePage segment="VT-0" now={new Date('2026-11-03T23:00:00Z')} />);
    const card = (await screen.findByRole('link', { name: 'C. Mark Coester' })).closest('article')!;
    expect(within(card).getByText('Challenger')).toBeInTheDocument();
    expect(within(card).queryByText('Reported to')).toBeNull();
    expect(screen.queryByText(/was held/)).toBeNull();
    expect(screen.getByText(/Money: the FEC's summary of each campaign's filings for the 2025–26 cycle\./)).toBeInTheDocument();
  });

  it('says after it that the election was held and that its results are not in our data, and dates the money', async () => {
    mockApi({ '/api/races/VT-0': json(vermont()) });
    renderApp(<RacePage segment="VT-0" now={AFTER} />);
    expect(
      await screen.findByText(
        'The general election was held on 3 November 2026. Its results are not in our data: the FEC file we draw on has no result for this race.',
        { normalizer },
      ),
    ).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'C. Mark Coester' }).closest('article')!;
    expect(within(card).getByText('Filed as a challenger')).toBeInTheDocument();
    expect(within(card).queryByText('Challenger')).toBeNull();
    expect(within(card).getByText('Reported to')).toBeInTheDocument();
    expect(within(card).getByText('2025-12-31')).toBeInTheDocument();
    expect(screen.getByText(/up to the date on its card; later reports are not in our data/)).toBeInTheDocument();
  });

  it('shows the results the FEC has: a primary won before the general election, and the general once it is in', async () => {
    mockApi({ '/api/races/VT-0': json(vermont({ primary: 'won' })) });
    const { unmount } = renderApp(<RacePage segment="VT-0" now={BEFORE} />);
    const balint = (await screen.findByRole('heading', { level: 3, name: 'Becca Balint' })).closest('article')!;
    expect(within(balint).getByText('Won the primary')).toBeInTheDocument();
    unmount();
    mockApi({ '/api/races/VT-0': json(vermont({ primary: 'won', general: 'won' })) });
    renderApp(<RacePage segment="VT-0" now={AFTER} />);
    const winner = (await screen.findByRole('heading', { level: 3, name: 'Becca Balint' })).closest('article')!;
    expect(within(winner).getByText('Won the primary; Won the general election')).toBeInTheDocument();
    expect(screen.getByText(/Its results are on the cards where the FEC's file has them\./)).toBeInTheDocument();
    expect(screen.queryByText(/not in our data: the FEC file/)).toBeNull();
  });
});
