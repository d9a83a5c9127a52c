import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A placeholder the same size as what it stands for, so nothing shifts when data arrives. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-sm bg-chip', className)} {...props} />;
}
