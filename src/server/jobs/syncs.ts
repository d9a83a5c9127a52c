// The five scheduled syncs: which importer each runs, the setting that schedules it, and what a run
// that changed something changes for the response caches (docs/decisions/0242-scheduled-syncs.md).
import type { SyncName } from '../../shared/schemas/imports.ts';
import type { Topic } from '../cache/topics.ts';
import { IMPORT_TOPICS } from '../cache/topics.ts';
import {
  type ImportContext,
  importVotes,
  refreshCandidates,
  refreshLegislation,
  refreshMembers,
  setupProblem,
  syncLegiscan,
} from '../imports/service.ts';
import type { Config } from '../platform/config.ts';

type Sync = {
  run: (ctx: ImportContext) => Promise<{ message?: string }>;
  setting: 'SYNC_MEMBERS_CRON' | 'SYNC_VOTES_CRON' | 'SYNC_BILLS_CRON' | 'SYNC_CANDIDATES_CRON' | 'SYNC_LEGISCAN_CRON';
  topics: readonly Topic[];
  /** The API key settings, any one of which lets it run (imports/service.ts, setupProblem, decides). */
  keySettings: readonly ('CONGRESS_API_KEY' | 'OPENSTATES_API_KEY' | 'FEC_API_KEY' | 'LEGISCAN_API_KEY')[];
};

export const SYNCS: Record<SyncName, Sync> = {
  members: { run: refreshMembers, setting: 'SYNC_MEMBERS_CRON', topics: IMPORT_TOPICS.members, keySettings: ['CONGRESS_API_KEY'] },
  votes: { run: importVotes, setting: 'SYNC_VOTES_CRON', topics: IMPORT_TOPICS.votes, keySettings: ['CONGRESS_API_KEY'] },
  legislation: {
    run: refreshLegislation,
    setting: 'SYNC_BILLS_CRON',
    topics: IMPORT_TOPICS.legislation,
    keySettings: ['CONGRESS_API_KEY', 'OPENSTATES_API_KEY'],
  },
  candidates: { run: refreshCandidates, setting: 'SYNC_CANDIDATES_CRON', topics: IMPORT_TOPICS.candidates, keySettings: ['FEC_API_KEY'] },
  legiscan: { run: syncLegiscan, setting: 'SYNC_LEGISCAN_CRON', topics: IMPORT_TOPICS.legiscan, keySettings: ['LEGISCAN_API_KEY'] },
};

export const SYNC_NAMES = Object.keys(SYNCS) as SyncName[];

/** The job queue's name for a sync's jobs. */
export const queueOf = (sync: SyncName) => `import-${sync}`;

/** The sync whose queue this is (null for any other queue). */
export const syncOfQueue = (queue: string | null): SyncName | null => SYNC_NAMES.find((sync) => queueOf(sync) === queue) ?? null;

/** Jobs whose retries are spent land here, kept for an operator to look at (pg-boss's dead-letter queue). */
export const DEAD_LETTER_QUEUE = 'import-dead-letter';

/** A sync's schedule as configured: its cron expression, or why it is off (its setting, or a missing key). */
export function configuredSchedule(
  config: Config,
  sync: SyncName,
): { cron: string; off: null } | { cron: null; off: 'setting' | 'missing-key' } {
  if (setupProblem(sync, config)) return { cron: null, off: 'missing-key' };
  const cron = config[SYNCS[sync].setting];
  return cron === 'off' ? { cron: null, off: 'setting' } : { cron, off: null };
}
