import { type FormEvent, useState } from 'react';
import { CANDIDATE_OFFICES, CANDIDATE_PARTIES, DEFAULT_PROGRESSIVE_SCORE } from '../../../shared/constants.ts';
import { type NewCandidate, newCandidate } from '../../../shared/schemas/candidates.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { fieldErrors, focusFirstInvalid, numberOr } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useAddCandidate } from './api.ts';
import { parseDonations, parseLegislation } from './form.ts';

const EMPTY = {
  name: '',
  party: '',
  office: '',
  state: '',
  district: '',
  progressiveScore: String(DEFAULT_PROGRESSIVE_SCORE),
  progressiveAnalysis: '',
  website: '',
  imageUrl: '',
  donations: '',
  legislationBacked: '',
};

const options = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

/** The staff 'Add New Candidate' dialog and its input rules; closes and resets after a successful submit. */
export function AddCandidateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddCandidate();
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const payload = {
      name: form.name,
      party: form.party,
      office: form.office,
      state: form.state,
      district: form.district,
      progressiveScore: numberOr(form.progressiveScore, DEFAULT_PROGRESSIVE_SCORE),
      progressiveAnalysis: form.progressiveAnalysis,
      website: form.website,
      imageUrl: form.imageUrl,
      donations: parseDonations(form.donations),
      legislationBacked: parseLegislation(form.legislationBacked),
    };
    const parsed = newCandidate.safeParse(payload);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setErrors({});
    add.mutate(parsed.data as NewCandidate, {
      onSuccess: () => {
        toast({ title: 'Candidate added successfully' });
        setForm(EMPTY);
        onOpenChange(false);
      },
      onError: () => toast({ title: 'Failed to add candidate', variant: 'destructive' }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add New Candidate" className="sm:max-w-2xl">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <Field label="Name" error={errors.name}>
          <Input value={form.name} onChange={(e) => set('name')(e.target.value)} autoComplete="off" />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Party" error={errors.party}>
            <Select value={form.party} onValueChange={set('party')} options={options(CANDIDATE_PARTIES)} placeholder="Select a party" />
          </Field>
          <Field label="Office" error={errors.office}>
            <Select value={form.office} onValueChange={set('office')} options={options(CANDIDATE_OFFICES)} placeholder="Select an office" />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="State" error={errors.state}>
            <Input value={form.state} onChange={(e) => set('state')(e.target.value)} placeholder="CA" />
          </Field>
          <Field label="District" error={errors.district}>
            <Input value={form.district} onChange={(e) => set('district')(e.target.value)} placeholder="Optional" />
          </Field>
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
        </div>
        <Field label="Progressive Analysis" error={errors.progressiveAnalysis}>
          <Textarea value={form.progressiveAnalysis} onChange={(e) => set('progressiveAnalysis')(e.target.value)} rows={4} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Website" error={errors.website}>
            <Input type="url" value={form.website} onChange={(e) => set('website')(e.target.value)} placeholder="https://" />
          </Field>
          <Field label="Image URL" error={errors.imageUrl}>
            <Input type="url" value={form.imageUrl} onChange={(e) => set('imageUrl')(e.target.value)} placeholder="https://" />
          </Field>
        </div>
        <Field
          label="Donations (JSON)"
          error={errors.donations}
          hint='For example: [{"type": "PAC", "source": "Teachers Union", "date": "2024-03-01", "amount": 5000}]'
        >
          <Textarea value={form.donations} onChange={(e) => set('donations')(e.target.value)} rows={3} className="font-mono text-sm" />
        </Field>
        <Field label="Legislation Backed" error={errors.legislationBacked} hint="One item per line.">
          <Textarea value={form.legislationBacked} onChange={(e) => set('legislationBacked')(e.target.value)} rows={3} />
        </Field>
        <FormActions onCancel={() => onOpenChange(false)} pending={add.isPending} submitLabel="Add Candidate" pendingLabel="Adding..." />
      </form>
    </Dialog>
  );
}
