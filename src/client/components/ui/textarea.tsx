import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldClass } from './input.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-20', className)} {...props} />;
}
