// A reader's stances and their match with every official and candidate who voted on the bills they marked
// (docs/decisions/0162-your-match.md; the rules are shared/match.ts).
import { matchOutcome, matchSummary, type Stance } from '../../shared/match.ts';
import type { Database } from '../db/connect.ts';
import { notFound } from '../platform/http-error.ts';
import { billExists } from '../repositories/bills.ts';
import { listCandidatesOfOfficials, listVotesOnStances, saveReaderStance } from '../repositories/reader-stances.ts';

export async function markStance(db: Database, userId: string, billId: number, stance: Stance) {
  if (!(await billExists(db, billId))) throw notFound('Bill not found');
  return saveReaderStance(db, userId, billId, stance);
}

type VoteRow = Awaited<ReturnType<typeof listVotesOnStances>>[number];

export async function readerMatches(db: Database, userId: string) {
  const rows = await listVotesOnStances(db, userId);
  const byOfficial = new Map<number, { official: VoteRow; bills: Map<number, VoteRow> }>();
  for (const row of rows) {
    const entry = byOfficial.get(row.officialId) ?? { official: row, bills: new Map() };
    // Latest first: an official's latest vote on a bill is the one that counts.
    if (!entry.bills.has(row.billId)) entry.bills.set(row.billId, row);
    byOfficial.set(row.officialId, entry);
  }
  const records = new Map(
    [...byOfficial.entries()].map(([officialId, { bills }]) => {
      const counted = [...bills.values()].map((b) => {
        const stance = b.stance as Stance;
        return { billId: b.billId, billNumber: b.billNumber, title: b.title, stance, vote: b.vote, outcome: matchOutcome(stance, b.vote) };
      });
      return [officialId, { ...matchSummary(counted.map((b) => b.outcome)), bills: counted }] as const;
    }),
  );
  const officialMatches = [...byOfficial.values()].map(({ official: o }) => ({
    kind: 'official' as const,
    id: o.officialId,
    name: o.name,
    party: o.party,
    office: o.office,
    state: o.state,
    officialId: o.officialId,
    ...records.get(o.officialId)!,
  }));
  const candidateMatches = (await listCandidatesOfOfficials(db, [...records.keys()])).map((c) => ({
    kind: 'candidate' as const,
    id: c.id,
    name: c.name,
    party: c.party,
    office: c.office,
    state: c.state,
    officialId: c.officialId!,
    ...records.get(c.officialId!)!,
  }));
  // Best match first; without a percentage last; then by name.
  return [...officialMatches, ...candidateMatches].sort(
    (a, b) =>
      (b.percent ?? -1) - (a.percent ?? -1) ||
      b.agree + b.disagree - (a.agree + a.disagree) ||
      a.name.localeCompare(b.name) ||
      a.kind.localeCompare(b.kind),
  );
}
