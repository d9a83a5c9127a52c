import { ArrowBigDown, ArrowBigUp } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { applyVote, type VoteState } from './vote.ts';

/** Up/down toggles that only change the count shown here (no server call). */
export function VoteControl({ initialVotes }: { initialVotes: number }) {
  const [state, setState] = useState<VoteState>({ direction: null, count: initialVotes });
  const button = 'cursor-pointer rounded-sm p-1 text-muted hover:bg-chip hover:text-ink aria-pressed:text-accent';
  return (
    <div className="inline-flex items-center gap-1 font-sans text-sm">
      <button type="button" aria-label="Upvote" aria-pressed={state.direction === 'up'} className={button} onClick={() => setState((s) => applyVote(s, 'up'))}>
        <ArrowBigUp className={cn('size-5', state.direction === 'up' && 'fill-current')} aria-hidden="true" />
      </button>
      <span className="min-w-6 text-center font-semibold tabular-nums text-ink" aria-live="polite" aria-label={`${state.count} votes`}>
        {state.count}
      </span>
      <button type="button" aria-label="Downvote" aria-pressed={state.direction === 'down'} className={button} onClick={() => setState((s) => applyVote(s, 'down'))}>
        <ArrowBigDown className={cn('size-5', state.direction === 'down' && 'fill-current')} aria-hidden="true" />
      </button>
    </div>
  );
}
