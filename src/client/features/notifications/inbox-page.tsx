import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { listInbox } from '../../../shared/api/follows.ts';
import type { InboxItem } from '../../../shared/schemas/follows.ts';
import { BackLink } from '../../components/back-link.tsx';
import { ShowMore } from '../../components/show-more.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { serverMessage } from '../../lib/api.ts';
import { useAuth, useLoginHref } from '../../lib/auth.ts';
import { endpointKey } from '../../lib/endpoint.ts';
import { paths } from '../../lib/paths.ts';
import { dateTime } from '../../lib/time.ts';
import { usePages } from '../../lib/use-pages.ts';
import { useMarkNotificationsRead } from './api.ts';
import { WhatYouFollow } from './what-you-follow.tsx';

type Group = { key: string; via: InboxItem['via']; items: InboxItem[] };

/** The items under what brought them, groups in the order of their newest item (the list is newest first). */
export function groupByFollow(items: readonly InboxItem[]): Group[] {
  const groups = new Map<string, Group>();
  for (const item of items) {
    const key = `${item.via.kind}:${item.via.path}:${item.via.label}`;
    const group = groups.get(key) ?? { key, via: item.via, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function InboxRow({ item }: { item: InboxItem }) {
  return (
    <li className="flex items-start gap-3 px-5 py-3">
      <span aria-hidden="true" className={`mt-2 size-2 shrink-0 rounded-full ${item.unread ? 'bg-accent' : 'bg-transparent'}`} />
      <div className="min-w-0">
        <Link
          href={item.path}
          className={`font-sans text-sm text-ink underline-offset-4 hover:underline ${item.unread ? 'font-semibold' : ''}`}
        >
          {item.title}
        </Link>
        <p className="mt-0.5 font-sans text-xs text-muted">
          {item.unread ? <span className="font-semibold">Unread · </span> : null}
          <time dateTime={item.createdAt}>{dateTime(item.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}

/** What happened to what the reader follows: newest first, under what they follow, unread marked. */
export function InboxPage() {
  const { user, isAuthenticated, isLoading } = useAuth();
  const loginHref = useLoginHref();
  const inbox = usePages(listInbox, {}, { enabled: isAuthenticated });
  const queryClient = useQueryClient();
  const markRead = useMarkNotificationsRead();
  const unread = inbox.items.some((item) => item.unread);
  const markAll = () =>
    markRead.mutate(undefined, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: endpointKey(listInbox) }) });

  return (
    <main className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6">
      <div className="mb-4">
        <BackLink label="Back to articles" href={paths.home} />
      </div>
      <Card>
        <div className="flex flex-wrap items-end justify-between gap-3 border-b border-rule px-5 py-4">
          <div>
            <h1 className="font-display text-3xl font-bold text-ink">Notifications</h1>
            <p className="mt-1 font-serif text-sm text-muted italic">
              News about the officials, bills, candidates, authors, subjects and searches you follow.
            </p>
          </div>
          {isAuthenticated ? (
            <Button variant="outline" size="sm" disabled={!unread || markRead.isPending} onClick={markAll}>
              {markRead.isPending ? 'Marking...' : 'Mark all read'}
            </Button>
          ) : null}
        </div>
        {!isLoading && !isAuthenticated ? (
          <p className="p-5 text-sm text-muted">
            <a href={loginHref} className="font-semibold text-ink underline underline-offset-4">
              Log in
            </a>{' '}
            to see your notifications.
          </p>
        ) : inbox.isLoading || isLoading ? (
          <div aria-busy="true" aria-label="Loading notifications" className="grid gap-3 p-5">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : inbox.isError && inbox.error ? (
          <p role="alert" className="p-5 text-sm text-score-low">
            {serverMessage(inbox.error) ?? inbox.error.message}
          </p>
        ) : inbox.items.length === 0 ? (
          <WhatYouFollow
            userId={user!.id}
            fallback={
              <p className="p-5 text-sm text-muted">
                Nothing yet. Follow an official, a bill, a candidate, an author, a subject or a search, and what happens to it will be
                listed here.
              </p>
            }
          />
        ) : (
          <>
            {groupByFollow(inbox.items).map((group, index) => (
              <section key={group.key} aria-labelledby={`inbox-group-${index}`} className="border-b border-rule last:border-b-0">
                <h2
                  id={`inbox-group-${index}`}
                  className="bg-chip px-5 py-2 font-sans text-xs font-semibold tracking-wide text-ink uppercase"
                >
                  <Link href={group.via.path} className="underline-offset-4 hover:underline">
                    {group.via.label}
                  </Link>
                </h2>
                <ul className="divide-y divide-rule">
                  {group.items.map((item) => (
                    <InboxRow key={item.id} item={item} />
                  ))}
                </ul>
              </section>
            ))}
            <div className="border-t border-rule px-4 pb-4 empty:hidden">
              <ShowMore
                hasMore={inbox.hasMore}
                sentinel={inbox.sentinel}
                onMore={inbox.showMore}
                loading={inbox.isFetchingMore}
                label="Load more"
              />
            </div>
          </>
        )}
      </Card>
    </main>
  );
}
