// Which of a state's legislative chambers the scaling placed on a scale, and which had too few roll calls to
// (docs/decisions/0326-statehouse-scaling.md): written by the scaling's recompute in its own transaction, one
// app_state row per state ('chamber-scales:MN'), so a screen can say a chamber has too few roll calls rather
// than show no number without a reason.
import { eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { appState } from '../db/schema.ts';

export type ChamberScale = {
  /** LegiScan's session_id: a chamber is scaled per session. */
  sessionId: number;
  chamber: 'upper' | 'lower' | 'legislature';
  /** Its floor roll calls kept for the scale (the smaller side at least 2.5 % of the Yes and No votes). */
  rollCallsKept: number;
  /** Members placed on its scale: none when it has too few roll calls. */
  membersPlaced: number;
  status: 'scaled' | 'too few roll calls';
};

const PREFIX = 'chamber-scales:';

/**
 * Replaces the chambers of `states` (every state when undefined) with these, grouped by state. Meant to run
 * in the recompute's transaction, which the scaling's advisory lock serialises.
 */
export async function writeChamberScales(
  db: Database,
  states: readonly string[] | undefined,
  scales: ReadonlyMap<string, readonly ChamberScale[]>,
): Promise<void> {
  await db.delete(appState).where(
    states
      ? inArray(
          appState.key,
          states.map((state) => PREFIX + state),
        )
      : like(appState.key, `${PREFIX}%`),
  );
  if (scales.size === 0) return;
  await db.insert(appState).values([...scales].map(([state, chambers]) => ({ key: PREFIX + state, value: chambers })));
}

/** Each chamber of each session of a state's legislature, as the last recompute left it: oldest session first. */
export async function chamberScaleStatus(db: Database, state: string): Promise<ChamberScale[]> {
  const [row] = await db
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, PREFIX + state));
  return (row?.value as ChamberScale[] | undefined) ?? [];
}
