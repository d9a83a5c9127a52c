import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-sm px-2 py-0.5 font-sans text-xs font-semibold uppercase tracking-wide whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'bg-ink text-paper',
        secondary: 'bg-chip text-ink',
        outline: 'border border-rule-strong/60 text-ink',
        destructive: 'bg-rep text-paper',
        dem: 'bg-dem text-paper',
        rep: 'bg-rep text-paper',
        ind: 'bg-ind text-paper',
        accent: 'bg-accent text-accent-ink',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
