// State and local candidates in the Candidates tab, as the 2026 lists give them (decision 0337): a card says
// the race by its name and how the candidate fared in the primary, with no count of donations our data do not
// hold; a Montana filer's page gives their race, filing day, campaign contact and the list's credit.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCandidate } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { candidate as candidateSchema } from '../../../shared/schemas/candidates.ts';
import { CandidatesTab } from './candidates-tab.tsx';

// Colorado's Republican primary for governor, 30 June 2026 (datasets/candidates-2026).
const bottoms = candidateSchema.parse(
  makeCandidate({
    id: 7,
    name: 'Scott Bottoms',
    party: 'Republican',
    office: 'Governor',
    state: 'CO',
    district: null,
    progressiveScore: null,
    progressiveAnalysis: 'Our staff have not scored this candidate.',
    source: 'openelections',
    raceKey: 'CO-governor',
    primaryResult: { date: '2026-06-30', party: 'Republican', votes: 108_535, share: 0.2075, outcome: 'lost', writeIn: false },
  }),
);
// Montana's filing for the Public Service Commission, district 1.
const trebas = candidateSchema.parse(
  makeCandidate({
    id: 8,
    name: 'Jeremy Trebas',
    party: 'Republican',
    office: 'Public Service Commissioner',
    state: 'MT',
    district: '1',
    progressiveScore: null,
    progressiveAnalysis: 'Our staff have not scored this candidate.',
    website: 'https://www.jeremytrebas.com',
    source: 'mt-sos',
    raceKey: 'MT-public-service-commissioner-1',
    filingDate: '2026-02-18',
    campaignEmail: 'trebasformontana@gmail.com',
  }),
);
const page = (items: unknown[]) => new Response(JSON.stringify(items), { headers: { 'content-type': 'application/json' } });

describe('State and local candidates', { timeout: 20_000 }, () => {
  it('a card names the race and the primary’s result, and counts no donations', async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/candidates': () => page([bottoms, trebas]) });
    renderApp(<CandidatesTab selectedId={null} onSelect={() => {}} renderDiscussion={() => null} />);
    const lost = (await screen.findByRole('heading', { name: 'Scott Bottoms' })).closest('article')!;
    expect(within(lost).getByText('Colorado Governor')).toBeInTheDocument();
    expect(within(lost).getByText('Lost the Republican primary: 108,535 votes (20.8%)')).toBeInTheDocument();
    expect(within(lost).queryByText(/donation source/)).not.toBeInTheDocument();
    const filed = screen.getByRole('heading', { name: 'Jeremy Trebas' }).closest('article')!;
    expect(within(filed).getByText('Montana Public Service Commissioner, district 1')).toBeInTheDocument();
    expect(within(filed).getByText('Filed 18 February 2026')).toBeInTheDocument();
    // Under the list, each list's credit.
    expect(screen.getByRole('link', { name: 'Montana Secretary of State' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'OpenElections' })).toBeInTheDocument();
  });

  it('a filer’s page gives the race, the filing day, the campaign’s contacts and the list’s credit; no FEC money', async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/candidates/8': trebas });
    renderApp(<CandidatesTab selectedId={8} onSelect={() => {}} renderDiscussion={() => null} />);
    const race = await screen.findByRole('link', { name: 'Montana Public Service Commissioner, district 1' });
    expect(race).toHaveAttribute('href', '/race/MT-public-service-commissioner-1');
    expect(screen.getByText('Filed 18 February 2026')).toBeInTheDocument();
    expect(screen.getByText('From the filings for the primary; who won it is not in our data.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'trebasformontana@gmail.com' })).toHaveAttribute('href', 'mailto:trebasformontana@gmail.com');
    expect(screen.getByRole('link', { name: /Visit Website/ })).toHaveAttribute('href', 'https://www.jeremytrebas.com');
    expect(screen.getByRole('link', { name: 'Montana Secretary of State' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Campaign Finance' })).not.toBeInTheDocument();
    expect(screen.getByText('Campaign money in state and local races is not in our data.')).toBeInTheDocument();
  });
});
