// LegiScan's monthly request budget, counted in the database (app_state 'legiscan-requests': the month
// and its count) so that every instance sharing the key draws on one count. A request is counted before
// it is sent, in one statement that also refuses it once the month's budget is spent: two instances never
// both take the last one.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { appState } from '../db/schema.ts';

export const LEGISCAN_REQUESTS_KEY = 'legiscan-requests';

type Count = { month: string; count: number };

/** The calendar month (UTC) a moment falls in: '2026-11'. */
export const monthOf = (now: Date) => now.toISOString().slice(0, 7);

/** Counts one request of `month`, if the budget has room: the month's count after it, or null when it is spent. */
export async function takeLegiscanRequest(db: Database, month: string, limit: number): Promise<number | null> {
  const first: Count = { month, count: 1 };
  const [row] = await db
    .insert(appState)
    .values({ key: LEGISCAN_REQUESTS_KEY, value: first })
    .onConflictDoUpdate({
      target: appState.key,
      // A new month starts its count afresh.
      set: {
        value: sql`case when ${appState.value}->>'month' = ${month}
          then jsonb_build_object('month', ${month}::text, 'count', (${appState.value}->>'count')::int + 1)
          else ${JSON.stringify(first)}::jsonb end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${appState.value}->>'month' <> ${month} or (${appState.value}->>'count')::int < ${limit}`,
    })
    .returning({ value: appState.value });
  return row ? (row.value as Count).count : null;
}

/** How many requests `month` has counted so far. */
export async function legiscanRequestsUsed(db: Database, month: string): Promise<number> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, LEGISCAN_REQUESTS_KEY));
  const count = row?.value as Count | undefined;
  return count?.month === month ? count.count : 0;
}
