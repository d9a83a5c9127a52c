// A 2026 state race's page as GET /api/state-races/{race} answers it (decision 0337): Oregon's governor from
// the primary's results, the winners first and the losers said so, after Election Day; a Montana Senate
// district from the filings, with filing days, contacts, the senator now and the list's credit.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { type StateRaceCandidate, stateRace } from '../../../shared/schemas/races.ts';
import { RacePage } from './race-page.tsx';

const AFTER = new Date('2026-11-29T12:00:00Z');
const person = (over: Partial<StateRaceCandidate> & Pick<StateRaceCandidate, 'id' | 'name' | 'party'>): StateRaceCandidate => ({
  holdsSeat: null,
  officialId: null,
  votingScore: null,
  score: null,
  staffScore: null,
  filingDate: null,
  primary: null,
  website: null,
  campaignEmail: null,
  ...over,
});
const primary = (party: string, votes: number, share: number, outcome: 'won' | 'lost') => ({
  date: '2026-05-19',
  party,
  votes,
  share,
  outcome,
  writeIn: false,
});

// Figures of the Oregon primary's county results, summed (datasets/candidates-2026).
const oregon = stateRace.parse({
  key: 'OR-governor',
  name: 'Oregon Governor',
  state: 'OR',
  office: 'Governor',
  district: null,
  group: 'state',
  sources: ['openelections'],
  holders: [{ officialId: 5, name: 'Tina Kotek', party: 'Democrat', termEnd: null, votingScore: null }],
  candidates: [
    person({
      id: 1,
      name: 'Tina Kotek',
      party: 'Democrat',
      holdsSeat: true,
      officialId: 5,
      primary: primary('Democrat', 385_999, 0.836, 'won'),
    }),
    person({
      id: 2,
      name: 'Forest (Fora) Alexander',
      party: 'Democrat',
      holdsSeat: false,
      primary: primary('Democrat', 12_684, 0.0275, 'lost'),
    }),
  ],
});
const montana = stateRace.parse({
  key: 'MT-state-senate-12',
  name: 'Montana Senate, district 12',
  state: 'MT',
  office: 'State Senate',
  district: '12',
  group: 'state-legislature',
  sources: ['mt-sos'],
  holders: [{ officialId: 9, name: 'Wendy McKamey', party: 'Republican', termEnd: null, votingScore: null }],
  candidates: [
    person({ id: 3, name: 'Randy Pinocci', party: 'Republican', holdsSeat: false, filingDate: '2026-02-17' }),
    person({
      id: 4,
      name: 'Mindy Leach',
      party: 'Democrat',
      holdsSeat: false,
      filingDate: '2026-03-02',
      campaignEmail: 'mindy@example.org',
    }),
  ],
});

describe('a state race’s page', () => {
  it('gives the primary’s winners first with their votes, the losers said so, and that November’s results are not in our data', async () => {
    mockApi({ '/api/state-races/OR-governor': json(oregon) });
    renderApp(<RacePage segment="OR-governor" now={AFTER} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oregon Governor' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The candidates of the 19 May 2026 primary, with their votes. The general election was held on 3 November 2026; its results are not in our data.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Holds the seat now:', { exact: false })).toHaveTextContent('Holds the seat now: Tina Kotek (Democrat)');
    const cards = screen.getAllByRole('article');
    expect(within(cards[0]!).getByRole('heading', { name: 'Tina Kotek' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Won the Democratic primary: 385,999 votes (83.6%)')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Holds the seat now')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Not yet scored')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Lost the Democratic primary: 12,684 votes (2.8%)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'OpenElections' })).toBeInTheDocument();
  });

  it('gives a filing list’s candidates in the order they filed, their contacts, and who holds the seat', async () => {
    mockApi({ '/api/state-races/MT-state-senate-12': json(montana) });
    renderApp(<RacePage segment="MT-state-senate-12" now={AFTER} />);
    expect(await screen.findByText('Candidates (2), in the order they filed')).toBeInTheDocument();
    expect(screen.getByText(/^The candidates who filed for the primary; who won it is not in our data\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wendy McKamey' })).toHaveAttribute('href', '/officials/9');
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('Filed 17 February 2026')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'mindy@example.org' })).toHaveAttribute('href', 'mailto:mindy@example.org');
    expect(screen.getByRole('link', { name: 'Montana Secretary of State' })).toBeInTheDocument();
  });

  it('says no race is filed under an address no candidate runs under', async () => {
    mockApi({ '/api/state-races/MT-state-senate-99': json({ message: 'Race not found' }, 404) });
    renderApp(<RacePage segment="MT-state-senate-99" now={AFTER} />);
    expect(await screen.findByText('No 2026 race is filed under this address.')).toBeInTheDocument();
  });
});
