import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { race } from '../../../shared/schemas/races.ts';
import { json, mockApi, renderApp } from '../../test/render.tsx';
import { RacePage } from './race-page.tsx';

// As GET /api/races/{race} answers it: the FEC's Senate filers of the state, and its senators now.
const candidate = (id: number, name: string, party: string, incumbency: 'I' | 'C' | 'O', raised: number) => ({
  id, name, party, incumbency, raised, cashOnHand: null, coverageEnd: '2025-12-31', officialId: null, votingScore: null, score: null,
});
const senateRace = (state: string, name: string, holders: { name: string; termEnd: string }[], candidates: ReturnType<typeof candidate>[]) =>
  race.parse({
    key: `${state}-senate`, name: `U.S. Senate, ${name}`, state, office: 'Senate', district: null, candidates,
    holders: holders.map((h, i) => ({ officialId: i + 1, name: h.name, party: 'Democrat', termEnd: h.termEnd, votingScore: 9 })),
  });

describe('a Senate race page', () => {
  it('says when no seat of the state is up in 2026, and which senators are not up', async () => {
    mockApi({
      '/api/races/VT-senate': json(
        senateRace('VT', 'Vermont', [{ name: 'Bernard Sanders', termEnd: '2031-01-03' }, { name: 'Peter Welch', termEnd: '2029-01-03' }], [
          candidate(1, 'Gerald Malloy', 'Republican', 'C', 17708.23),
        ]),
      ),
    });
    renderApp(<RacePage segment="VT-senate" />);
    expect(await screen.findByText('No Senate seat of Vermont is up in 2026. The candidates below have filed with the FEC for a later Senate election.', { normalizer: (t) => t.replace(/\s+/g, ' ').trim() })).toBeInTheDocument();
    expect(screen.getByText(/term ends 2031-01-03, not up in 2026/)).toBeInTheDocument();
  });

  it('marks only the senator who is not up when the other seat is', async () => {
    mockApi({
      '/api/races/ME-senate': json(
        senateRace('ME', 'Maine', [{ name: 'Angus S. King, Jr.', termEnd: '2031-01-03' }, { name: 'Susan M. Collins', termEnd: '2027-01-03' }], [
          candidate(2, 'Susan M. Collins', 'Republican', 'I', 7393291.4),
        ]),
      ),
    });
    renderApp(<RacePage segment="ME-senate" />);
    expect(await screen.findByText(/term ends 2031-01-03, not up in 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/term ends 2027-01-03, not up/)).toBeNull();
    expect(screen.queryByText(/No Senate seat of Maine is up in 2026/)).toBeNull();
  });
});
