import type { Match } from '../../../shared/schemas/match.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { FirstOfMany } from '../../components/first-of-many.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { matchText, useMyMatches } from '../../lib/my-match.ts';
import { positionWord } from '../../lib/my-officials.ts';
import { paths } from '../../lib/paths.ts';
import { useScrollToHash } from '../../lib/scroll-to-hash.ts';

const OUTCOME_TEXT: Record<Match['bills'][number]['outcome'], string> = {
  agree: 'Agrees',
  disagree: 'Disagrees',
  'not-voting': 'Not counted',
  present: 'Not counted',
  other: 'Not counted',
};

/** One official's or candidate's match, with the bills it counts so the reader can check it. */
export function MatchEntry({ match }: { match: Match }) {
  return (
    <li className="border-b border-rule py-2 font-sans text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span>
          <a
            href={match.kind === 'official' ? paths.official(match.id) : paths.candidate(match.id)}
            className="font-semibold text-ink underline underline-offset-4"
          >
            {match.name}
          </a>{' '}
          {match.kind === 'candidate' ? <Badge variant="secondary">Candidate</Badge> : null}{' '}
          <span className="text-muted">
            {match.office} · {match.state}
          </span>
        </span>
        <span className="font-semibold text-ink">{matchText(match)}</span>
      </div>
      <details className="mt-1">
        <summary className="cursor-pointer text-xs font-semibold text-muted">Bills counted ({match.bills.length})</summary>
        <table className="mt-1 w-full text-xs">
          <caption className="sr-only">Bills counted in the match with {match.name}</caption>
          <thead>
            <tr className="text-left text-muted">
              <th scope="col">Bill</th>
              <th scope="col">You</th>
              <th scope="col">They voted</th>
              <th scope="col">Counts as</th>
            </tr>
          </thead>
          <tbody>
            {match.bills.map((b) => (
              <tr key={b.billId}>
                <th scope="row" className="font-normal">
                  <a href={paths.bill(b.billId)} className="underline underline-offset-2">
                    {b.billNumber}
                  </a>
                </th>
                <td>{b.stance === 'support' ? 'Support' : 'Oppose'}</td>
                <td>{positionWord(b.vote)}</td>
                <td>{OUTCOME_TEXT[b.outcome]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </li>
  );
}

/** Matches shown before 'Show all': one bill marked can match a whole chamber, which would push the rest of the profile far down. */
const FIRST_MATCHES = 10;

/** The owner's match with everyone who voted on the bills they marked, best first; 'See your match' lands here. */
export function YourMatchSection() {
  const { data: matches, isLoading, isError } = useMyMatches();
  useScrollToHash(!isLoading);
  return (
    <section
      id="your-match"
      tabIndex={-1}
      aria-labelledby="your-match-heading"
      className="mt-12 scroll-mt-24 border-t-2 border-rule-strong pt-4 outline-none"
    >
      <h2 id="your-match-heading" className="font-display text-2xl font-bold text-ink">
        Your match
      </h2>
      <p className="mt-1 font-serif text-sm text-muted">
        From the bills you marked Support or Oppose: a Yes on a bill you support or a No on one you oppose agrees, the other way disagrees;
        Not voting and Present are shown but not counted. Only you see this.
      </p>
      {isLoading ? (
        <div aria-busy="true" aria-label="Loading your match" className="mt-4">
          <Skeleton className="h-24" />
        </div>
      ) : isError || !matches ? (
        <p className="mt-4 text-sm text-muted">Could not load your match. Please try again.</p>
      ) : matches.length === 0 ? (
        <div className="mt-4">
          <EmptyState title="No positions marked yet">
            Mark Support or Oppose on a bill with recorded votes to see how officials and candidates match you.
          </EmptyState>
        </div>
      ) : (
        <FirstOfMany items={matches} limit={FIRST_MATCHES} noun="matches">
          {(visible) => (
            <ul className="mt-4" aria-label={`Your match, best first: ${visible.length} of ${matches.length}`}>
              {visible.map((m) => (
                <MatchEntry key={`${m.kind}:${m.id}`} match={m} />
              ))}
            </ul>
          )}
        </FirstOfMany>
      )}
    </section>
  );
}
