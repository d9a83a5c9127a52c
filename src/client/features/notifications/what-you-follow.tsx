// The inbox of a reader who follows things but has nothing in it yet (docs/decisions/0332-one-position-per-bill.md):
// what they follow, by kind, each linking to its screen, and what each kind brings — the events the server
// really writes for it (docs/decisions/0260-follows-and-events.md).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { listFollows } from '../../../shared/api/follows.ts';
import { type FollowEntry, type FollowKind, followKinds } from '../../../shared/schemas/follows.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { endpointQuery } from '../../lib/endpoint.ts';
import { paths } from '../../lib/paths.ts';

/** The names shown per kind; the rest are on the reader's profile under Following. */
const NAMES_SHOWN = 5;

const KINDS: Record<FollowKind, { heading: string; arrives: string }> = {
  official: { heading: 'Officials', arrives: 'Every roll call they are recorded on.' },
  bill: { heading: 'Bills', arrives: 'Their new roll calls, changes of status and latest actions.' },
  candidate: { heading: 'Candidates', arrives: 'Changes to their campaign money (raised, receipts) from FEC filings.' },
  author: { heading: 'Authors', arrives: 'The articles they publish.' },
  subject: { heading: 'Subjects', arrives: 'New bills in the policy area.' },
  search: { heading: 'Searches', arrives: 'New bills whose number, title or summary holds every word.' },
};

/** What the reader follows, grouped in the order of `followKinds`; a kind they follow nothing of is left out. */
function groupByKind(follows: readonly FollowEntry[]): { kind: FollowKind; entries: FollowEntry[] }[] {
  return followKinds.map((kind) => ({ kind, entries: follows.filter((f) => f.kind === kind) })).filter((g) => g.entries.length > 0);
}

function KindRow({ kind, entries, userId }: { kind: FollowKind; entries: FollowEntry[]; userId: string }) {
  const more = entries.length - NAMES_SHOWN;
  return (
    <li className="grid gap-1 py-3">
      <h2 className="font-sans text-xs font-semibold tracking-wide text-ink uppercase">
        {KINDS[kind].heading} ({entries.length})
      </h2>
      <p className="font-sans text-sm text-ink">
        {entries.slice(0, NAMES_SHOWN).map((entry, index) => (
          <span key={entry.target}>
            {index > 0 ? ', ' : null}
            <Link href={entry.path} className="font-semibold underline underline-offset-4">
              {entry.label}
            </Link>
          </span>
        ))}
        {more > 0 ? (
          <>
            {' and '}
            <Link href={`${paths.user(userId)}#following`} className="underline underline-offset-4">
              {more} more
            </Link>
          </>
        ) : null}
      </p>
      <p className="font-sans text-sm text-muted">{KINDS[kind].arrives}</p>
    </li>
  );
}

/** `fallback`: the inbox's own empty state, for a reader who follows nothing (or whose list could not be read). */
export function WhatYouFollow({ userId, fallback }: { userId: string; fallback: ReactNode }) {
  const follows = useQuery(endpointQuery(listFollows));
  if (follows.isLoading) return <Skeleton className="m-5 h-24" aria-label="Loading what you follow" />;
  const groups = groupByKind(follows.data ?? []);
  if (groups.length === 0) return fallback;
  return (
    <div className="p-5">
      <p className="text-sm text-ink">
        Nothing has arrived yet. This is what you follow and what each will bring here; only what happens after you follow something is
        listed.
      </p>
      <ul aria-label="What you follow and what will arrive" className="mt-3 divide-y divide-rule border-y border-rule">
        {groups.map((group) => (
          <KindRow key={group.kind} kind={group.kind} entries={group.entries} userId={userId} />
        ))}
      </ul>
    </div>
  );
}
