import { EyeOff, History, PenLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Article } from '../../../shared/schemas/articles.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toastWriteError } from '../../lib/auth.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { useDeleteArticle, useUnpublishArticle } from './api.ts';
import { ArticleEditorDialog } from './article-editor-dialog.tsx';
import { RevisionsDialog } from './revisions-dialog.tsx';

type Open = 'edit' | 'history' | 'unpublish' | 'delete' | null;

/**
 * Staff's tools on an article: edit, its revision history, unpublish (back to drafts) and delete. An article
 * taken down leads somewhere, never to 'Article Not Found': unpublished, to the drafts where it now is;
 * deleted, to the drafts it came from or to the front page.
 */
export function ArticleStaffActions({ article }: { article: Article }) {
  const [open, setOpen] = useState<Open>(null);
  const [, navigate] = useLocation();
  const unpublish = useUnpublishArticle();
  const remove = useDeleteArticle();
  const close = (next: boolean) => (next ? undefined : setOpen(null));
  const isDraft = article.status === 'draft';

  const takeDown = (action: typeof unpublish | typeof remove, done: { title: string; description: string; to: string }, failure: string) =>
    action.mutate(article.id, {
      onSuccess: () => {
        toast({ title: done.title, description: done.description });
        setOpen(null);
        navigate(done.to);
      },
      onError: (error) => toastWriteError(error, { title: failure }),
    });

  return (
    <div role="group" aria-label="Newsroom" className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => setOpen('edit')}>
        <PenLine aria-hidden="true" /> Edit
      </Button>
      <Button variant="outline" size="sm" onClick={() => setOpen('history')}>
        <History aria-hidden="true" /> History
      </Button>
      {isDraft ? null : (
        <Button variant="outline" size="sm" onClick={() => setOpen('unpublish')}>
          <EyeOff aria-hidden="true" /> Unpublish
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={() => setOpen('delete')}>
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      {open === 'edit' ? <ArticleEditorDialog open onOpenChange={close} article={article} /> : null}
      {open === 'history' ? <RevisionsDialog open onOpenChange={close} article={article} /> : null}
      <ConfirmDialog
        open={open === 'unpublish'}
        onOpenChange={close}
        title={`Unpublish “${article.title}”?`}
        confirmLabel="Unpublish"
        pendingLabel="Unpublishing..."
        pending={unpublish.isPending}
        onConfirm={() =>
          takeDown(
            unpublish,
            { title: 'Article unpublished', description: 'It is back in your drafts.', to: paths.adminDrafts },
            'Failed to unpublish article',
          )
        }
      >
        <p>
          Readers will no longer find it, and its discussion is hidden. It goes back to the drafts, where it can be edited and published
          again.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={close}
        title={`Delete “${article.title}”?`}
        confirmLabel="Delete Article"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          takeDown(
            remove,
            { title: 'Article deleted', description: `“${article.title}” is gone for good.`, to: isDraft ? paths.adminDrafts : paths.home },
            'Failed to delete article',
          )
        }
      >
        <p>
          The article, its revisions and its comments are removed for good. This cannot be undone
          {isDraft ? '.' : '; to take it down for a while, unpublish it instead.'}
        </p>
      </ConfirmDialog>
    </div>
  );
}
