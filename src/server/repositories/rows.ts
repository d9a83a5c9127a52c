// Small shared reads over the tables with a serial `id`.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { bills, candidates, officials, rollCalls } from '../db/schema.ts';

type SerialTable = typeof bills | typeof candidates | typeof officials | typeof rollCalls;

export async function rowExists(db: Database, table: SerialTable, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as typeof bills)
    .where(eq(table.id, id));
  return row !== undefined;
}
