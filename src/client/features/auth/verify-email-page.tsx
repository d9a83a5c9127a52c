import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { displayName } from '../../../shared/format.ts';
import { FormError } from '../../components/form-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useVerifyEmail } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';

/**
 * /verify-email?token=…: the link from the sign-up mail. It confirms by a POST from the page, not by the
 * GET itself, so a mail scanner that fetches links does not spend the single-use link.
 */
export function VerifyEmailPage() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const verify = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    // Once per page: a second POST of the same link would be refused and hide the first one's success.
    if (started.current || !token) return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <AuthLayout title="Confirm your email address">
      {!token ? (
        <FormError message="This link is incomplete. Open the link from the email again." />
      ) : verify.isSuccess ? (
        <div role="status" className="grid gap-3 text-center">
          <CircleCheck aria-hidden className="mx-auto size-10 text-score-high" />
          <h2 className="font-display text-xl font-bold text-ink">Your email address is confirmed</h2>
          <p className="font-serif text-ink">You are signed in as {displayName(verify.data)}.</p>
          {/* Full navigation: every screen is read again as the signed-in reader. */}
          <Button onClick={() => window.location.assign(paths.home)} className="justify-self-center">
            Continue to Civic Ledger
          </Button>
        </div>
      ) : verify.isError ? (
        <div className="grid gap-4">
          <FormError message={serverMessage(verify.error) ?? 'Could not confirm the address. Please try again.'} />
          <Link href={paths.login} className="text-center text-sm font-semibold text-ink underline-offset-4 hover:underline">
            Go to sign in
          </Link>
        </div>
      ) : (
        <p role="status" className="text-center font-serif text-muted italic">
          Confirming your email address...
        </p>
      )}
    </AuthLayout>
  );
}
