import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { Stance } from '../../../shared/match.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAuth, useLoginHref } from '../../lib/auth.ts';
import { useBillStance } from '../../lib/my-match.ts';
import { paths } from '../../lib/paths.ts';

const STANCE_TEXT: Record<Stance, string> = { support: 'You support this bill.', oppose: 'You oppose this bill.' };

/** The reader's own 'Support' or 'Oppose' on a bill, which their match with officials is counted from; the call script's side is the same one. */
export function YourStance({ billId }: { billId: number }) {
  const { user } = useAuth();
  const signInHref = useLoginHref();
  const { current, isLoading, set } = useBillStance(billId);

  return (
    <section aria-labelledby={`your-stance-${billId}`} className="mt-6 border border-rule bg-raised p-4">
      <h2 id={`your-stance-${billId}`} className="font-sans text-sm font-bold tracking-wider text-ink uppercase">
        Your position
      </h2>
      {user === null ? (
        <p className="mt-2 text-sm text-muted">
          <a href={signInHref} className="font-semibold text-ink underline underline-offset-4">
            Log in
          </a>{' '}
          to mark whether you support or oppose this bill and see how officials match you.
        </p>
      ) : isLoading ? (
        <p className="mt-2 text-sm text-muted" role="status">
          Loading your position...
        </p>
      ) : (
        <div className="mt-2 grid gap-2">
          <div role="group" aria-label="Your position on this bill" className="flex flex-wrap items-center gap-2">
            {(['support', 'oppose'] as const).map((stance) => (
              <Button
                key={stance}
                variant={current === stance ? 'default' : 'outline'}
                size="sm"
                aria-pressed={current === stance}
                disabled={set.isPending}
                onClick={() => set.mutate(stance)}
              >
                {stance === 'support' ? <ThumbsUp aria-hidden="true" /> : <ThumbsDown aria-hidden="true" />}
                {stance === 'support' ? 'Support' : 'Oppose'}
              </Button>
            ))}
            {current ? (
              <Button variant="ghost" size="sm" disabled={set.isPending} onClick={() => set.mutate(null)}>
                Clear
              </Button>
            ) : null}
          </div>
          <p className="font-sans text-sm text-muted" aria-live="polite">
            {set.isError
              ? 'Could not save your position. Please try again.'
              : current
                ? STANCE_TEXT[current]
                : 'Only you see your position.'}{' '}
            {current ? (
              <a href={`${paths.user(user.id)}#your-match`} className="font-semibold text-ink underline underline-offset-4">
                See your match
              </a>
            ) : null}
          </p>
        </div>
      )}
    </section>
  );
}
