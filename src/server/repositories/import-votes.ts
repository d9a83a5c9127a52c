// SQL of the roll-call import: one roll call (its bill, if new, the roll call as recorded with every
// member's position, and the score ledger's votes) per transaction. Roll calls are unique by key,
// positions by (roll call, member) and votes by (official, roll call), so a second run adds nothing; a
// roll call read again takes the clerk's corrections (a member's position, the tally) and nothing else.
import { eq, sql } from 'drizzle-orm';
import type { RollCallKind } from '../../shared/schemas/roll-calls.ts';
import type { Database } from '../db/connect.ts';
import { bills, type PartyTally, rollCallPositions, rollCalls, votes } from '../db/schema.ts';
import { firstVoteFromRollCalls } from './bill-first-vote.ts';
import { statusFromRollCalls } from './bill-status.ts';
import { billNumbers, recordEvents, rollCallEvent } from './events.ts';
import { ensureBill, findBillId, type NewImportedBill } from './import-bills.ts';
import { refreshOfficialAggregates } from './official-aggregates.ts';

export type RollCallVote = { officialId: number; vote: string };

export type NewPosition = { memberKey: string; name: string; party: string; state: string; position: string; officialId: number | null };

/** The roll call as the clerk recorded it (docs/decisions/0131-roll-calls.md). */
export type RecordedRollCall = {
  chamber: 'house' | 'senate';
  congress: number;
  session: number;
  number: number;
  question: string;
  result: string;
  kind: RollCallKind;
  sourceUrl: string | null;
  partyTally: PartyTally[];
  /** False when the source gave totals but no member list; positions are then empty. */
  membersRecorded: boolean;
  positions: NewPosition[];
};

/** The bill a roll call is on, built only when needed (an unknown bill); null when it names none. */
type BillLink = { billKey: string; newBill: () => Promise<NewImportedBill> } | { billKey: null };

export type RollCallWrite = BillLink & {
  rollCall: string;
  votedAt: Date;
  /** The score ledger's votes: passage votes only; empty for every other roll call. */
  votes: RollCallVote[];
  /** Absent only where a test sets up ledger votes alone; the votes import always records the roll call. */
  record?: RecordedRollCall;
};

export type RollCallWritten = {
  billCreated: boolean;
  /** The roll call was not stored before. */
  rollCallCreated: boolean;
  votesAdded: number;
  /** Ledger votes and recorded positions a correction changed. */
  votesChanged: number;
  positionsChanged: number;
  votesSkipped: number;
};

export async function writeRollCall(db: Database, write: RollCallWrite): Promise<RollCallWritten> {
  // Fetching a new bill's details happens before the transaction: no network wait holds a transaction open.
  const known = write.billKey === null ? undefined : await findBillId(db, write.billKey);
  const bill = write.billKey !== null && known === undefined ? await write.newBill() : undefined;
  return db.transaction(async (tx) => {
    const ensured = bill ? await ensureBill(tx, bill) : { id: known ?? null, created: false };
    // A staff score change on the bill (updateBillScore) holds a lock this waits for, or waits for this
    // one: whichever commits second recomputes its officials with the other's write in view.
    if (ensured.id !== null) await tx.select({ id: bills.id }).from(bills).where(eq(bills.id, ensured.id)).for('share');
    const recorded = write.record
      ? await recordRollCall(tx, write.rollCall, write.votedAt, ensured.id, write.record)
      : { id: null, created: false, positionsChanged: 0 };
    // A new roll call is one event, however many members voted: followers of each reach it through its positions.
    if (recorded.created && recorded.id !== null && write.record) {
      const billNumber = ensured.id === null ? null : (await billNumbers(tx, [ensured.id])).get(ensured.id);
      await recordEvents(tx, [rollCallEvent({ ...write.record, id: recorded.id, billId: ensured.id, billNumber })]);
    }
    if (write.record && ensured.id !== null) {
      await statusFromRollCalls(tx, [ensured.id]);
      await firstVoteFromRollCalls(tx, [ensured.id]);
    }
    // Deduplicated first: one official twice in a body would otherwise abort the whole statement.
    const unique = [...new Map(write.votes.map((v) => [v.officialId, v])).values()];
    // A vote already in the ledger changes only when the clerk corrected it; xmax = 0 tells an insert from that update.
    const written = unique.length
      ? await tx
          .insert(votes)
          .values(
            unique.map((v) => ({
              officialId: v.officialId,
              billId: ensured.id,
              vote: v.vote,
              rollCall: write.rollCall,
              votedAt: write.votedAt,
            })),
          )
          .onConflictDoUpdate({
            target: [votes.officialId, votes.rollCall],
            set: { vote: sql`excluded.vote` },
            setWhere: sql`${votes.vote} is distinct from excluded.vote`,
          })
          .returning({ officialId: votes.officialId, inserted: sql<boolean>`xmax = 0` })
      : [];
    // New and corrected votes move these officials' stored records, and the stored scores of their candidates follow.
    await refreshOfficialAggregates(
      tx,
      written.map((v) => v.officialId),
    );
    const votesAdded = written.filter((v) => v.inserted).length;
    return {
      billCreated: ensured.created,
      rollCallCreated: recorded.created,
      votesAdded,
      votesChanged: written.length - votesAdded,
      positionsChanged: recorded.positionsChanged,
      votesSkipped: write.votes.length - written.length,
    };
  });
}

/**
 * The roll call row and its positions. A roll call already stored keeps its row, except that it takes a
 * member list it lacked (the source had none then) and a tally the clerk corrected; a position the clerk
 * corrected is updated, and nothing that reads the same is written again.
 */
async function recordRollCall(tx: Database, key: string, votedAt: Date, billId: number | null, record: RecordedRollCall) {
  const { positions, ...header } = record;
  const [existing] = await tx.select({ id: rollCalls.id }).from(rollCalls).where(eq(rollCalls.key, key));
  const [upserted] = await tx
    .insert(rollCalls)
    .values({ ...header, key, votedAt, billId })
    .onConflictDoUpdate({
      target: rollCalls.key,
      set: { partyTally: sql`excluded.party_tally`, membersRecorded: sql`excluded.members_recorded` },
      setWhere: sql`(excluded.members_recorded and not ${rollCalls.membersRecorded}) or (excluded.members_recorded and ${rollCalls.partyTally} is distinct from excluded.party_tally)`,
    })
    .returning({ id: rollCalls.id });
  const id = upserted?.id ?? existing!.id;
  const unique = [...new Map(positions.map((p) => [p.memberKey, p])).values()];
  if (unique.length === 0) return { id, created: !existing, positionsChanged: 0 };
  const written = await tx
    .insert(rollCallPositions)
    .values(unique.map((p) => ({ ...p, rollCallId: id })))
    .onConflictDoUpdate({
      target: [rollCallPositions.rollCallId, rollCallPositions.memberKey],
      set: { position: sql`excluded.position` },
      setWhere: sql`${rollCallPositions.position} is distinct from excluded.position`,
    })
    .returning({ memberKey: rollCallPositions.memberKey });
  return { id, created: !existing, positionsChanged: existing ? written.length : 0 };
}
