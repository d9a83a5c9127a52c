import type { Bill } from '../../../shared/schemas/bills.ts';
import { FormError } from '../../components/form-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { useSetBillExclusion } from './api.ts';

/** The toast after the change: where the bill now stands. */
function savedText(saved: Bill): string {
  return saved.excludedFromScores
    ? `${saved.billNumber} is excluded from officials' scores; its voters are rescored.`
    : `${saved.billNumber} counts in officials' scores again; its voters are rescored.`;
}

/**
 * Staff: take the bill out of officials' scores, or put it back (docs/decisions/0330-vote-kinds-and-exclusions.md).
 * One button that says what it will do; every official who voted on the bill is rescored at once.
 */
export function ExcludeBillControl({ bill }: { bill: Bill }) {
  const save = useSetBillExclusion(bill.id);
  const excluded = bill.excludedFromScores;
  const failure = save.isError ? (serverMessage(save.error) ?? 'Could not change whether the bill counts. Please try again.') : null;
  return (
    <section aria-labelledby={`exclude-bill-${bill.id}`} className="mt-4 border border-rule bg-raised p-4">
      <h2 id={`exclude-bill-${bill.id}`} className="font-sans text-sm font-bold tracking-wider text-ink uppercase">
        Scores from this bill
      </h2>
      <p className="mt-1 font-sans text-xs text-muted">
        Staff only.{' '}
        {excluded
          ? "Excluded: votes on this bill count in no official's score."
          : "Votes on this bill count in officials' scores when it is scored and of a kind that counts."}{' '}
        Every official who voted on it is rescored at once.
      </p>
      <FormError message={failure} />
      <div className="mt-3 flex justify-end">
        <Button
          type="button"
          variant={excluded ? 'default' : 'outline'}
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { excluded: !excluded },
              { onSuccess: (saved) => toast({ title: 'Scores updated', description: savedText(saved) }) },
            )
          }
        >
          {save.isPending ? 'Saving...' : excluded ? 'Include in scores' : 'Exclude from scores'}
        </Button>
      </div>
    </section>
  );
}
