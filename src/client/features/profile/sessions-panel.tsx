import { useId } from 'react';
import type { SessionRow } from '../../../shared/schemas/sessions.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toastWriteError } from '../../lib/auth.ts';
import { relativeTime } from '../../lib/time.ts';
import { toast } from '../../lib/toast.ts';
import { useSessions, useSignOutOtherSessions, useSignOutSession } from './api.ts';

const SIGN_OUT_FAILED = { title: 'Error', description: 'Failed to sign out the session' };

/** The devices signed in to the owner's account, each but this one with its own 'Sign out'. */
export function SessionsPanel() {
  const headingId = useId();
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const list = sessions.data ?? [];
  const hasOthers = list.some((s) => !s.current);

  function endSession(session: SessionRow) {
    signOut.mutate(session.id, {
      onSuccess: () => toast({ title: 'Signed out', description: 'That session has been signed out.' }),
      onError: (error) => toastWriteError(error, SIGN_OUT_FAILED),
    });
  }

  function endOtherSessions() {
    signOutOthers.mutate(undefined, {
      onSuccess: () => toast({ title: 'Signed out everywhere else', description: 'Your other sessions have been signed out.' }),
      onError: (error) => toastWriteError(error, SIGN_OUT_FAILED),
    });
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 id={headingId} className="font-display text-xl font-bold text-ink">
            Sessions
          </h3>
          <p className="mt-1 font-serif text-sm text-muted italic">The browsers and devices signed in to your account.</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={!hasOthers || signOutOthers.isPending}
          onClick={endOtherSessions}
          className="self-start sm:self-auto"
        >
          {signOutOthers.isPending ? 'Signing out...' : 'Sign out everywhere else'}
        </Button>
      </div>
      <Card className="mt-4">
        {sessions.isLoading ? (
          <div aria-busy="true" aria-label="Loading sessions" className="grid gap-3 p-4">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : sessions.isError ? (
          <div className="flex flex-wrap items-center gap-x-3 p-4">
            <p role="alert" className="text-sm text-score-low">
              Could not load your sessions.
            </p>
            <Button variant="link" size="sm" onClick={() => void sessions.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <p className="p-4 text-sm text-muted">No active sessions</p>
        ) : (
          <ul>
            {list.map((session) => {
              const detailsId = `${headingId}-${session.id}`;
              return (
                <li
                  key={session.id}
                  className="flex flex-col gap-3 border-b border-rule px-4 py-4 last:border-b-0 sm:flex-row sm:items-center"
                >
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-sans text-sm font-semibold text-ink">
                      <span className="break-words">{session.device}</span>
                      {session.current ? <Badge variant="outline">This device</Badge> : null}
                    </p>
                    {/* Spaces between the spans keep the words apart for screen readers; flex hides them. */}
                    <p id={detailsId} className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 font-sans text-xs text-muted">
                      <span className="break-all">{session.ipAddress ?? 'Unknown address'}</span>{' '}
                      <span>{`Signed in ${relativeTime(session.createdAt)}`}</span>{' '}
                      <span>{`Last active ${relativeTime(session.lastSeenAt)}`}</span>
                    </p>
                  </div>
                  {session.current ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Sign out ${session.device}`}
                      aria-describedby={detailsId}
                      disabled={signOut.isPending}
                      onClick={() => endSession(session)}
                      className="self-start sm:self-auto"
                    >
                      {signOut.isPending && signOut.variables === session.id ? 'Signing out...' : 'Sign out'}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </section>
  );
}
