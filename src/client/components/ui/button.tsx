import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap font-sans text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer',
  {
    variants: {
      variant: {
        default: 'bg-ink text-paper hover:bg-ink/85',
        accent: 'bg-accent text-accent-ink hover:bg-accent/90',
        outline: 'border border-rule-strong/70 bg-transparent text-ink hover:bg-chip',
        ghost: 'bg-transparent text-ink hover:bg-chip',
        link: 'bg-transparent text-ink underline-offset-4 hover:underline px-0',
      },
      size: {
        default: 'h-10 px-4 rounded-sm',
        sm: 'h-9 px-3 rounded-sm',
        icon: 'size-10 rounded-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
