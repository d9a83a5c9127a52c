// Roll calls written straight into their tables, as the votes import would record them, for tests of
// the reads (the import's own writes are tested with the import).
import type { Database } from '../../../src/server/db/connect.ts';
import { type PartyTally, rollCallPositions, rollCalls } from '../../../src/server/db/schema.ts';

type Position = { memberKey: string; name: string; party?: string; state?: string; position: string; officialId?: number | null };

let nextNumber = 1;

/** One House roll call with its members' positions; the tally is counted from them. */
export async function insertRollCall(
  db: Database,
  values: { billId?: number | null; kind?: string; votedAt: Date; question?: string; positions?: Position[] },
) {
  const number = nextNumber++;
  const positions = (values.positions ?? []).map((p) => ({ party: 'D', state: 'CA', officialId: null, ...p }));
  const tally = new Map<string, PartyTally>();
  for (const p of positions) {
    const row = tally.get(p.party) ?? { party: p.party, yes: 0, no: 0, present: 0, notVoting: 0 };
    const field = ({ Yes: 'yes', No: 'no', Present: 'present', 'Not Voting': 'notVoting' } as const)[p.position as 'Yes'] ?? 'notVoting';
    row[field] += 1;
    tally.set(p.party, row);
  }
  const [row] = await db
    .insert(rollCalls)
    .values({
      key: `house:119:1:${number}`,
      chamber: 'house',
      congress: 119,
      session: 1,
      number,
      question: values.question ?? 'On Passage',
      result: 'Passed',
      kind: values.kind ?? 'passage',
      billId: values.billId ?? null,
      votedAt: values.votedAt,
      sourceUrl: `https://clerk.house.gov/Votes/2025${number}`,
      partyTally: [...tally.values()],
      membersRecorded: positions.length > 0,
    })
    .returning({ id: rollCalls.id, key: rollCalls.key });
  if (positions.length > 0) await db.insert(rollCallPositions).values(positions.map((p) => ({ ...p, rollCallId: row!.id })));
  return row!;
}
