import { cn } from '../lib/cn.ts';

// Colours for these seven categories; any other category gets a neutral style.
const CATEGORY_CLASS: Record<string, string> = {
  Policy: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200',
  Environment: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  Justice: 'bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-200',
  Economy: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  Healthcare: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200',
  Education: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  'Civil Rights': 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
};
const NEUTRAL = 'bg-chip text-ink';

export function categoryClass(category: string): string {
  return CATEGORY_CLASS[category] ?? NEUTRAL;
}

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      className={cn('inline-block rounded-sm px-2 py-0.5 font-sans text-xs font-bold uppercase tracking-wider', categoryClass(category))}
    >
      {category}
    </span>
  );
}
