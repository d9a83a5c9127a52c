import type { ReactNode } from 'react';
import { Button } from './button.tsx';

type FormActionsProps = {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Another way to save, placed between Cancel and the submit button (e.g. Save Draft). */
  secondary?: ReactNode;
};

/** The Cancel / submit row at the foot of every dialog form; the submit button names the pending state. */
export function FormActions({ onCancel, pending, submitLabel, pendingLabel, secondary }: FormActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-rule pt-4">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      {secondary}
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
