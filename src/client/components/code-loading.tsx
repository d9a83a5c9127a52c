import { cn } from '../lib/cn.ts';
import { Skeleton } from './ui/skeleton.tsx';

/**
 * What shows while a lazily loaded screen's code downloads (React.lazy + Suspense): a heading, a line
 * and a block, roughly where the screen's own heading and content will land.
 */
export function CodeLoading({ className }: { className?: string }) {
  return (
    <div aria-busy="true" className={cn('grid gap-4', className)}>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
