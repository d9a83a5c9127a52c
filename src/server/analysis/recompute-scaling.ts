// The one entry point that places every member on their chamber's scale and infers the scores of passage
// votes (docs/decisions/0205-roll-call-scaling.md). Imports call it right after they write roll calls; no
// read does. The same roll calls always give the same positions and scores.
import type { Database } from '../db/connect.ts';
import type { InferredBasis } from '../db/schema.ts';
import { castVotes, passageRollCalls, type Scaling, scalingGroups, writeScaling } from '../repositories/scaling.ts';
import { chamberSpread, inferScore } from './inferred-scores.ts';
import { scaleChamber } from './roll-call-scaling.ts';

export async function recomputeScaling(db: Database): Promise<{ officialsPlaced: number; billsInferred: number }> {
  const officialPositions = new Map<number, Scaling['officials'][number]>();
  // Per bill, its latest passage roll call that gives a score (groups and roll calls come oldest first).
  const billScores = new Map<number, { score: number; basis: InferredBasis; at: number }>();
  for (const { chamber, congress } of await scalingGroups(db)) {
    const votes = await castVotes(db, chamber, congress);
    const { members } = scaleChamber(votes);
    const position = new Map(members.map((m) => [m.memberKey, m]));
    for (const vote of votes) {
      const placed = position.get(vote.memberKey);
      if (vote.officialId !== null && placed)
        officialPositions.set(vote.officialId, { id: vote.officialId, position: placed.position, voteCount: placed.voteCount });
    }
    const spread = chamberSpread(members.map((m) => m.position));
    const byRollCall = new Map<string, typeof votes>();
    for (const vote of votes) {
      const cast = byRollCall.get(vote.rollCallKey);
      if (cast) cast.push(vote);
      else byRollCall.set(vote.rollCallKey, [vote]);
    }
    for (const rollCall of await passageRollCalls(db, chamber, congress)) {
      const cast = byRollCall.get(rollCall.key) ?? [];
      const side = (vote: 'Yes' | 'No') => cast.filter((v) => v.vote === vote);
      const positions = (vote: 'Yes' | 'No') =>
        side(vote).flatMap((v) => (position.has(v.memberKey) ? [position.get(v.memberKey)!.position] : []));
      const inferred = inferScore(
        { yes: side('Yes').length, no: side('No').length },
        { yes: positions('Yes'), no: positions('No') },
        spread,
      );
      const at = rollCall.votedAt.getTime();
      const previous = billScores.get(rollCall.billId!);
      if (!inferred || (previous && previous.at > at)) continue;
      const { score, ...counts } = inferred;
      billScores.set(rollCall.billId!, {
        score,
        at,
        basis: {
          rollCallId: rollCall.id,
          rollCallKey: rollCall.key,
          chamber: chamber as 'house' | 'senate',
          number: rollCall.number,
          votedAt: rollCall.votedAt.toISOString(),
          ...counts,
        },
      });
    }
  }
  const scaling: Scaling = {
    officials: [...officialPositions.values()].sort((a, b) => a.id - b.id),
    bills: [...billScores].map(([id, { score, basis }]) => ({ id, score, basis })).sort((a, b) => a.id - b.id),
  };
  await writeScaling(db, scaling);
  return { officialsPlaced: scaling.officials.length, billsInferred: scaling.bills.length };
}
