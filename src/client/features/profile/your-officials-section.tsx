import { useId } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { matchText, useMyMatches } from '../../lib/my-match.ts';
import { useMyOfficials } from '../../lib/my-officials.ts';
import { placeText } from '../../lib/my-place.ts';
import { paths } from '../../lib/paths.ts';

/** The owner's place and officials on their own profile; only they see it (the place is private). */
export function YourOfficialsSection() {
  const headingId = useId();
  const { place, officials, isLoading } = useMyOfficials();
  const { data: matches } = useMyMatches();
  const matchOf = (id: number) => matches?.find((m) => m.kind === 'official' && m.id === id);
  // Listed by match: the best first, those with no match yet after, by name.
  const byMatch = [...officials].sort((a, b) => (matchOf(b.id)?.percent ?? -1) - (matchOf(a.id)?.percent ?? -1));
  return (
    <section aria-labelledby={headingId} className="mt-12 border-t-2 border-rule-strong pt-4">
      <h2 id={headingId} className="font-display text-2xl font-bold text-ink">
        Your officials
      </h2>
      {isLoading ? (
        <div aria-busy="true" aria-label="Loading your officials" className="mt-4">
          <Skeleton className="h-16" />
        </div>
      ) : place === null ? (
        <div className="mt-4">
          <EmptyState title="No ZIP code yet">
            Give your ZIP code under Your officials on the Officials tab to follow all of your officials, in Congress and in your state.
          </EmptyState>
        </div>
      ) : (
        <div className="mt-4 grid gap-3">
          <p className="font-sans text-sm font-semibold text-ink">{placeText(place)}</p>
          <ul className="grid gap-1.5 font-sans text-sm">
            {byMatch.map((o) => (
              <li key={o.id} className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-rule py-1.5">
                <span>
                  <a href={paths.official(o.id)} className="font-semibold text-ink underline underline-offset-4">
                    {o.name}
                  </a>{' '}
                  <span className="text-muted">{o.office}</span>
                </span>
                <span className="text-ink">{matchOf(o.id) ? matchText(matchOf(o.id)!) : 'No match yet'}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
