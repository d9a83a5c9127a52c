import { Link } from 'wouter';
import type { WrongNumberReport } from '../../../shared/schemas/contact.ts';
import { ShowMore } from '../../components/show-more.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { useResolveWrongNumber, useWrongNumbers } from '../../lib/contact.ts';
import { paths } from '../../lib/paths.ts';
import { dateTime } from '../../lib/time.ts';

function ReportRow({ report }: { report: WrongNumberReport }) {
  const resolve = useResolveWrongNumber();
  const changed = report.currentPhone !== report.reportedPhone;
  return (
    <li className="flex flex-col gap-2 border-b border-rule px-5 py-4 last:border-b-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-0.5 font-sans text-sm">
        <span>
          <Link href={paths.official(report.official.id)} className="font-semibold text-ink underline underline-offset-4">
            {report.official.name}
          </Link>{' '}
          · {report.office}
        </span>
        <span className="text-ink">
          Reported: <span className="font-semibold">{report.reportedPhone}</span>
          {changed ? ` · now ${report.currentPhone ?? 'no number'} (changed by an import since)` : ''}
        </span>
        {report.note ? <span className="text-muted">“{report.note}”</span> : null}
        <span className="text-xs text-muted">
          {dateTime(report.reportedAt)}
          {report.resolvedAt ? ` · resolved ${dateTime(report.resolvedAt)}` : ''}
        </span>
      </div>
      {report.resolvedAt ? (
        <span className="font-sans text-sm text-muted">Resolved</span>
      ) : (
        <Button
          variant="outline"
          size="sm"
          disabled={resolve.isPending}
          onClick={() => resolve.mutate(report.id)}
          aria-label={`Resolve the report on ${report.reportedPhone}`}
        >
          Resolve
        </Button>
      )}
    </li>
  );
}

/**
 * Staff: the wrong numbers readers reported, open ones first, a page at a time
 * (docs/decisions/0284-wrong-number-reports.md, 0315-one-open-wrong-number-report.md).
 */
export function WrongNumbersPage() {
  const reports = useWrongNumbers();
  const status = reports.error instanceof ApiError ? reports.error.status : undefined;
  return (
    <main className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 pt-6 pb-16 sm:px-6">
      <header>
        <h1 className="font-display text-3xl font-bold text-ink">Wrong numbers</h1>
        <p className="mt-1 font-serif text-sm text-muted italic">Office numbers readers reported as wrong. Check each, then resolve it.</p>
      </header>
      {reports.isLoading ? (
        <Skeleton className="h-32" aria-label="Loading the reports" />
      ) : reports.isError ? (
        <p role="alert" className="text-sm text-ink">
          {status === 401 || status === 403
            ? 'Wrong-number reports are for newsroom staff only.'
            : 'Could not load the reports. Please try again.'}
        </p>
      ) : reports.items.length === 0 ? (
        <p className="text-sm text-muted">No reader has reported a wrong number.</p>
      ) : (
        <Card>
          <ul>
            {reports.items.map((r) => (
              <ReportRow key={r.id} report={r} />
            ))}
          </ul>
          {reports.isMoreError ? (
            <p role="alert" className="border-t border-rule px-5 py-3 text-sm text-ink">
              Could not load more reports. Please try again.
            </p>
          ) : null}
          <div className="border-t border-rule px-4 pb-4 empty:hidden">
            <ShowMore
              hasMore={reports.hasMore}
              sentinel={reports.sentinel}
              onMore={reports.showMore}
              loading={reports.isFetchingMore}
              label="Show more reports"
            />
          </div>
        </Card>
      )}
    </main>
  );
}
