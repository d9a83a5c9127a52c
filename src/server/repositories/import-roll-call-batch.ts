// SQL of the congress-data import (docs/decisions/0200-congress-data-import.md): many roll calls per
// transaction in a few multi-row statements, because PGlite answers one statement at a time on the event
// loop and a statement per roll call (or per member) would take minutes for a whole Congress. A roll call
// in a batch is written whole from its file: its row (new, or the one another import or an earlier file
// made, by key), all its positions and its ledger votes replace what was there; then the officials whose
// votes changed are recomputed once (0140) and the bills' status follows their roll calls.
import { eq, inArray, sql } from 'drizzle-orm';
import { insertByColumns } from '../db/column-insert.ts';
import type { Database } from '../db/connect.ts';
import { rollCallPositions, rollCalls, votes } from '../db/schema.ts';
import { firstVoteFromRollCalls } from './bill-first-vote.ts';
import { statusFromRollCalls } from './bill-status.ts';
import { billNumbers, recordEvents, rollCallEvent } from './events.ts';
import type { NewImportedBill } from './import-bills.ts';
import { ensureRollCallBills } from './import-roll-call-bills.ts';
import type { RecordedRollCall } from './import-votes.ts';
import { refreshOfficialAggregates, votersOf } from './official-aggregates.ts';
import { memberPositionColumns } from './roll-calls.ts';

export type BatchRollCall = {
  key: string;
  votedAt: Date;
  record: RecordedRollCall;
  /** What the roll call was written from; a rerun compares it to skip unchanged files. */
  sourceHash: string;
  /** The bill it is on, as built from the roll call: inserted only when no bill has its key yet. */
  bill: NewImportedBill | null;
  /** A passage vote: its officials' positions also go to the score ledger. */
  countsInScores: boolean;
  /** Already stored (by an earlier file or another import): its positions and ledger votes are replaced. */
  stored: boolean;
};

export type BatchWritten = { rollCalls: number; positions: number; votes: number; billsCreated: number };

const positionColumns = { rollCallId: rollCallPositions.rollCallId, ...memberPositionColumns };
const voteColumns = {
  officialId: votes.officialId,
  billId: votes.billId,
  vote: votes.vote,
  rollCall: votes.rollCall,
  votedAt: votes.votedAt,
};

/** Each roll call's source hash by key, for those of one Congress: null where another import made it. */
export async function storedSourceHashes(db: Database, congress: number): Promise<Map<string, string | null>> {
  const rows = await db.select({ key: rollCalls.key, hash: rollCalls.sourceHash }).from(rollCalls).where(eq(rollCalls.congress, congress));
  return new Map(rows.map((r) => [r.key, r.hash]));
}

export async function writeRollCallBatch(db: Database, batch: readonly BatchRollCall[]): Promise<BatchWritten> {
  if (batch.length === 0) return { rollCalls: 0, positions: 0, votes: 0, billsCreated: 0 };
  return db.transaction(async (tx) => {
    const { billIds, created, rescored } = await ensureRollCallBills(
      tx,
      batch.flatMap(({ bill }) => bill ?? []),
    );
    const rows = await tx
      .insert(rollCalls)
      .values(
        batch.map(({ key, votedAt, sourceHash, bill, record }) => ({
          ...header(record),
          key,
          votedAt,
          sourceHash,
          billId: bill ? billIds.get(bill.sourceKey)! : null,
        })),
      )
      .onConflictDoUpdate({ target: rollCalls.key, set: excludedHeader })
      .returning({ id: rollCalls.id, key: rollCalls.key });
    const idOf = new Map(rows.map((r) => [r.key, r.id]));
    // One event per roll call new to the database, not per member (followers join through positions).
    const fresh = batch.filter((item) => !item.stored);
    const numbers = await billNumbers(tx, [...billIds.values()]);
    await recordEvents(
      tx,
      fresh.map(({ key, bill, record }) => {
        const billId = bill ? billIds.get(bill.sourceKey)! : null;
        return rollCallEvent({ ...record, id: idOf.get(key)!, billId, billNumber: billId === null ? null : numbers.get(billId) });
      }),
    );
    // Only a roll call stored before has rows to replace; the votes ledger has no index on its roll call alone.
    const replaced = batch.filter((item) => item.stored).map((item) => item.key);
    const removed = replaced.length
      ? await removeRows(
          tx,
          replaced.map((key) => idOf.get(key)!),
          replaced,
        )
      : [];

    const positions = batch.flatMap(({ key, record }) =>
      unique(record.positions, (p) => p.memberKey).map((p) => ({ ...p, rollCallId: idOf.get(key)! })),
    );
    const ledger = batch.flatMap(({ key, votedAt, bill, countsInScores, record }) =>
      countsInScores
        ? unique(
            record.positions.filter((p) => p.officialId !== null),
            (p) => p.officialId,
          ).map((p) => ({
            officialId: p.officialId!,
            billId: bill ? billIds.get(bill.sourceKey)! : null,
            vote: p.position,
            rollCall: key,
            votedAt,
          }))
        : [],
    );
    await insertByColumns(tx, rollCallPositions, positionColumns, positions);
    await insertByColumns(tx, votes, voteColumns, ledger);

    const changed = [...removed.map((v) => v.officialId), ...ledger.map((v) => v.officialId), ...(await votersOf(tx, rescored))];
    await refreshOfficialAggregates(tx, changed);
    await statusFromRollCalls(tx, [...billIds.values()]);
    await firstVoteFromRollCalls(tx, [...billIds.values()]);
    return { rollCalls: rows.length, positions: positions.length, votes: ledger.length, billsCreated: created };
  });
}

/** The positions and ledger votes of roll calls about to be written again; answers whose votes went. */
async function removeRows(tx: Database, ids: number[], keys: string[]) {
  await tx.delete(rollCallPositions).where(inArray(rollCallPositions.rollCallId, ids));
  return tx.delete(votes).where(inArray(votes.rollCall, keys)).returning({ officialId: votes.officialId });
}

/** The roll call's own columns: its positions go to their own table. */
function header(record: RecordedRollCall): Omit<RecordedRollCall, 'positions'> {
  const { positions, ...columns } = record;
  void positions;
  return columns;
}

/** On a key already stored, the file's header replaces the stored one. */
const excludedHeader = Object.fromEntries(
  (
    [
      'chamber',
      'congress',
      'session',
      'number',
      'question',
      'result',
      'kind',
      'billId',
      'votedAt',
      'sourceUrl',
      'partyTally',
      'membersRecorded',
      'sourceHash',
    ] as const
  ).map((column) => [column, sql`excluded.${sql.identifier(rollCalls[column].name)}`]),
);

/** One row per key: one member twice in a file would otherwise abort the whole statement. */
function unique<T>(items: readonly T[], keyOf: (item: T) => unknown): T[] {
  return [...new Map(items.map((item) => [keyOf(item), item])).values()];
}
