import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { commentTime } from '../../../shared/format.ts';
import { ShowMore } from '../../components/show-more.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { WhenNearView } from '../../components/when-near-view.tsx';
import { useAuth } from '../../lib/auth.ts';
import { nameInitials } from '../../lib/names.ts';
import { useNow } from '../../lib/now.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { type CommentTarget, useComments, useMyCommentVotes, usePostComment } from './api.ts';
import { VoteControl } from './vote-control.tsx';

function CommentsLoading() {
  return (
    <p role="status" className="text-sm text-muted">
      Loading comments...
    </p>
  );
}

/** The comments themselves, newest pages as the reader scrolls, with the reader's own votes on them. */
function CommentList({ target, signedIn }: { target: CommentTarget; signedIn: boolean }) {
  const comments = useComments(target);
  const list = comments.items;
  const myVotes = useMyCommentVotes(
    list.map((c) => c.id),
    signedIn,
  );
  const now = useNow();
  return (
    <>
      {comments.isLoading ? (
        <CommentsLoading />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">No comments yet. Be the first to share your thoughts!</p>
      ) : (
        <ul className="grid gap-4">
          {list.map((comment) => (
            <li key={comment.id} className="flex gap-3 border-b border-rule pb-4">
              <Avatar src={comment.authorProfileImageUrl} fallback={nameInitials(comment.authorName)} className="size-9" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2 font-sans text-sm">
                  <Link href={paths.user(comment.userId)} className="font-semibold text-ink hover:underline">
                    {comment.authorName}
                  </Link>
                  <time dateTime={comment.createdAt} className="text-xs text-muted">
                    {commentTime(comment.createdAt, now)}
                  </time>
                </p>
                <p className="mt-1 font-serif text-base whitespace-pre-line break-words text-ink">{comment.content}</p>
                <div className="mt-1 -ml-1">
                  <VoteControl
                    target={target}
                    commentId={comment.id}
                    votes={comment.votes}
                    direction={myVotes.get(comment.id) ?? null}
                    signedIn={signedIn}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ShowMore
        hasMore={comments.hasMore}
        sentinel={comments.sentinel}
        onMore={comments.showMore}
        loading={comments.isFetchingMore}
        label="Show more comments"
      />
    </>
  );
}

/** The comments section, shared by articles, bills and candidates: its form at once, the comments as the reader nears them. */
export function CommentsSection({ target }: { target: CommentTarget }) {
  const { isAuthenticated } = useAuth();
  const post = usePostComment(target);
  const [text, setText] = useState('');
  const inputId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isAuthenticated) {
      toast({ title: 'Authentication required', description: 'Please log in to post a comment.', variant: 'destructive' });
      return;
    }
    const content = text.trim();
    if (!content) return;
    post.mutate(content, {
      onSuccess: () => {
        setText('');
        toast({ title: 'Comment posted', description: 'Your comment has been added to the discussion.' });
      },
      onError: () => toast({ title: 'Error', description: 'Failed to post comment. Please try again.', variant: 'destructive' }),
    });
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="border-t-2 border-rule-strong pt-4">
      <h2 id={`${inputId}-heading`} className="font-display text-2xl font-bold text-ink">
        Discussion
      </h2>
      <form onSubmit={onSubmit} className="mt-4 grid gap-2">
        <label htmlFor={inputId} className="sr-only">
          Your comment
        </label>
        <Textarea
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={!isAuthenticated}
          placeholder={isAuthenticated ? 'Share your thoughts...' : 'Log in to join the discussion'}
          rows={3}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={!isAuthenticated || text.trim() === '' || post.isPending}>
            {post.isPending ? 'Posting...' : 'Post Comment'}
          </Button>
        </div>
      </form>
      <div className="mt-6">
        <WhenNearView part="Discussion" fallback={<CommentsLoading />}>
          <CommentList target={target} signedIn={isAuthenticated} />
        </WhenNearView>
      </div>
    </section>
  );
}
