import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '../../../shared/constants.ts';
import { cn } from '../../lib/cn.ts';
import { dismissToast, useToasts } from '../../lib/toast.ts';

/** One toast at a time, 5000 ms, swipe right past 50 px, F8 focuses the region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {children}
      <Toaster />
      <Toast.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}

function Toaster() {
  const toasts = useToasts();
  return toasts.map((t) => (
    <Toast.Root
      key={t.id}
      onOpenChange={(open) => {
        if (!open) dismissToast(t.id);
      }}
      className={cn(
        'toast-root relative grid gap-1 border-l-4 bg-raised p-4 pr-10 shadow-xl ring-1 ring-rule',
        t.variant === 'destructive' ? 'border-score-low' : 'border-ink',
      )}
    >
      <Toast.Title className="font-sans text-sm font-bold text-ink">{t.title}</Toast.Title>
      {t.description ? <Toast.Description className="font-sans text-sm text-muted">{t.description}</Toast.Description> : null}
      <Toast.Close aria-label="Close" className="absolute top-2 right-2 rounded-sm p-1 text-muted hover:text-ink">
        <X className="size-4" aria-hidden="true" />
      </Toast.Close>
    </Toast.Root>
  ));
}
