import { useId } from 'react';
import type { CurrentUser } from '../../../shared/schemas/users.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DigestSettings } from './digest-settings.tsx';
import { EmailVerificationNotice } from './email-verification-notice.tsx';
import { SessionsPanel } from './sessions-panel.tsx';

/**
 * The owner's own account settings under their profile: the address still to confirm (if any), the
 * email digest, the devices signed in, and the password.
 */
export function AccountSecurity({ owner }: { owner: CurrentUser }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-12 border-t-2 border-rule-strong pt-4">
      <h2 id={headingId} className="font-display text-2xl font-bold text-ink">
        Account security
      </h2>
      <div className="mt-4 grid gap-10">
        {owner.emailVerified ? null : <EmailVerificationNotice email={owner.email} />}
        <DigestSettings />
        <SessionsPanel />
        <ChangePasswordForm />
      </div>
    </section>
  );
}
