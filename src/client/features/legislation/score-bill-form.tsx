import { type FormEvent, useState } from 'react';
import { NOT_YET_SCORED } from '../../../shared/page-texts/bill-texts.ts';
import { type Bill, billScoreUpdate, readsUnscored } from '../../../shared/schemas/bills.ts';
import { FormError } from '../../components/form-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { serverMessage } from '../../lib/api.ts';
import { fieldErrors, focusFirstInvalid, useFormErrors } from '../../lib/form.ts';
import { serverFieldErrors } from '../../lib/server-field-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useSetBillScore } from './api.ts';

const UNSCORED = 'unscored';
const FIELDS = ['progressiveScore', 'progressiveAnalysis'] as const;

/** 'No staff score' reads what the bill then shows: its inferred score, or 'Not yet scored'. */
function scoreOptions(bill: Bill) {
  const none = bill.inferredScore ? `No staff score: the inferred ${bill.inferredScore.score}/10` : NOT_YET_SCORED;
  return [{ value: UNSCORED, label: none }, ...Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))];
}

/**
 * The form starts from the score and analysis someone chose (staff, or the rubric's), never from an inferred
 * score: saved unchanged, that would silently turn an inferred score into a staff one. Nor from an analysis
 * that reads 'Not yet scored'.
 */
function initialValues(bill: Bill) {
  const chosen = bill.scoreSource === 'staff' || bill.scoreSource === 'rubric';
  return {
    score: chosen && bill.progressiveScore !== null ? String(bill.progressiveScore) : UNSCORED,
    analysis: chosen && !readsUnscored(bill.progressiveAnalysis) ? bill.progressiveAnalysis : '',
  };
}

/** The toast after saving: what the bill now shows. */
function savedText(saved: Bill): string {
  if (saved.progressiveScore === null) return `${saved.billNumber} is now not yet scored.`;
  if (saved.scoreSource === 'inferred')
    return `${saved.billNumber} has no staff score: it shows its inferred ${saved.progressiveScore}/10.`;
  return `${saved.billNumber} is now scored ${saved.progressiveScore}/10.`;
}

/** Staff: set a bill's score (or clear it: the inferred score, else 'Not yet scored') with the analysis that explains it. */
export function ScoreBillForm({ bill }: { bill: Bill }) {
  const [score, setScore] = useState(() => initialValues(bill).score);
  const [analysis, setAnalysis] = useState(() => initialValues(bill).analysis);
  const payload = { progressiveScore: score === UNSCORED ? null : Number(score), progressiveAnalysis: analysis };
  const { errors, setErrors } = useFormErrors(billScoreUpdate, payload);
  const save = useSetBillScore(bill.id);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = billScoreUpdate.safeParse(payload);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => toast({ title: 'Score saved', description: savedText(saved) }),
      onError: (error) => {
        const refusals = serverFieldErrors(error, FIELDS);
        if (refusals) {
          setErrors(refusals);
          focusFirstInvalid(form);
        }
      },
    });
  }

  const failure =
    save.isError && !serverFieldErrors(save.error, FIELDS)
      ? (serverMessage(save.error) ?? 'Could not save the score. Please try again.')
      : null;
  return (
    <section aria-labelledby={`score-form-${bill.id}`} className="mt-8 border border-rule bg-raised p-4">
      <h2 id={`score-form-${bill.id}`} className="font-sans text-sm font-bold tracking-wider text-ink uppercase">
        Score this bill
      </h2>
      <p className="mt-1 font-sans text-xs text-muted">
        Staff only. Every official who voted on it and every candidate matched to one is rescored at once.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
        <FormError message={failure} />
        <div className="sm:max-w-60">
          <Field label="Progressive Score (1-10)" error={errors.progressiveScore}>
            <Select value={score} onValueChange={setScore} options={scoreOptions(bill)} />
          </Field>
        </div>
        <Field label="Progressive Analysis" error={errors.progressiveAnalysis} hint="Required: say why the bill gets this score.">
          <Textarea value={analysis} onChange={(e) => setAnalysis(e.target.value)} rows={5} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Score'}
          </Button>
        </div>
      </form>
    </section>
  );
}
