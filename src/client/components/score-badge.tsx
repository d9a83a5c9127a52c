import { NOT_YET_SCORED } from '../../shared/page-texts/bill-texts.ts';
import { cn } from '../lib/cn.ts';
import { scoreChipClass } from '../lib/score.ts';

/**
 * The progressive score out of 10, coloured by band (8+ green, 5 to below 8 yellow, below 5 red). A bill
 * not yet scored (null) shows the words instead, in neutral colours: it has no band to be read as. A score
 * inferred from a roll call rather than set by staff or the rubric reads 'Inferred', and `explanation`
 * (how it was reached) is its tooltip. `size="large"` is a detail page's: the number grows, the words beside it do not.
 */
export function ScoreBadge({
  score,
  className,
  label = 'Progressive score',
  explanation,
  size = 'normal',
}: {
  score: number | null;
  className?: string;
  label?: string;
  explanation?: string | undefined;
  size?: 'normal' | 'large';
}) {
  if (score === null) {
    return (
      <span
        className={cn(
          'inline-flex items-center rounded-sm bg-chip px-2 py-1 font-sans text-xs font-semibold whitespace-nowrap text-muted',
          className,
        )}
        aria-label={`${label}: ${NOT_YET_SCORED.toLowerCase()}`}
      >
        {NOT_YET_SCORED}
      </span>
    );
  }
  return (
    <span
      className={cn(
        'inline-flex items-baseline gap-0.5 rounded-sm font-sans font-bold tabular-nums',
        size === 'large' ? 'px-3 py-2' : 'px-2 py-1',
        scoreChipClass(score),
        className,
      )}
      aria-label={`${explanation ? 'Inferred ' + label.toLowerCase() : label} ${score} out of 10`}
      title={explanation}
    >
      {explanation ? <span className="mr-1 text-xs leading-none font-semibold uppercase">Inferred</span> : null}
      <span className={cn('leading-none', size === 'large' ? 'text-3xl' : 'text-lg')}>{score}</span>
      <span className="text-xs leading-none">/10</span>
    </span>
  );
}
