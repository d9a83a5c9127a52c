import { Link } from 'wouter';
import type { Membership } from '../../../shared/schemas/contact.ts';
import { useOfficialCommittees } from '../../lib/contact.ts';
import { paths } from '../../lib/paths.ts';
import { Skeleton } from '../ui/skeleton.tsx';

/** 'Chair', 'Ranking Member', else 'Majority, rank 3'. */
export function seatText(seat: Pick<Membership, 'title' | 'side' | 'rank'>): string {
  const side = seat.side === 'majority' ? 'Majority' : 'Minority';
  const rank = seat.rank === null ? side : `${side}, rank ${seat.rank}`;
  return seat.title ? `${seat.title} · ${rank}` : rank;
}

/** An official's committee and subcommittee seats, each a link to its committee's page. */
export function CommitteesSection({ officialId }: { officialId: number }) {
  const { data, isLoading, isError } = useOfficialCommittees(officialId);
  const full = (data ?? []).filter((s) => s.parent === null);
  const subsOf = (id: string) => (data ?? []).filter((s) => s.parent?.id === id);
  // A seat on a subcommittee of a committee the official does not sit on whole (e.g. ex officio) is listed on its own.
  const orphans = (data ?? []).filter((s) => s.parent !== null && !full.some((f) => f.committee.id === s.parent!.id));
  return (
    <section aria-labelledby="committees-heading" className="mt-10">
      <h2 id="committees-heading" className="mb-4 border-b-2 border-rule-strong pb-1 font-display text-2xl font-bold text-ink">
        Committees
      </h2>
      {isLoading ? (
        <Skeleton className="h-24" aria-label="Loading committees" />
      ) : isError ? (
        <p className="text-sm text-muted">Could not load the committees. Please try again.</p>
      ) : full.length + orphans.length === 0 ? (
        <p className="text-sm text-muted">No committee seats are recorded.</p>
      ) : (
        <ul className="grid gap-3">
          {[...full, ...orphans].map((seat) => (
            <li key={seat.committee.id} className="font-sans text-sm">
              <Link href={paths.committee(seat.committee.id)} className="font-semibold text-ink underline underline-offset-4">
                {seat.parent ? `${seat.parent.name}: ${seat.committee.name}` : seat.committee.name}
              </Link>{' '}
              <span className="text-muted">{seatText(seat)}</span>
              {seat.parent === null && subsOf(seat.committee.id).length > 0 ? (
                <ul className="mt-1 ml-4 grid gap-1 border-l border-rule pl-3">
                  {subsOf(seat.committee.id).map((sub) => (
                    <li key={sub.committee.id}>
                      <Link href={paths.committee(sub.committee.id)} className="text-ink underline underline-offset-4">
                        Subcommittee on {sub.committee.name}
                      </Link>{' '}
                      <span className="text-muted">{seatText(sub)}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
