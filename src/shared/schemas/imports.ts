import { z } from 'zod';
import { isoDateTime } from './common.ts';

/** The scheduled syncs, with the words the Imports page names them by. */
export const SYNC_LABELS = {
  members: 'Members',
  votes: 'Votes',
  legislation: 'Bills',
  candidates: 'Candidates',
  legiscan: 'State legislatures (LegiScan)',
} as const;
export type SyncName = keyof typeof SYNC_LABELS;
export const syncName = z.enum(Object.keys(SYNC_LABELS) as [SyncName, ...SyncName[]], { error: 'Unknown sync' });

/**
 * Every import a run can be of: the syncs (a LegiScan dataset imported by hand or by the demo's first start
 * is a run of the 'legiscan' sync too), and the operator's bulk imports of a congress-data folder and of an
 * Open States people archive, and of a 2026 state-candidate list.
 */
export const importName = z.enum([...syncName.options, 'congress-data', 'openstates-people', 'state-candidates']);

/** Who started a run; 'seed' is the demo's first start loading its bundled data. */
export const RUN_TRIGGER_LABELS = {
  button: 'Staff button',
  cli: 'Command line',
  schedule: 'Schedule',
  'run-now': 'Run now',
  seed: 'Demo seed, first start',
} as const;
export const runTrigger = z.enum(
  Object.keys(RUN_TRIGGER_LABELS) as [keyof typeof RUN_TRIGGER_LABELS, ...(keyof typeof RUN_TRIGGER_LABELS)[]],
);

/** One import run on record, with its progress while it runs. */
export const importRun = z.object({
  id: z.number().int(),
  sync: importName,
  trigger: runTrigger,
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  attempt: z.number().int(),
  queuedAt: isoDateTime,
  startedAt: isoDateTime.nullable(),
  finishedAt: isoDateTime.nullable(),
  itemsDone: z.number().int(),
  itemsTotal: z.number().int().nullable(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  errors: z.array(z.string()),
  message: z.string().nullable(),
});
export type ImportRun = z.input<typeof importRun>;

/** One sync's schedule: its next run, or why it has none. */
export const syncSchedule = z.object({
  sync: syncName,
  cron: z.string().nullable(),
  timeZone: z.string(),
  nextRunAt: isoDateTime.nullable(),
  /** Why it is off: its setting says 'off', or the API key it needs is missing. */
  off: z.enum(['setting', 'missing-key']).nullable(),
  /** Off for want of a key: the server settings, any one of which turns it on (empty otherwise). */
  keySettings: z.array(z.string()),
  lastGoodRunAt: isoDateTime.nullable(),
});
export type SyncScheduleView = z.input<typeof syncSchedule>;

/** GET /api/admin/imports: each sync's schedule and the newest runs. */
export const importsOverview = z.object({
  syncs: z.array(syncSchedule),
  runs: z.array(importRun),
});
export type ImportsOverview = z.input<typeof importsOverview>;

/** POST /api/admin/imports/:sync/run: the run that was queued. */
export const runQueued = z.object({ message: z.string(), jobId: z.string() });

/**
 * When the votes shown were last brought up to date, for the 'Votes as of …' mark: null while the
 * votes sync keeps them current (docs/decisions/0243-votes-as-of.md).
 */
export const votesFreshness = z.object({ staleSince: isoDateTime.nullable(), votesAsOf: isoDateTime.nullable() });
export type VotesFreshness = z.input<typeof votesFreshness>;
