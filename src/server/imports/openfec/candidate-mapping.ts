// OpenFEC candidates to `candidates`, named the way officials are (office 'House'/'Senate'/'President',
// party 'Democrat'/'Republican'/..., two-letter state, district without leading zeros) so the server's
// read-time matching (lib/official-match.ts) finds the official's voting record.
import type { Donation } from '../../db/schema.ts';
import type { NewImportedCandidate } from '../../repositories/import-candidates.ts';
import { displayName, normalizeDistrict, normalizeParty } from '../normalize.ts';
import type { FecCandidate } from './candidates-client.ts';

const OFFICES = { H: 'House', S: 'Senate', P: 'President' } as const;

/**
 * Base score by party (docs/decisions/0022-candidate-base-score.md): the platform a candidate runs on
 * is the only public signal before a voting record exists. Once one exists the server averages it in.
 */
export const PARTY_BASE_SCORES: Readonly<Record<string, number>> = {
  Green: 8,
  Democrat: 7,
  Independent: 6,
  Libertarian: 4,
  Republican: 3,
};
export const OTHER_PARTY_BASE_SCORE = 5;

export function candidateBaseScore(party: string): { score: number; analysis: string } {
  const score = PARTY_BASE_SCORES[party] ?? OTHER_PARTY_BASE_SCORE;
  const why = party in PARTY_BASE_SCORES ? `the ${party} platform` : 'a party without a rated platform';
  return {
    score,
    analysis: `Base score ${score}/10 from ${why} (published candidate rule). When the candidate holds office, the voting record is averaged in as the adjusted score.`,
  };
}

export function mapFecCandidate(c: FecCandidate, donations: Donation[]): NewImportedCandidate {
  const party = normalizeParty(c.party_full ?? c.party);
  const office = OFFICES[c.office];
  const { score, analysis } = candidateBaseScore(party);
  const year = c.election_years?.at(-1);
  return {
    fecCandidateId: c.candidate_id,
    name: displayName(c.name),
    party,
    office,
    state: (c.state ?? 'US').toUpperCase(),
    district: c.office === 'H' ? normalizeDistrict(c.district) : null,
    bio: [c.incumbent_challenge_full, year ? `candidate for ${office} in ${year}` : `candidate for ${office}`].filter(Boolean).join(' ') + '. Source: FEC.',
    donations,
    progressiveScore: score,
    progressiveAnalysis: analysis,
    website: null,
  };
}
