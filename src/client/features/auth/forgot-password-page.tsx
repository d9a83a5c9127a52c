import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { type MailSentAnswer, passwordResetRequest } from '../../../shared/schemas/users.ts';
import { FormError } from '../../components/form-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { serverMessage } from '../../lib/api.ts';
import { fieldErrors, focusFirstInvalid } from '../../lib/form.ts';
import { paths } from '../../lib/paths.ts';
import { useRequestPasswordReset } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { CheckEmail } from './check-email.tsx';

/** /forgot-password: mails a link to choose a new password (the answer never says whether the address has an account). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<{ answer: MailSentAnswer; email: string } | null>(null);
  const request = useRequestPasswordReset();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordResetRequest.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email);
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data, { onSuccess: (answer) => setSent({ answer, email: parsed.data.email }) });
  }

  return (
    <AuthLayout title="Forgot your password?" subtitle="We will email you a link to choose a new one.">
      {sent ? (
        <CheckEmail answer={sent.answer} email={sent.email} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormError message={request.isError ? (serverMessage(request.error) ?? 'Could not send the link. Please try again.') : null} />
          <Field label="Email" error={error}>
            <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Button type="submit" disabled={request.isPending} className="w-full">
            {request.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
      <Link href={paths.login} className="mt-4 block text-center text-sm font-semibold text-ink underline-offset-4 hover:underline">
        Back to sign in
      </Link>
    </AuthLayout>
  );
}
