// Officials side by side (docs/decisions/0161-compare-officials.md): each one's record as the list shows
// it, and the bills any of them voted on, those all of them voted on and differ on first (decision 0331).

import { OFFICIAL_CHAMBERS } from '../../shared/schemas/officials.ts';
import type { Database } from '../db/connect.ts';
import { notFound } from '../platform/http-error.ts';
import { listAttendance, listLedgerVotes, listPassageChambers } from '../repositories/compare.ts';
import { listOfficialsById } from '../repositories/officials.ts';

type Row = Awaited<ReturnType<typeof listLedgerVotes>>[number];

/** A vote cast: any position but none at all or Not Voting (a missed vote is no way of voting). */
const cast = (vote: string | null) => vote !== null && vote !== 'Not Voting';

/**
 * The bills in the order of their latest vote, each with one vote (or null) per official, in `ids` order:
 * first those every official voted on and differ on, then those they voted on alike, then the bills some of
 * them did not vote on (issue 41: 'voted differently on X of Y bills' counts only bills all of them voted on).
 */
export function compareBills(ids: readonly number[], rows: readonly Row[], chambers: readonly { billId: number; chamber: string }[]) {
  const byBill = new Map<number, { bill: Row; votes: (string | null)[] }>();
  for (const row of rows) {
    const entry = byBill.get(row.billId) ?? { bill: row, votes: ids.map(() => null) };
    const at = ids.indexOf(row.officialId);
    // Rows come latest first: an official's latest vote on a bill is the one kept.
    if (entry.votes[at] === null) entry.votes[at] = row.vote;
    byBill.set(row.billId, entry);
  }
  const compared = [...byBill.values()].map(({ bill, votes }) => {
    // A member with no vote on the bill (a senator on a House bill, say) or who missed it did not vote differently.
    const votedByAll = votes.every(cast);
    return {
      billId: bill.billId,
      billNumber: bill.billNumber,
      title: bill.title,
      shortTitle: bill.shortTitle,
      progressiveScore: bill.progressiveScore,
      votedByAll,
      differ: votedByAll && new Set(votes).size > 1,
      votes,
      chambers: OFFICIAL_CHAMBERS.filter((chamber) => chambers.some((c) => c.billId === bill.billId && c.chamber === chamber)),
    };
  });
  // Stable sort: differing, then alike, then not voted on by all; each group still latest first.
  const group = (b: (typeof compared)[number]) => (b.differ ? 0 : b.votedByAll ? 1 : 2);
  return compared.sort((a, b) => group(a) - group(b));
}

export async function compareOfficials(db: Database, ids: readonly number[]) {
  const [found, attendance, rows] = await Promise.all([listOfficialsById(db, ids), listAttendance(db, ids), listLedgerVotes(db, ids)]);
  const missing = ids.find((id) => !found.some((o) => o.id === id));
  if (missing !== undefined) throw notFound(`Official ${missing} not found`);
  const officials = ids.map((id) => {
    const o = found.find((f) => f.id === id)!;
    const seen = attendance.find((a) => a.officialId === id);
    return {
      id: o.id,
      name: o.name,
      party: o.party,
      office: o.office,
      chamber: o.chamber,
      state: o.state,
      district: o.district,
      score: o.scoredVoteCount > 0 ? o.votingScore : null,
      scoredVoteCount: o.scoredVoteCount,
      lean: o.ideologicalLean,
      rollCalls: seen?.rollCalls ?? 0,
      missedVotes: seen?.missed ?? 0,
    };
  });
  const billIds = [...new Set(rows.map((row) => row.billId))];
  const chambers = billIds.length === 0 ? [] : await listPassageChambers(db, billIds);
  return { officials, bills: compareBills(ids, rows, chambers) };
}
