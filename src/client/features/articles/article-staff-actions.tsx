import { EyeOff, History, PenLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Article } from '../../../shared/schemas/articles.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toastWriteError } from '../../lib/auth.ts';
import { toast } from '../../lib/toast.ts';
import { useDeleteArticle, useUnpublishArticle } from './api.ts';
import { ArticleEditorDialog } from './article-editor-dialog.tsx';
import { RevisionsDialog } from './revisions-dialog.tsx';

type Open = 'edit' | 'history' | 'unpublish' | 'delete' | null;

/** Staff's tools on an article: edit, its revision history, unpublish (back to drafts) and delete. */
export function ArticleStaffActions({ article, onGone }: { article: Article; onGone?: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const unpublish = useUnpublishArticle();
  const remove = useDeleteArticle();
  const close = (next: boolean) => (next ? undefined : setOpen(null));
  const isDraft = article.status === 'draft';

  const takeDown = (action: typeof unpublish | typeof remove, title: string, failure: string) =>
    action.mutate(article.id, {
      onSuccess: () => {
        toast({ title });
        setOpen(null);
        onGone?.();
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
        onConfirm={() => takeDown(unpublish, 'Article unpublished', 'Failed to unpublish article')}
      >
        <p>Readers will no longer find it, and its discussion is hidden. It goes back to the drafts, where it can be edited and published again.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={close}
        title={`Delete “${article.title}”?`}
        confirmLabel="Delete Article"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => takeDown(remove, 'Article deleted', 'Failed to delete article')}
      >
        <p>The article, its revisions and its comments are removed for good. This cannot be undone{isDraft ? '.' : '; to take it down for a while, unpublish it instead.'}</p>
      </ConfirmDialog>
    </div>
  );
}
