import { type FormEvent, useState } from 'react';
import { passwordChangeInput } from '../../../shared/schemas/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toastWriteError } from '../../lib/auth.ts';
import { fieldErrors, focusFirstInvalid } from '../../lib/form.ts';
import { NEW_PASSWORD_HINT, serverFieldError } from '../../lib/passwords.ts';
import { toast } from '../../lib/toast.ts';
import { useChangePassword } from './api.ts';

const EMPTY = { currentPassword: '', newPassword: '' };

/** The owner's password change; a success signs out their other sessions (the server does it). */
export function ChangePasswordForm() {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const target = event.currentTarget as HTMLFormElement;
    const parsed = passwordChangeInput.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(target);
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: (answer) => {
        setForm(EMPTY);
        toast({ title: 'Password changed', description: answer.message });
      },
      onError: (error) => {
        const refusal = serverFieldError(error);
        if (!refusal) return toastWriteError(error, { title: 'Error', description: 'Failed to change password' });
        // The server names `password` for a weak new one and `currentPassword` for a wrong current one.
        setErrors({ [refusal.field === 'password' ? 'newPassword' : refusal.field]: refusal.message });
        focusFirstInvalid(target);
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-heading" className="grid gap-4">
      <h3 id="change-password-heading" className="font-display text-xl font-bold text-ink">
        Change password
      </h3>
      <Field label="Current Password" error={errors.currentPassword}>
        <Input
          type="password"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={(e) => setForm({ ...form, currentPassword: e.target.value })}
        />
      </Field>
      <Field label="New Password" error={errors.newPassword} hint={NEW_PASSWORD_HINT}>
        <Input
          type="password"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={(e) => setForm({ ...form, newPassword: e.target.value })}
        />
      </Field>
      <Button type="submit" disabled={change.isPending} className="justify-self-start">
        {change.isPending ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}
