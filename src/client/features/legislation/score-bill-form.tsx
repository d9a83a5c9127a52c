import { useState, type FormEvent } from 'react';
import { billScoreUpdate, type Bill } from '../../../shared/schemas/bills.ts';
import { FormError } from '../../components/form-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { serverMessage } from '../../lib/api.ts';
import { fieldErrors, focusFirstInvalid } from '../../lib/form.ts';
import { serverFieldErrors } from '../../lib/server-field-errors.ts';
import { toast } from '../../lib/toast.ts';
import { NOT_YET_SCORED } from '../../components/score-badge.tsx';
import { useSetBillScore } from './api.ts';

const UNSCORED = 'unscored';
const SCORE_OPTIONS = [{ value: UNSCORED, label: NOT_YET_SCORED }, ...Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))];
const FIELDS = ['progressiveScore', 'progressiveAnalysis'] as const;

/** Staff: set a bill's score (or clear it to 'Not yet scored') with the analysis that explains it. */
export function ScoreBillForm({ bill }: { bill: Bill }) {
  const [score, setScore] = useState(bill.progressiveScore === null ? UNSCORED : String(bill.progressiveScore));
  const [analysis, setAnalysis] = useState(bill.progressiveAnalysis);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSetBillScore(bill.id);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = billScoreUpdate.safeParse({ progressiveScore: score === UNSCORED ? null : Number(score), progressiveAnalysis: analysis });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) =>
        toast({
          title: 'Score saved',
          description: saved.progressiveScore === null ? `${saved.billNumber} is now not yet scored.` : `${saved.billNumber} is now scored ${saved.progressiveScore}/10.`,
        }),
      onError: (error) => {
        const refusals = serverFieldErrors(error, FIELDS);
        if (refusals) {
          setErrors(refusals);
          focusFirstInvalid(form);
        }
      },
    });
  }

  const failure = save.isError && !serverFieldErrors(save.error, FIELDS) ? (serverMessage(save.error) ?? 'Could not save the score. Please try again.') : null;
  return (
    <section aria-labelledby={`score-form-${bill.id}`} className="mt-8 border border-rule bg-raised p-4">
      <h2 id={`score-form-${bill.id}`} className="font-sans text-sm font-bold tracking-wider text-ink uppercase">
        Score this bill
      </h2>
      <p className="mt-1 font-sans text-xs text-muted">Staff only. Every official who voted on it and every candidate matched to one is rescored at once.</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
        <FormError message={failure} />
        <div className="sm:max-w-60">
          <Field label="Progressive Score (1-10)" error={errors.progressiveScore}>
            <Select value={score} onValueChange={setScore} options={SCORE_OPTIONS} />
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
