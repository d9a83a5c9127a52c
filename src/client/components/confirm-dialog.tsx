import type { ReactNode } from 'react';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  /** The button that keeps things as they are: 'Cancel' unless a clearer word fits ('Keep editing'). */
  cancelLabel?: string;
};

/** Asks before an action that takes something away; Cancel is focused first, so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <div className="grid gap-4 font-serif text-ink">
        {children}
        <div className="flex flex-wrap justify-end gap-2 border-t border-rule pt-4">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button className="bg-score-low text-paper hover:bg-score-low/85" disabled={pending} onClick={onConfirm}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
