import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const fieldClass =
  'w-full rounded-sm border border-rule-strong/40 bg-raised px-3 py-2 font-sans text-base text-ink placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-score-low';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, 'h-10', className)} {...props} />;
}
