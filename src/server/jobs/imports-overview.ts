// What the Imports page shows (each sync's schedule, next run and last good run; the newest runs with their
// progress) and the 'Votes as of …' mark's rule (docs/decisions/0243-votes-as-of.md).
import { CronExpressionParser } from 'cron-parser';
import type { z } from 'zod';
import type { votesFreshness as freshnessSchema, importsOverview as overviewSchema } from '../../shared/schemas/imports.ts';
import type { Database } from '../db/connect.ts';
import type { Config } from '../platform/config.ts';
import { lastGoodRunEnds, recentRuns } from '../repositories/import-runs.ts';
import type { ImportQueue } from './import-queue.ts';
import { configuredSchedule, SYNC_NAMES, SYNCS } from './syncs.ts';

type ImportsOverview = z.output<typeof overviewSchema>;
type VotesFreshness = z.output<typeof freshnessSchema>;

/** The runs the page lists: a month of hourly weekday syncs would be far more; the newest are what staff look at. */
const RUNS_SHOWN = 50;

export async function importsOverview(db: Database, config: Config, queue: ImportQueue | null, now: Date): Promise<ImportsOverview> {
  const lastGood = await lastGoodRunEnds(db);
  const schedules = queue?.schedules();
  const syncs = SYNC_NAMES.map((sync) => {
    const configured = configuredSchedule(config, sync);
    const nextRunAt =
      schedules?.find((s) => s.sync === sync)?.nextRunAt ??
      (configured.cron ? nextOccurrence(configured.cron, config.SYNC_TIMEZONE, now) : null);
    const keySettings = configured.off === 'missing-key' ? [...SYNCS[sync].keySettings] : [];
    return { sync, ...configured, keySettings, timeZone: config.SYNC_TIMEZONE, nextRunAt, lastGoodRunAt: lastGood.get(sync) ?? null };
  });
  // sync, trigger and status are only ever written from the shared schema's values (repositories/import-runs.ts).
  const runs = (await recentRuns(db, RUNS_SHOWN)).map(
    ({ jobId: _job, requestedBy: _by, doneKeys: _keys, ...run }) => run,
  ) as unknown as ImportsOverview['runs'];
  return { syncs, runs };
}

function nextOccurrence(cron: string, tz: string, from: Date): Date {
  return CronExpressionParser.parse(cron, { tz, currentDate: from }).next().toDate();
}

/**
 * The votes are stale once the votes sync has missed two of its scheduled runs in a row (one miss is a
 * hiccup the next hour mends; two mean the source is out or the sync is failing): then the mark says when
 * they were last brought up to date. A sync that is off, or has never run well, marks nothing.
 */
export async function votesFreshness(db: Database, config: Config, now: Date): Promise<VotesFreshness> {
  const { cron } = configuredSchedule(config, 'votes');
  const lastGood = (await lastGoodRunEnds(db)).get('votes');
  if (!cron || !lastGood) return { staleSince: null, votesAsOf: null };
  const schedule = CronExpressionParser.parse(cron, { tz: config.SYNC_TIMEZONE, currentDate: now });
  schedule.prev();
  const secondLastDue = schedule.prev().toDate();
  return lastGood < secondLastDue ? { staleSince: secondLastDue, votesAsOf: lastGood } : { staleSince: null, votesAsOf: null };
}
