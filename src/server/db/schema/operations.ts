// Running the site: one-off facts, idempotency keys and import runs.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

// One-off facts about this database, e.g. that the demo seed has run, so a restart never seeds twice.
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first answer to each create sent with an Idempotency-Key (docs/decisions/0151-idempotent-creates.md):
 * written in the create's own transaction, so a retry finds it exactly when the create committed. Keys are
 * per caller (`scope`: the user's id) and expire; expired rows are purged and may be taken over.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Method and path of the call plus a SHA-256 of its validated body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    /** The answer's body exactly as it was sent (serialized JSON). */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * One run of an import, whoever started it (a staff button, `npm run import`, a schedule, 'Run now'):
 * docs/decisions/0241-import-runs-on-record.md. A queued job's run is one row across all its attempts:
 * `attempt` fences a worker that lost its job (a crash, an expired lease) out of the row, and
 * `doneKeys` lets the next attempt resume after the items already written instead of counting them twice.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    // 'members', 'votes', 'legislation', 'candidates', 'congress-data', 'legiscan'.
    sync: text('sync').notNull(),
    // 'button', 'cli', 'schedule', 'run-now', 'seed' (the demo's first start).
    trigger: text('trigger').notNull(),
    // The queue's job, for runs that went through it; one row per job however often it is retried.
    jobId: text('job_id').unique(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    // 'queued', 'running', 'succeeded', 'failed'.
    status: text('status').notNull(),
    attempt: integer('attempt').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // Items done of total, for the running run's progress; total is null until the source has been listed.
    itemsDone: integer('items_done').notNull().default(0),
    itemsTotal: integer('items_total'),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    doneKeys: jsonb('done_keys').$type<string[]>().notNull().default([]),
    message: text('message'),
  },
  (t) => [
    check('import_runs_status_known', sql`${t.status} in ('queued', 'running', 'succeeded', 'failed')`),
    index('import_runs_sync_queued_idx').on(t.sync, t.queuedAt),
    index('import_runs_queued_idx').on(t.queuedAt, t.id),
  ],
);
