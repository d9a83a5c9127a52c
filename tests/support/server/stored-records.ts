// What the stored aggregates must equal (docs/decisions/0140-stored-aggregates.md): every official's record
// worked out by src/shared/scoring.ts from their raw votes, and every discussion's comments counted one by
// one, in JavaScript, against the columns the writes keep.
import { eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../src/server/db/connect.ts';
import { articles, bills, candidates, comments, officials, votes } from '../../../src/server/db/schema.ts';
import { listOfficials } from '../../../src/server/repositories/officials.ts';
import { countedBillScore, officialRecord, type ReceiptVote, scoreReceipt } from '../../../src/shared/scoring.ts';
import type { VoteKind } from '../../../src/shared/vote-kinds.ts';

const NO_ATTENDANCE = { rollCalls: 0, missed: 0, from: null, to: null };

/** Answers what scoring.ts gives each official, so a test can check its case exercises something. */
export async function expectStoredRecordsToMatchScoring(db: Database) {
  const [stored, ledger, matched, listed] = await Promise.all([
    db
      .select({
        id: officials.id,
        party: officials.party,
        voteCount: officials.voteCount,
        yesCount: officials.yesCount,
        noCount: officials.noCount,
        scoredVoteCount: officials.scoredVoteCount,
        votePoints: officials.votePoints,
        votingScore: officials.votingScore,
      })
      .from(officials)
      .orderBy(officials.id),
    db
      .select({
        officialId: votes.officialId,
        voteId: votes.id,
        vote: votes.vote,
        votedAt: votes.votedAt,
        billId: bills.id,
        billNumber: bills.billNumber,
        title: bills.title,
        shortTitle: bills.shortTitle,
        progressiveScore: bills.progressiveScore,
        voteKind: bills.voteKind,
        excludedFromScores: bills.excludedFromScores,
      })
      .from(votes)
      .leftJoin(bills, eq(bills.id, votes.billId)),
    db
      .select({ id: candidates.id, officialId: candidates.matchedOfficialId, score: candidates.matchedVotingScore })
      .from(candidates)
      .where(isNotNull(candidates.matchedOfficialId)),
    listOfficials(db),
  ]);
  const votesOf = new Map<number, ReceiptVote<Date>[]>();
  for (const { officialId, billId, billNumber, title, shortTitle, progressiveScore, voteKind, excludedFromScores, ...vote } of ledger) {
    const bill =
      billId === null
        ? null
        : {
            id: billId,
            billNumber: billNumber!,
            title: title!,
            shortTitle,
            progressiveScore,
            voteKind: voteKind as VoteKind,
            excludedFromScores: excludedFromScores!,
          };
    votesOf.set(officialId, [...(votesOf.get(officialId) ?? []), { ...vote, bill }]);
  }
  const expected = stored.map(({ id, party }) => {
    const own = votesOf.get(id) ?? [];
    const receipt = scoreReceipt(own, party, NO_ATTENDANCE);
    return {
      id,
      party,
      voteCount: own.length,
      yesCount: own.filter((v) => v.vote === 'Yes').length,
      noCount: own.filter((v) => v.vote === 'No').length,
      scoredVoteCount: receipt.counted.length,
      votePoints: receipt.points,
      votingScore: receipt.votingScore,
      record: officialRecord(
        own.map((v) => ({ vote: v.vote, billScore: countedBillScore(v.bill) })),
        party,
      ),
    };
  });
  expect(stored).toEqual(expected.map(({ record: _record, ...columns }) => columns));
  // The list and detail read the stored columns: score, counted votes and lean as officialRecord() has them.
  expect(
    Object.fromEntries(
      listed.map((o) => [o.id, { votingScore: o.votingScore, scoredVoteCount: o.scoredVoteCount, ideologicalLean: o.ideologicalLean }]),
    ),
  ).toEqual(Object.fromEntries(expected.map((o) => [o.id, o.record])));
  // A candidate matched to an official carries that official's score (null: no counted votes).
  const scoreOf = new Map(expected.map((o) => [o.id, o.votingScore]));
  expect(matched).toEqual(matched.map((candidate) => ({ ...candidate, score: scoreOf.get(candidate.officialId!) })));
  return expected;
}

/** Answers the counts, so a test can check its case has comments at all. */
export async function expectStoredCommentCountsToMatch(db: Database) {
  const [all, stored] = await Promise.all([
    db.select({ articleId: comments.articleId, billId: comments.billId, candidateId: comments.candidateId }).from(comments),
    Promise.all(
      [articles, bills, candidates].map((table) =>
        db.select({ id: table.id, commentCount: table.commentCount }).from(table).orderBy(table.id),
      ),
    ),
  ]);
  const counted = (['articleId', 'billId', 'candidateId'] as const).map((target, i) =>
    stored[i]!.map(({ id }) => ({ id, commentCount: all.filter((comment) => comment[target] === id).length })),
  );
  expect(stored).toEqual(counted);
  return counted.flat();
}
