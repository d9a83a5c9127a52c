import { type FormEvent, useState } from 'react';
import { BILL_STATUSES, DEFAULT_PROGRESSIVE_SCORE, US_STATES } from '../../../shared/constants.ts';
import { newBill } from '../../../shared/schemas/bills.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { fieldErrors, focusFirstInvalid, numberOr, useFormErrors } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useAddBill } from './api.ts';

const EMPTY = {
  billNumber: '',
  title: '',
  summary: '',
  status: 'Pending',
  level: 'federal',
  state: '',
  progressiveScore: String(DEFAULT_PROGRESSIVE_SCORE),
  progressiveAnalysis: '',
  passedDate: '',
};

const STATE_OPTIONS = Object.entries(US_STATES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The staff 'Add New Bill' dialog and its input rules; closes and resets after a successful submit. */
export function AddBillDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState(EMPTY);
  const add = useAddBill();
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const input = {
    billNumber: form.billNumber,
    title: form.title,
    summary: form.summary,
    status: form.status,
    level: form.level,
    state: form.level === 'state' ? form.state : null,
    progressiveScore: numberOr(form.progressiveScore, DEFAULT_PROGRESSIVE_SCORE),
    progressiveAnalysis: form.progressiveAnalysis,
    passedDate: form.passedDate || null,
  };
  // 'Bill number is required' goes as soon as a number is typed.
  const { errors, setErrors } = useFormErrors(newBill, input);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = newBill.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setErrors({});
    const { passedDate, ...rest } = parsed.data;
    add.mutate(
      { ...rest, passedDate: passedDate ? passedDate.toISOString() : null },
      {
        onSuccess: () => {
          toast({ title: 'Bill added successfully' });
          setForm(EMPTY);
          onOpenChange(false);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to add bill', variant: 'destructive' }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add New Bill" className="sm:max-w-2xl">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Bill Number" error={errors.billNumber}>
            <Input value={form.billNumber} onChange={(e) => set('billNumber')(e.target.value)} placeholder="H.R. 1234" />
          </Field>
          <Field label="Status" error={errors.status}>
            <Select value={form.status} onValueChange={set('status')} options={BILL_STATUSES.map((s) => ({ value: s, label: s }))} />
          </Field>
        </div>
        <Field label="Title" error={errors.title}>
          <Input value={form.title} onChange={(e) => set('title')(e.target.value)} />
        </Field>
        <Field label="Summary" error={errors.summary}>
          <Textarea value={form.summary} onChange={(e) => set('summary')(e.target.value)} rows={3} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Level" error={errors.level}>
            <Select
              value={form.level}
              onValueChange={set('level')}
              options={[
                { value: 'federal', label: 'Federal' },
                { value: 'state', label: 'State' },
              ]}
            />
          </Field>
          <Field label="State" error={errors.state}>
            <Select value={form.state} onValueChange={set('state')} options={STATE_OPTIONS} placeholder="Select a state" />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Progressive Score (1-10)" error={errors.progressiveScore}>
            <Input
              type="number"
              min={1}
              max={10}
              step={1}
              value={form.progressiveScore}
              onChange={(e) => set('progressiveScore')(e.target.value)}
            />
          </Field>
          <Field label="Passed Date" error={errors.passedDate}>
            <Input type="date" value={form.passedDate} onChange={(e) => set('passedDate')(e.target.value)} />
          </Field>
        </div>
        <Field label="Progressive Analysis" error={errors.progressiveAnalysis}>
          <Textarea value={form.progressiveAnalysis} onChange={(e) => set('progressiveAnalysis')(e.target.value)} rows={4} />
        </Field>
        <FormActions onCancel={() => onOpenChange(false)} pending={add.isPending} submitLabel="Add Bill" pendingLabel="Adding..." />
      </form>
    </Dialog>
  );
}
