import { ArrowBigDown, ArrowBigUp } from 'lucide-react';
import { useRef, useState } from 'react';
import type { CommentVoteDirection } from '../../../shared/schemas/comments.ts';
import { toastWriteError } from '../../lib/auth.ts';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast.ts';
import { type CommentTarget, useVoteOnComment } from './api.ts';
import { applyVote, type VoteState } from './vote.ts';

type VoteControlProps = {
  target: CommentTarget;
  commentId: number;
  /** The count and the reader's own vote as the server last said. */
  votes: number;
  direction: CommentVoteDirection | null;
  signedIn: boolean;
};

/**
 * Up/down on a comment, one vote per reader kept on the server (docs/decisions/0232-comment-votes.md): the
 * same arrow again undoes it, the other switches it (the count moves by 2). The count moves at once and
 * takes the server's figure when it answers; a visitor is asked to log in.
 */
export function VoteControl({ target, commentId, votes, direction, signedIn }: VoteControlProps) {
  // What this reader did here, until the discussion is read again with it.
  const [mine, setMine] = useState<VoteState | null>(null);
  const vote = useVoteOnComment(target, commentId);
  const latest = useRef(0);
  const shown = mine ?? { direction, count: votes };

  function click(clicked: 'up' | 'down') {
    if (!signedIn) {
      toast({ title: 'Authentication required', description: 'Please log in to vote on comments.', variant: 'destructive' });
      return;
    }
    const before = shown;
    const next = applyVote(before, clicked);
    setMine(next);
    // Votes on one comment are sent one after another (the mutation's scope); only the latest click's
    // answer is shown, so quick clicks never flicker back to an earlier state.
    const sent = ++latest.current;
    vote.mutate(
      { direction: next.direction },
      {
        onSuccess: (saved) => {
          if (sent === latest.current) setMine({ direction: saved.direction, count: saved.votes });
        },
        onError: (error) => {
          if (sent === latest.current) setMine(before);
          toastWriteError(error, { title: 'Error', description: 'Your vote was not saved. Please try again.' });
        },
      },
    );
  }

  const button = 'cursor-pointer rounded-sm p-1 text-muted hover:bg-chip hover:text-ink aria-pressed:text-accent';
  return (
    <div className="inline-flex items-center gap-1 font-sans text-sm" aria-busy={vote.isPending}>
      <button type="button" aria-label="Upvote" aria-pressed={shown.direction === 'up'} className={button} onClick={() => click('up')}>
        <ArrowBigUp className={cn('size-5', shown.direction === 'up' && 'fill-current')} aria-hidden="true" />
      </button>
      <span className="min-w-6 text-center font-semibold tabular-nums text-ink" aria-live="polite" aria-label={`${shown.count} votes`}>
        {shown.count}
      </span>
      <button
        type="button"
        aria-label="Downvote"
        aria-pressed={shown.direction === 'down'}
        className={button}
        onClick={() => click('down')}
      >
        <ArrowBigDown className={cn('size-5', shown.direction === 'down' && 'fill-current')} aria-hidden="true" />
      </button>
    </div>
  );
}
