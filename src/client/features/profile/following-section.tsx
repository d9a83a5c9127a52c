import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'wouter';
import { listFollows } from '../../../shared/api/follows.ts';
import type { FollowKind } from '../../../shared/schemas/follows.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { FollowButton } from '../../components/follow-button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { endpointQuery } from '../../lib/endpoint.ts';
import { useScrollToHash } from '../../lib/scroll-to-hash.ts';

const KIND_NAMES: Record<FollowKind, string> = {
  official: 'Official',
  bill: 'Bill',
  candidate: 'Candidate',
  author: 'Author',
  subject: 'Subject',
  search: 'Search',
};

/** What the owner follows, newest first, each linking to its screen and with its Unfollow; only they see it. */
export function FollowingSection() {
  const headingId = useId();
  const follows = useQuery(endpointQuery(listFollows));
  // The inbox's 'and N more' links here (#following).
  useScrollToHash(!follows.isLoading);
  return (
    <section
      id="following"
      tabIndex={-1}
      aria-labelledby={headingId}
      className="mt-12 scroll-mt-24 border-t-2 border-rule-strong pt-4 outline-none"
    >
      <h2 id={headingId} className="font-display text-2xl font-bold text-ink">
        Following
      </h2>
      {follows.isLoading ? (
        <div aria-busy="true" aria-label="Loading what you follow" className="mt-4">
          <Skeleton className="h-16" />
        </div>
      ) : (follows.data ?? []).length === 0 ? (
        <div className="mt-4">
          <EmptyState title="Not following anything yet">
            Use Follow on an official, a bill, a candidate, a policy area or a search.
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-rule border-y border-rule" aria-label="What you follow">
          {follows.data!.map((f) => (
            <li key={`${f.kind}:${f.target}`} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <span className="mr-2 font-sans text-xs font-semibold tracking-wide text-muted uppercase">{KIND_NAMES[f.kind]}</span>
                <Link href={f.path} className="font-sans text-sm font-semibold text-ink underline underline-offset-4">
                  {f.label}
                </Link>
              </div>
              {f.kind === 'author' ? null : <FollowButton kind={f.kind} target={f.target} name={f.label} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
