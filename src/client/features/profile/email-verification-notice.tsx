import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import type { MailSentAnswer } from '../../../shared/schemas/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { toastWriteError } from '../../lib/auth.ts';
import { useResendVerification } from './api.ts';

/** Shown to the owner while their address is unconfirmed: what that means, and a fresh link. */
export function EmailVerificationNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  const [sent, setSent] = useState<MailSentAnswer | null>(null);
  return (
    <div className="flex gap-3 border-l-4 border-accent bg-chip p-4">
      <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="grid gap-2">
        <p className="font-sans text-sm font-semibold text-ink">Confirm your email address</p>
        <p className="font-serif text-sm text-ink">
          We have not confirmed that <span className="font-semibold">{email}</span> is yours yet. You can read, comment and follow authors
          meanwhile; confirming protects your account and is needed to become staff.
        </p>
        {sent ? (
          <p role="status" className="text-sm text-ink">
            {sent.message}
            {sent.localMailbox ? (
              <>
                {' '}
                <a className="font-semibold underline underline-offset-4" href={sent.localMailbox} target="_blank" rel="noreferrer">
                  Open the local mailbox
                </a>
                .
              </>
            ) : null}
          </p>
        ) : (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: setSent,
                onError: (error) => toastWriteError(error, { title: 'Error', description: 'Failed to send the link' }),
              })
            }
          >
            {resend.isPending ? 'Sending...' : 'Send the link again'}
          </Button>
        )}
      </div>
    </div>
  );
}
