import { type FormEvent, useState } from 'react';
import { MASTHEAD_HEADINGS, MASTHEAD_PARTS, type Masthead, type MastheadPart, mastheadUpdate } from '../../../shared/schemas/masthead.ts';
import { FormError } from '../../components/form-error.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { serverMessage } from '../../lib/api.ts';
import { fieldErrors, focusFirstInvalid, useFormErrors } from '../../lib/form.ts';
import { serverFieldErrors } from '../../lib/server-field-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useUpdateMasthead } from './api.ts';

const HINTS: Record<MastheadPart, string> = {
  publisher: 'The organization behind the site, and who leads the newsroom.',
  funding: 'Who pays for the site: owners, donors, grants, advertising.',
  corrections: 'How errors are corrected and how readers report one.',
  contact: 'An address or form readers can reach the newsroom at.',
};

/** Staff write the About page's four parts (the articles' formatting: links, lists, emphasis). */
export function MastheadEditor({
  masthead,
  open,
  onOpenChange,
}: {
  masthead: Masthead;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Defaults are a starting point to rewrite, so the form opens with them too.
  const [form, setForm] = useState(
    () => Object.fromEntries(MASTHEAD_PARTS.map((part) => [part, masthead[part]])) as Record<MastheadPart, string>,
  );
  const { errors, setErrors } = useFormErrors(mastheadUpdate, form);
  const save = useUpdateMasthead();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const parsed = mastheadUpdate.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(target);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Masthead saved', description: 'The About page now shows your words.' });
        onOpenChange(false);
      },
      onError: (error) => {
        const refusals = serverFieldErrors(error, MASTHEAD_PARTS);
        if (refusals) {
          setErrors(refusals);
          focusFirstInvalid(target);
        }
      },
    });
  }

  const failure =
    save.isError && !serverFieldErrors(save.error, MASTHEAD_PARTS)
      ? (serverMessage(save.error) ?? 'Could not save the masthead. Please try again.')
      : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit the masthead"
      description="Shown on the About page to every reader."
      className="sm:max-w-2xl"
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormError message={failure} />
        {MASTHEAD_PARTS.map((part) => (
          <Field
            key={part}
            label={MASTHEAD_HEADINGS[part]}
            error={errors[part]}
            hint={`${HINTS[part]} Allowed formatting: bold, italic, links, lists, paragraphs.`}
          >
            <Textarea
              value={form[part]}
              onChange={(e) => setForm((f) => ({ ...f, [part]: e.target.value }))}
              rows={4}
              className="font-mono text-sm"
            />
          </Field>
        ))}
        <FormActions onCancel={() => onOpenChange(false)} pending={save.isPending} submitLabel="Save Masthead" pendingLabel="Saving..." />
      </form>
    </Dialog>
  );
}
