import type { MastheadUpdate } from '../../shared/schemas/masthead.ts';
import type { Database } from '../db/connect.ts';
import { masthead } from '../db/schema.ts';

/** The one masthead row staff wrote; undefined before they have. */
export async function findMasthead(db: Database) {
  const [row] = await db.select().from(masthead);
  return row;
}

export async function saveMasthead(db: Database, parts: Required<MastheadUpdate>, editorId: string, now: Date) {
  const values = { ...parts, updatedBy: editorId, updatedAt: now };
  await db
    .insert(masthead)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: masthead.id, set: values });
}
