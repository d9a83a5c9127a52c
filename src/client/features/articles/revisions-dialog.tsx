import type { Article, RevisionField } from '../../../shared/schemas/articles.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toastWriteError } from '../../lib/auth.ts';
import { dateTime } from '../../lib/time.ts';
import { toast } from '../../lib/toast.ts';
import { useRestoreRevision, useRevisions } from './api.ts';

const FIELD_LABELS: Record<RevisionField, string> = {
  title: 'Title',
  excerpt: 'Excerpt',
  content: 'Content',
  category: 'Category',
  readTime: 'Read time',
  imageUrl: 'Lead image',
  imageAlt: 'Image description',
  kind: 'Kind of work',
};

type RevisionsDialogProps = { article: Article; open: boolean; onOpenChange: (open: boolean) => void };

/** An article's earlier versions, newest first: who changed what and when, each restorable. */
export function RevisionsDialog({ article, open, onOpenChange }: RevisionsDialogProps) {
  const { data: revisions, isLoading, isError } = useRevisions(article.id);
  const restore = useRestoreRevision();

  function onRestore(revisionId: number) {
    restore.mutate(
      { id: article.id, revisionId },
      {
        onSuccess: () => {
          toast({ title: 'Revision restored' });
          onOpenChange(false);
        },
        onError: (error) => toastWriteError(error, { title: 'Failed to restore revision' }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Revision History" description={article.title} className="sm:max-w-2xl">
      {isLoading ? (
        <div aria-busy="true" aria-label="Loading revisions" className="grid gap-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : isError || !revisions ? (
        <p className="font-sans text-sm text-muted">Could not load the revisions. Please try again.</p>
      ) : revisions.length === 0 ? (
        <p className="font-sans text-sm text-muted">No earlier versions: this article has not been edited.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Revisions">
          {revisions.map((revision) => (
            <li key={revision.id} className="grid gap-2 border border-rule p-3 sm:grid-cols-[1fr_auto] sm:items-start">
              <div className="min-w-0 font-sans text-sm">
                <p className="font-semibold text-ink">
                  <time dateTime={revision.createdAt}>{dateTime(revision.createdAt)}</time> ·{' '}
                  {revision.editorName ?? 'A former staff member'}
                </p>
                <p className="text-muted">Changed: {revision.changedFields.map((field) => FIELD_LABELS[field]).join(', ')}</p>
                <p className="mt-1 truncate text-muted">
                  Title then: <span className="text-ink">{revision.title}</span>
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={restore.isPending}
                onClick={() => onRestore(revision.id)}
                aria-label={`Restore the version from ${dateTime(revision.createdAt)}`}
              >
                Restore
              </Button>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
