// OpenFEC candidates to `candidates`, named the way officials are (office 'House'/'Senate'/'President',
// party 'Democrat'/'Republican'/..., two-letter state, district without leading zeros) so the server's
// read-time matching (domain/official-match.ts) finds the official's voting record.
import type { Donation } from '../../db/schema.ts';
import type { NewImportedCandidate } from '../../repositories/import-candidates.ts';
import { displayName, normalizeDistrict, normalizeParty } from '../normalize.ts';
import type { FecCandidate } from './candidates-client.ts';

const OFFICES = { H: 'House', S: 'Senate', P: 'President' } as const;

/**
 * An imported candidate carries no score of its own (docs/decisions/0252-unscored-candidates.md, superseding
 * the party base score of 0022): a party is no measure of a person. A voting record, once matched, gives the
 * score; until staff score the candidate, one without a record reads 'Not yet scored'. The analysis says so
 * without repeating those words, which the score badge beside it already shows.
 */
export const UNSCORED_CANDIDATE_ANALYSIS =
  'Our staff have not scored this candidate. When the candidate has a voting record in office, that record gives the score until staff score them.';

export function mapFecCandidate(c: FecCandidate, donations: Donation[]): NewImportedCandidate {
  const party = normalizeParty(c.party_full ?? c.party);
  const office = OFFICES[c.office];
  const year = c.election_years?.at(-1);
  return {
    fecCandidateId: c.candidate_id,
    name: displayName(c.name),
    party,
    office,
    state: (c.state ?? 'US').toUpperCase(),
    district: c.office === 'H' ? normalizeDistrict(c.district) : null,
    bio:
      [c.incumbent_challenge_full, year ? `candidate for ${office} in ${year}` : `candidate for ${office}`].filter(Boolean).join(' ') +
      '. Source: FEC.',
    donations,
    progressiveScore: null,
    progressiveAnalysis: UNSCORED_CANDIDATE_ANALYSIS,
    website: null,
  };
}
