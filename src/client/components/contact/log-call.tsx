import { CALL_OUTCOMES, type CallOutcome } from '../../../shared/schemas/contact.ts';
import { useAuth, useLoginHref } from '../../lib/auth.ts';
import { useLogCall, useMyCalls } from '../../lib/contact.ts';
import { Button } from '../ui/button.tsx';

/** 'How did it go?': the reader logs the outcome, privately; only how many readers called is public. */
export function LogCall({ billId, officialId, name }: { billId: number; officialId: number; name: string }) {
  const { user } = useAuth();
  const loginHref = useLoginHref();
  const log = useLogCall(billId, officialId);
  const mine = useMyCalls(user !== null);
  const latest = mine.data?.find((c) => c.billId === billId && c.officialId === officialId);
  if (user === null)
    return (
      <p className="font-sans text-sm text-muted">
        Called?{' '}
        <a href={loginHref} className="font-semibold text-ink underline underline-offset-4">
          Log in
        </a>{' '}
        to log how it went and add to the count.
      </p>
    );
  return (
    <div className="grid gap-2">
      <div role="group" aria-label={`How did your call to ${name} go?`} className="flex flex-wrap items-center gap-2">
        <span className="font-sans text-sm font-semibold text-ink">How did it go?</span>
        {(Object.keys(CALL_OUTCOMES) as CallOutcome[]).map((outcome) => (
          <Button
            key={outcome}
            variant={latest?.outcome === outcome ? 'default' : 'outline'}
            size="sm"
            aria-pressed={latest?.outcome === outcome}
            disabled={log.isPending}
            onClick={() => log.mutate(outcome)}
          >
            {CALL_OUTCOMES[outcome]}
          </Button>
        ))}
      </div>
      <p className="font-sans text-xs text-muted" aria-live="polite">
        {log.isError
          ? 'Could not log your call. Please try again.'
          : latest
            ? `Logged: ${CALL_OUTCOMES[latest.outcome]} (${latest.day}). Only you see your log.`
            : 'Only you see your log; the site shows only how many readers called.'}
      </p>
    </div>
  );
}
