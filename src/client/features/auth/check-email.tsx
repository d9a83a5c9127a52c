import { MailCheck } from 'lucide-react';
import type { MailSentAnswer } from '../../../shared/schemas/users.ts';

/**
 * What sign-up and a reset request show: the server's words, the same whether or not the address has
 * an account, plus the local mailbox when the app runs without a mail server.
 */
export function CheckEmail({ answer, email }: { answer: MailSentAnswer; email: string }) {
  return (
    <div role="status" className="grid gap-3 text-center">
      <MailCheck aria-hidden className="mx-auto size-10 text-accent" />
      <h2 className="font-display text-xl font-bold text-ink">Check your email</h2>
      <p className="font-serif text-ink">{answer.message}</p>
      <p className="text-sm text-muted">
        Sent to <span className="font-semibold text-ink">{email}</span>. Nothing there? Look in your spam folder.
      </p>
      {answer.localMailbox ? (
        <p className="border-t border-rule pt-3 text-sm text-muted">
          No mail server is set up for this site, so mail is kept locally:{' '}
          <a className="font-semibold text-ink underline underline-offset-4" href={answer.localMailbox} target="_blank" rel="noreferrer">
            open the local mailbox
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}
