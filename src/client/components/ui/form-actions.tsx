import { Button } from './button.tsx';

type FormActionsProps = { onCancel: () => void; pending: boolean; submitLabel: string; pendingLabel: string };

/** The Cancel / submit row at the foot of every dialog form; the submit button names the pending state. */
export function FormActions({ onCancel, pending, submitLabel, pendingLabel }: FormActionsProps) {
  return (
    <div className="flex justify-end gap-2 border-t border-rule pt-4">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
