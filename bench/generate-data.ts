// Synthetic data for benchmarks: a Congress-sized set of officials, thousands of bills and a vote of
// every official on many of them. Deterministic (seeded), so runs compare like with like.
import type { Database } from '../src/server/db/connect.ts';
import { bills, officials, votes } from '../src/server/db/schema.ts';
import { refreshOfficialAggregates } from '../src/server/repositories/official-aggregates.ts';

export type BenchSize = { officials: number; bills: number; votesPerOfficial: number };

function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const PARTIES = ['Democrat', 'Republican', 'Independent'];
const VOTES = ['Yes', 'No', 'Yes', 'No', 'Not Voting'];

async function insertInChunks<T>(rows: T[], chunk: number, insert: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += chunk) await insert(rows.slice(i, i + chunk));
}

export async function generateBenchData(db: Database, size: BenchSize) {
  const random = seededRandom(42);
  const billRows = Array.from({ length: size.bills }, (_, i) => ({
    billNumber: `H.R. ${i + 1}`,
    title: `Synthetic bill ${i + 1}`,
    summary: 'A generated bill for benchmarks.',
    status: 'Pending',
    level: 'federal',
    progressiveScore: 1 + Math.floor(random() * 10),
    progressiveAnalysis: 'Generated.',
    introducedDate: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000),
  }));
  await insertInChunks(billRows, 1000, (part) => db.insert(bills).values(part));
  const billIds = (await db.select({ id: bills.id }).from(bills)).map((b) => b.id);

  const officialRows = Array.from({ length: size.officials }, (_, i) => ({
    name: `Official ${i + 1}`,
    party: PARTIES[i % PARTIES.length]!,
    office: i % 5 === 0 ? 'Senator' : 'Representative',
    state: 'CA',
  }));
  await insertInChunks(officialRows, 1000, (part) => db.insert(officials).values(part));
  const officialIds = (await db.select({ id: officials.id }).from(officials)).map((o) => o.id);

  const voteRows = officialIds.flatMap((officialId) =>
    Array.from({ length: size.votesPerOfficial }, (_, i) => ({
      officialId,
      billId: billIds[Math.floor(random() * billIds.length)]!,
      vote: VOTES[Math.floor(random() * VOTES.length)]!,
      rollCall: `bench:${i}`,
    })),
  );
  await insertInChunks(voteRows, 2000, (part) => db.insert(votes).values(part));
  // The officials' stored records, as the votes import leaves them.
  await refreshOfficialAggregates(db, officialIds);
  return { officials: officialIds.length, bills: billIds.length, votes: voteRows.length };
}
