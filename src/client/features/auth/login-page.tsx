import { useState, type FormEvent } from 'react';
import { loginInput, registerInput } from '../../../shared/schemas/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { serverMessage } from '../../lib/api.ts';
import { fieldErrors, focusFirstInvalid } from '../../lib/form.ts';
import { useSignIn, useSignUp } from './api.ts';
import { safeReturnTo } from './return-to.ts';

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="border-l-4 border-score-low bg-score-low-bg px-3 py-2 text-sm font-medium text-score-low">
      {message}
    </p>
  );
}

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
        <Input type="password" autoComplete="current-password" value={form.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
      </Field>
      <Button type="submit" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

function SignUpForm() {
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
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
    signUp.mutate(form, { onSuccess: finish });
  }
  const failure = signUp.isError ? (serverMessage(signUp.error) ?? 'Sign-up failed. Please try again.') : null;
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
      <Field label="Password" error={errors.password} hint="At least 8 characters.">
        <Input type="password" autoComplete="new-password" value={form.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
      </Field>
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

/** /login: the app's own email + password sign-in and sign-up (DESIGN.md §4), honouring ?returnTo=. */
export function LoginPage() {
  return (
    <main className="mx-auto max-w-md px-4 pt-10 pb-16">
      <h1 className="mb-1 text-center font-display text-3xl font-bold text-ink">Your Civic Ledger account</h1>
      <p className="mb-6 text-center font-serif text-muted italic">Sign in to comment, follow authors and get notified.</p>
      <div className="border border-rule bg-raised p-5 sm:p-6">
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
      </div>
    </main>
  );
}
