import { CircleHelp } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../lib/cn.ts';
import { paths } from '../lib/paths.ts';

/** 'How scores work': the About the scores page, from beside any score (never inside a card, which is a button). */
export function HowScoresWorkLink({ className }: { className?: string }) {
  return (
    <Link
      href={paths.aboutScores}
      onClick={() => window.scrollTo({ top: 0 })}
      className={cn('inline-flex items-center gap-1 font-sans text-sm font-semibold text-ink underline underline-offset-4', className)}
    >
      <CircleHelp className="size-4" aria-hidden="true" />
      How scores work
    </Link>
  );
}
