import { Link } from 'wouter';
import { STATE_CANDIDATE_CREDITS } from '../../../shared/page-texts/source-credits.ts';
import { candidacyNote, stateCandidateStatus } from '../../../shared/page-texts/state-race-texts.ts';
import { generalElectionHeld } from '../../../shared/races.ts';
import type { Candidate } from '../../../shared/schemas/candidates.ts';
import { stateRaceName } from '../../../shared/state-races.ts';
import { CampaignContacts } from '../../components/campaign-contacts.tsx';
import { SourceCredit } from '../../components/source-credit.tsx';
import { useNow } from '../../lib/now.ts';
import { paths } from '../../lib/paths.ts';

/**
 * A state or local candidate's 2026 race on their page: the race, what their list says of them (the
 * primary's result or the filing day), the campaign's contacts as filed, and whose list it is
 * (docs/decisions/0337-state-and-local-races.md). Nothing for a federal candidate.
 */
export function StateCandidacy({ candidate }: { candidate: Candidate }) {
  const held = generalElectionHeld(useNow());
  if (!candidate.raceKey) return null;
  const status = stateCandidateStatus(candidate);
  return (
    <section className="border-t-2 border-rule-strong pt-3">
      <h2 className="font-sans text-sm font-bold tracking-wider text-ink uppercase">2026 Race</h2>
      <p className="mt-3 font-sans text-sm text-ink">
        <Link href={paths.race(candidate.raceKey)} className="font-semibold underline underline-offset-4">
          {stateRaceName(candidate)}
        </Link>
      </p>
      {status ? <p className="mt-2 font-sans text-sm font-semibold text-ink">{status}</p> : null}
      <p className="mt-2 font-sans text-sm text-muted">{candidacyNote(candidate.primaryResult ?? null, held)}</p>
      <CampaignContacts candidate={{ website: null, campaignEmail: candidate.campaignEmail }} />
      <p className="mt-2 font-sans text-sm text-muted">Campaign money in state and local races is not in our data.</p>
      {candidate.source ? <SourceCredit credits={[STATE_CANDIDATE_CREDITS[candidate.source]]} className="mt-3" /> : null}
    </section>
  );
}
