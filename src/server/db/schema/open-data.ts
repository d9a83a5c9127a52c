// API keys for the public read API (docs/decisions/0271-public-read-api.md): only the SHA-256 of a key is
// kept, so a copy of the database gives no one a working key.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [check('api_keys_prefix_short', sql`length(${t.prefix}) <= 16`), index('api_keys_created_idx').on(t.createdAt)],
);
