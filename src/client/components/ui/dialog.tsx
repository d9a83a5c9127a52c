import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
};

/** Radix Dialog: traps focus, closes on Escape and returns focus to the control that opened it. */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  // These dialogs are opened from app state rather than a Dialog.Trigger, and Radix returns focus only to
  // its own trigger; so the control focused at opening time is remembered (before Radix moves focus) and
  // focused again on close.
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col border border-rule-strong/30 bg-paper shadow-2xl',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo.current?.isConnected) returnTo.current.focus();
          }}
        >
          <div className="border-b border-rule py-4 pr-14 pl-5">
            <RadixDialog.Title className="font-display text-2xl font-bold text-ink">{title}</RadixDialog.Title>
            {description ? <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description> : null}
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {/* Last in the DOM so the dialog's first field, not the close button, receives focus on open. */}
          <RadixDialog.Close className="absolute top-3 right-3 rounded-sm p-2 text-muted hover:bg-chip hover:text-ink" aria-label="Close">
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
