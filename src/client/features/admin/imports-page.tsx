import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { type ImportRun, RUN_TRIGGER_LABELS, SYNC_LABELS, type SyncName, type SyncScheduleView } from '../../../shared/schemas/imports.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { dateTime, relativeTime } from '../../lib/time.ts';
import { toast } from '../../lib/toast.ts';
import { useImports, useRunSyncNow } from './api.ts';
import { errorText, Refused } from './refused.tsx';

const IMPORT_LABELS: Record<ImportRun['sync'], string> = {
  ...SYNC_LABELS,
  'congress-data': 'Congress data folder',
  'openstates-people': 'Open States officials',
  'state-candidates': '2026 state candidates',
};
const STATUS_LABELS: Record<ImportRun['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Finished',
  failed: 'Failed',
};
function nextRunText(sync: SyncScheduleView) {
  if (sync.off === 'missing-key') return `Off until ${sync.keySettings.join(' or ')} is set in the server settings`;
  if (sync.off === 'setting') return 'Off in the server settings';
  return sync.nextRunAt ? `Next run ${dateTime(sync.nextRunAt)}` : 'No run scheduled';
}

function SyncRow({ sync, running }: { sync: SyncScheduleView; running: boolean }) {
  const runNow = useRunSyncNow();
  const label = SYNC_LABELS[sync.sync];
  const scheduleId = useId();
  const start = () =>
    runNow.mutate(sync.sync, {
      onSuccess: (answer) => toast({ title: 'Import queued', description: answer.message }),
      onError: (error) => toast({ title: 'Error', description: errorText(error), variant: 'destructive' }),
    });
  return (
    <li className="flex flex-col gap-2 border-b border-rule px-5 py-4 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-sans text-base font-semibold text-ink">{label}</h3>
        <p id={scheduleId} className="text-sm text-muted">
          {nextRunText(sync)}
        </p>
        <p className="text-xs text-muted">
          {sync.lastGoodRunAt ? `Last good run ${relativeTime(sync.lastGoodRunAt)}` : 'No good run yet'}
          {sync.cron ? ` · schedule ${sync.cron} (${sync.timeZone})` : ''}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={start}
        disabled={runNow.isPending || running || sync.off === 'missing-key'}
        aria-label={`Run ${label} now`}
        // Off for want of a key, the button is disabled: the line that says which setting turns it on says why.
        aria-describedby={sync.off === 'missing-key' ? scheduleId : undefined}
      >
        <RefreshCw
          aria-hidden="true"
          className={runNow.isPending || running ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'}
        />
        {running ? 'Running…' : 'Run now'}
      </Button>
    </li>
  );
}

const UNCOUNTED_RUN_TEXT = 'Not counted by item: see its outcome';
/**
 * A run that finished without counting a single item came from an import that reads a whole file or folder at
 * once (the congress-data folder, a LegiScan dataset, the FEC's files): its counts are in its outcome, and
 * zeros beside 'Wrote 1530 roll calls' would be false.
 */
const countsNoItems = (run: ImportRun) => run.status === 'succeeded' && run.itemsTotal === null && run.itemsDone === 0;

function Progress({ run }: { run: ImportRun }) {
  if (countsNoItems(run)) return null;
  // A queued run with an attempt behind it failed or was handed back, and waits for the queue to try again.
  if (run.status === 'queued')
    return <span className="text-muted">{run.attempt > 0 ? `Waiting to resume: ${run.itemsDone} items done` : 'Waiting to start'}</span>;
  const total = run.itemsTotal;
  const label = total === null ? `${run.itemsDone} items done` : `${run.itemsDone} of ${total} items`;
  if (run.status !== 'running') return <span className="whitespace-nowrap">{label}</span>;
  return (
    <span className="grid gap-1">
      <span className="whitespace-nowrap">{label}</span>
      {total ? (
        <progress className="h-1.5 w-32 accent-ink" max={total} value={run.itemsDone} aria-label={`${IMPORT_LABELS[run.sync]}: ${label}`} />
      ) : null}
    </span>
  );
}

function RunRow({ run }: { run: ImportRun }) {
  return (
    <tr className="border-b border-rule align-top last:border-b-0 max-sm:block max-sm:px-5 max-sm:py-3">
      <td className="px-3 py-3 max-sm:block max-sm:px-0 max-sm:py-0.5">
        <span className="font-semibold text-ink">{IMPORT_LABELS[run.sync]}</span>
        <span className="block text-xs whitespace-nowrap text-muted">{RUN_TRIGGER_LABELS[run.trigger]}</span>
      </td>
      <td className="px-3 py-3 max-sm:block max-sm:px-0 max-sm:py-0.5">
        <time dateTime={run.startedAt ?? run.queuedAt} className="block whitespace-nowrap text-ink">
          {dateTime(run.startedAt ?? run.queuedAt)}
        </time>
        {run.finishedAt ? <span className="text-xs text-muted">ended {relativeTime(run.finishedAt)}</span> : null}
      </td>
      <td className="px-3 py-3 max-sm:block max-sm:px-0 max-sm:py-0.5">
        <span className={run.status === 'failed' ? 'font-semibold text-score-low' : 'font-semibold text-ink'}>
          {STATUS_LABELS[run.status]}
        </span>
        {run.attempt > 1 ? <span className="block text-xs text-muted">attempt {run.attempt}</span> : null}
        <span className="block text-sm">
          <Progress run={run} />
        </span>
      </td>
      <td className="px-3 py-3 whitespace-nowrap max-sm:block max-sm:px-0 max-sm:py-0.5">
        {countsNoItems(run) ? (
          <span className="text-muted">{UNCOUNTED_RUN_TEXT}</span>
        ) : (
          <>
            {run.added} added · {run.updated} updated · {run.unchanged} unchanged ·{' '}
            <span className={run.failed ? 'text-score-low' : undefined}>{run.failed} failed</span>
          </>
        )}
      </td>
      <td className="px-3 py-3 max-sm:block max-sm:px-0 max-sm:py-0.5">
        {/* A message may name an upstream address: it wraps anywhere rather than widen the page. */}
        {run.message ? <p className="text-sm text-ink [overflow-wrap:anywhere]">{run.message}</p> : null}
        {run.errors.length ? (
          <details className="text-xs">
            <summary className="cursor-pointer text-score-low">
              {run.errors.length === 1 ? '1 error' : `${run.errors.length} errors`}
            </summary>
            <ul className="mt-1 grid gap-1 text-muted [overflow-wrap:anywhere]">
              {run.errors.map((error, i) => (
                <li key={i}>{error}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </td>
    </tr>
  );
}

/** Staff: every sync's schedule with 'Run now', and every import run on record with its live progress. */
export function ImportsPage() {
  const imports = useImports();
  const runs = imports.data?.runs ?? [];
  const busy = (sync: SyncName) => runs.some((run) => run.sync === sync && (run.status === 'queued' || run.status === 'running'));

  return (
    <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 pt-6 pb-16 sm:px-6">
      <header>
        <h1 className="font-display text-3xl font-bold text-ink">Imports</h1>
        <p className="mt-1 font-serif text-sm text-muted italic">Public data kept current on a schedule, and every import run on record.</p>
      </header>
      {imports.isLoading ? (
        <div aria-busy="true" aria-label="Loading imports" className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : imports.isError ? (
        <Refused error={imports.error} what="Imports" />
      ) : (
        <>
          <Card>
            <h2 className="border-b border-rule px-5 py-3 font-sans text-sm font-semibold tracking-wide text-muted uppercase">
              Scheduled syncs
            </h2>
            <ul>
              {imports.data!.syncs.map((sync) => (
                <SyncRow key={sync.sync} sync={sync} running={busy(sync.sync)} />
              ))}
            </ul>
          </Card>
          <Card>
            <h2 className="border-b border-rule px-5 py-3 font-sans text-sm font-semibold tracking-wide text-muted uppercase">Runs</h2>
            {runs.length === 0 ? (
              <p className="p-5 text-sm text-muted">No import has run yet</p>
            ) : (
              <div
                role="region"
                aria-label="Import runs"
                tabIndex={0}
                className="overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-ink"
              >
                <table className="w-full border-collapse font-sans text-sm max-sm:block">
                  <caption className="sr-only">Import runs, newest first</caption>
                  <thead className="border-b border-rule-strong text-left text-xs tracking-wide text-muted uppercase max-sm:hidden">
                    <tr>
                      {['Import', 'When', 'Status', 'Counts', 'Outcome'].map((column) => (
                        <th key={column} scope="col" className="px-3 py-2 font-semibold">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="max-sm:block" aria-live="polite">
                    {runs.map((run) => (
                      <RunRow key={run.id} run={run} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
        </>
      )}
    </main>
  );
}
