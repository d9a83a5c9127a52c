// An official's score receipt: every vote with its bill and the official's attendance, run through the
// same scoreReceipt() the client shows, so the receipt's figures are the ones the list reports
// (docs/decisions/0130-unscored-bills.md).
import type { BillScoreSource } from '../../shared/schemas/bills.ts';
import { scoreReceipt } from '../../shared/scoring.ts';
import type { VoteKind } from '../../shared/vote-kinds.ts';
import type { Database } from '../db/connect.ts';
import { officialAttendance } from '../repositories/roll-calls.ts';
import { listAllOfficialVotes } from '../repositories/votes.ts';
import { officialById } from './officials.ts';

export async function officialReceipt(db: Database, officialId: number) {
  const official = await officialById(db, officialId);
  const [votes, attendance] = await Promise.all([listAllOfficialVotes(db, officialId), officialAttendance(db, officialId)]);
  const receipt = scoreReceipt(
    // The CHECK constraint guarantees the score source, the generated column the kind; the casts only tell TypeScript.
    votes.map((vote) => ({
      voteId: vote.id,
      vote: vote.vote,
      votedAt: vote.votedAt,
      bill: vote.bill && {
        ...vote.bill,
        scoreSource: vote.bill.scoreSource as BillScoreSource | null,
        voteKind: vote.bill.voteKind as VoteKind,
      },
    })),
    official.party,
    attendance,
  );
  return { officialId, party: official.party, ...receipt };
}
