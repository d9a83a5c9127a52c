import { cn } from '../lib/cn.ts';

/** Money figures as label over amount ('Raised' / '$570,161'), in the grid the caller lays out. */
export function FiguresList({ figures, className }: { figures: readonly (readonly [string, string])[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2', className)}>
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-muted uppercase">{label}</dt>
          <dd className="font-semibold tabular-nums text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
