import { cn } from '../lib/cn.ts';
import { scoreChipClass } from '../lib/score.ts';

/** The progressive score out of 10, coloured by band (8+ green, 5 to below 8 yellow, below 5 red). */
export function ScoreBadge({ score, className, label = 'Progressive score' }: { score: number; className?: string; label?: string }) {
  return (
    <span
      className={cn('inline-flex items-baseline gap-0.5 rounded-sm px-2 py-1 font-sans font-bold tabular-nums', scoreChipClass(score), className)}
      aria-label={`${label} ${score} out of 10`}
    >
      <span className="text-lg leading-none">{score}</span>
      <span className="text-xs leading-none">/10</span>
    </span>
  );
}
