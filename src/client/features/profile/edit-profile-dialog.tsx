import { type FormEvent, useState } from 'react';
import type { PublicUser } from '../../../shared/schemas/users.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toastWriteError } from '../../lib/auth.ts';
import { toast } from '../../lib/toast.ts';
import { useUpdateProfile } from './api.ts';

type EditProfileDialogProps = { user: PublicUser; open: boolean; onOpenChange: (open: boolean) => void };

/** The 'Edit Profile' dialog: opens pre-filled, closes on a successful save; no client-side validation. */
export function EditProfileDialog({ user, open, onOpenChange }: EditProfileDialogProps) {
  const [form, setForm] = useState({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    profileImageUrl: user.profileImageUrl ?? '',
    bio: user.bio ?? '',
  });
  const update = useUpdateProfile(user.id);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate(form, {
      onSuccess: () => {
        toast({ title: 'Profile updated successfully' });
        onOpenChange(false);
      },
      onError: (error) => toastWriteError(error, { title: 'Failed to update profile' }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit Profile" description="Update your profile information and avatar">
      {/* noValidate: the form has no field validation of its own (the server decides), and the url-type input
          would otherwise let the browser refuse the save with its own message. */}
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First Name">
            <Input value={form.firstName} onChange={(e) => set('firstName')(e.target.value)} autoComplete="given-name" />
          </Field>
          <Field label="Last Name">
            <Input value={form.lastName} onChange={(e) => set('lastName')(e.target.value)} autoComplete="family-name" />
          </Field>
        </div>
        <Field label="Profile Picture URL">
          <Input
            type="url"
            value={form.profileImageUrl}
            onChange={(e) => set('profileImageUrl')(e.target.value)}
            placeholder="https://example.com/avatar.jpg"
          />
        </Field>
        <Field label="Bio">
          <Textarea
            value={form.bio}
            onChange={(e) => set('bio')(e.target.value)}
            className="min-h-[100px]"
            placeholder="Tell readers about yourself"
          />
        </Field>
        <FormActions onCancel={() => onOpenChange(false)} pending={update.isPending} submitLabel="Save Changes" pendingLabel="Saving..." />
      </form>
    </Dialog>
  );
}
