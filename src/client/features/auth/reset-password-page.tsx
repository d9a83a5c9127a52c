import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { passwordResetInput } from '../../../shared/schemas/users.ts';
import { FormError } from '../../components/form-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { serverMessage } from '../../lib/api.ts';
import { fieldErrors, focusFirstInvalid } from '../../lib/form.ts';
import { NEW_PASSWORD_HINT, serverFieldError } from '../../lib/passwords.ts';
import { paths } from '../../lib/paths.ts';
import { useResetPassword } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';

/** /reset-password?token=…: the mailed link. A new password signs out every device and signs in here. */
export function ResetPasswordPage() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = useResetPassword();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const parsed = passwordResetInput.safeParse({ token, password });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).password);
      focusFirstInvalid(form);
      return;
    }
    setError(undefined);
    reset.mutate(parsed.data, {
      // Full navigation: every screen is read again as the signed-in reader.
      onSuccess: () => window.location.assign(paths.home),
      onError: (failure) => {
        const refusal = serverFieldError(failure);
        if (!refusal) return;
        setError(refusal.message);
        focusFirstInvalid(form);
      },
    });
  }

  const linkFailure =
    reset.isError && !serverFieldError(reset.error)
      ? (serverMessage(reset.error) ?? 'Could not reset the password. Please try again.')
      : null;
  return (
    <AuthLayout title="Choose a new password" subtitle="Every device signed in to your account will be signed out.">
      {token ? (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormError message={linkFailure} />
          <Field label="New Password" error={error} hint={NEW_PASSWORD_HINT}>
            <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <Button type="submit" disabled={reset.isPending} className="w-full">
            {reset.isPending ? 'Saving...' : 'Set New Password'}
          </Button>
        </form>
      ) : (
        <FormError message="This link is incomplete. Open the link from the email again, or ask for a new one." />
      )}
      <Link
        href={paths.forgotPassword}
        className="mt-4 block text-center text-sm font-semibold text-ink underline-offset-4 hover:underline"
      >
        Ask for a new link
      </Link>
    </AuthLayout>
  );
}
