import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { loginInput, type MailSentAnswer, registerInput } from '../../../shared/schemas/users.ts';
import { FormError } from '../../components/form-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { serverMessage } from '../../lib/api.ts';
import { fieldErrors, focusFirstInvalid } from '../../lib/form.ts';
import { NEW_PASSWORD_HINT, serverFieldError } from '../../lib/passwords.ts';
import { paths } from '../../lib/paths.ts';
import { useSignIn, useSignUp } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { CheckEmail } from './check-email.tsx';
import { safeReturnTo } from './return-to.ts';

/** Why the server sent the reader back here (`?notice=`), in words. */
const NOTICES: Record<string, string> = {
  'link-refused':
    'An account with this email address already exists, but the address has not been confirmed on both sides, so your sign-in provider was not linked to it. Sign in with your password (or choose a new one with "Forgot your password?"), then try your provider again.',
};

/** Full navigation after sign-in so every cached screen is read again as the signed-in reader. */
function finish() {
  window.location.assign(safeReturnTo(window.location.search));
}

function SignInForm() {
  const [form, setForm] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const signIn = useSignIn();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginInput.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, { onSuccess: finish });
  }
  const failure = signIn.isError ? (serverMessage(signIn.error) ?? 'Sign-in failed. Please try again.') : null;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError message={failure} />
      <Field label="Email" error={errors.email}>
        <Input type="email" autoComplete="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
      </Field>
      <Field label="Password" error={errors.password}>
        <Input
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
      </Field>
      <Button type="submit" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <Link href={paths.forgotPassword} className="justify-self-center text-sm font-semibold text-ink underline-offset-4 hover:underline">
        Forgot your password?
      </Link>
    </form>
  );
}

function SignUpForm() {
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<{ answer: MailSentAnswer; email: string } | null>(null);
  const signUp = useSignUp();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = registerInput.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setErrors({});
    const target = event.currentTarget as HTMLFormElement;
    signUp.mutate(form, {
      onSuccess: (answer) => setSent({ answer, email: parsed.data.email }),
      onError: (error) => {
        const refusal = serverFieldError(error);
        if (!refusal) return;
        setErrors({ [refusal.field]: refusal.message });
        focusFirstInvalid(target);
      },
    });
  }
  if (sent) return <CheckEmail answer={sent.answer} email={sent.email} />;
  const failure =
    signUp.isError && !serverFieldError(signUp.error) ? (serverMessage(signUp.error) ?? 'Sign-up failed. Please try again.') : null;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" error={errors.firstName}>
          <Input autoComplete="given-name" value={form.firstName} onChange={(e) => setForm({ ...form, firstName: e.target.value })} />
        </Field>
        <Field label="Last Name" error={errors.lastName}>
          <Input autoComplete="family-name" value={form.lastName} onChange={(e) => setForm({ ...form, lastName: e.target.value })} />
        </Field>
      </div>
      <Field label="Email" error={errors.email}>
        <Input type="email" autoComplete="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
      </Field>
      <Field label="Password" error={errors.password} hint={NEW_PASSWORD_HINT}>
        <Input
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
      </Field>
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

/** /login: the app's own email + password sign-in and sign-up, honouring ?returnTo=. */
export function LoginPage() {
  const notice = NOTICES[new URLSearchParams(window.location.search).get('notice') ?? ''];
  return (
    <AuthLayout title="Your Civic Ledger account" subtitle="Sign in to comment, follow authors and get notified.">
      {notice ? (
        <p role="status" className="mb-5 border-l-4 border-accent bg-chip px-3 py-2 text-sm text-ink">
          {notice}
        </p>
      ) : null}
      <Tabs defaultValue="signin">
        <TabsList aria-label="Account" className="mb-5">
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          <TabsTrigger value="signup">Create Account</TabsTrigger>
        </TabsList>
        <TabsContent value="signin" className="outline-none">
          <SignInForm />
        </TabsContent>
        <TabsContent value="signup" className="outline-none">
          <SignUpForm />
        </TabsContent>
      </Tabs>
    </AuthLayout>
  );
}
