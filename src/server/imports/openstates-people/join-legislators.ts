// Joins the LegiScan legislators of some states to their officials (docs/decisions/0325-open-states-officials.md)
// and carries the joins through: positions, the score ledger, the officials' stored records, then the
// chambers' scales. Run at the end of both the Open States import and a LegiScan import, so whichever came
// first, the second finds the other's rows. One transaction; the scaling after it, only when a vote moved.
import { recomputeScaling } from '../../analysis/recompute-scaling.ts';
import type { Database } from '../../db/connect.ts';
import { type JoinedBy, joinLegislators } from '../../domain/legislator-join.ts';
import { storedJoinCards } from '../../repositories/import-openstates-people.ts';
import {
  legiscanLegislators,
  legiscanStates,
  linkPositions,
  syncStateLedger,
  writeJoins,
} from '../../repositories/join-legiscan-people.ts';
import { refreshOfficialAggregates } from '../../repositories/official-aggregates.ts';

export type UnjoinedLegislator = { name: string; chamber: string | null; district: string | null; reason: string };
export type StateJoin = { state: string; legislators: number; joined: Record<JoinedBy, number>; unjoined: UnjoinedLegislator[] };
export type JoinReport = { states: StateJoin[]; changedJoins: number; officialsRescored: number; message: string };

/** One line per state, and one per legislator left unjoined: what the CLI prints and the run keeps. */
export function describeJoin(states: readonly StateJoin[]): string {
  return states
    .map(({ state, legislators, joined, unjoined }) => {
      const head = `${state}: ${legislators - unjoined.length} of ${legislators} LegiScan legislators joined (Ballotpedia ${joined.ballotpedia}, Vote Smart ${joined.votesmart}, name and district ${joined['name-district']})`;
      const rest = unjoined.map(
        (u) => `  not joined: ${u.name} (${u.chamber ?? 'no chamber'}, ${u.district ?? 'no district'}): ${u.reason}`,
      );
      return [head, ...rest].join('\n');
    })
    .join('\n');
}

/** Joins the legislators of `states` (every state LegiScan people are held for, when not given). */
export async function joinStateLegislators(
  db: Database,
  { states, progress }: { states?: readonly string[] | undefined; progress: (line: string) => void },
): Promise<JoinReport> {
  const outcome = await db.transaction(async (tx) => {
    const scope = states ? [...states].sort() : await legiscanStates(tx);
    const held = await legiscanLegislators(tx, scope);
    const cards = await storedJoinCards(tx, scope);
    const report: StateJoin[] = [];
    const changes: { peopleId: number; officialId: number | null; joinedBy: JoinedBy | null }[] = [];
    const rejoined: number[] = [];
    for (const state of scope) {
      const people = held.filter((person) => person.state === state);
      const stateCards = cards.get(state);
      // Before the state's Open States people are in there is nothing to join to (nor any join to undo).
      if (people.length === 0 || !stateCards) continue;
      const joined: Record<JoinedBy, number> = { ballotpedia: 0, votesmart: 0, 'name-district': 0 };
      const unjoined: UnjoinedLegislator[] = [];
      const outcomes = joinLegislators(people, stateCards);
      outcomes.forEach((result, i) => {
        const person = people[i]!;
        if (result.officialId === null)
          unjoined.push({ name: person.name, chamber: person.chamber, district: person.district, reason: result.reason });
        else joined[result.joinedBy] += 1;
        if (person.officialId !== result.officialId || person.joinedBy !== result.joinedBy) {
          changes.push({ peopleId: person.peopleId, officialId: result.officialId, joinedBy: result.joinedBy });
          rejoined.push(...[person.officialId, result.officialId].filter((id): id is number => id !== null));
        }
      });
      report.push({ state, legislators: people.length, joined, unjoined });
    }
    await writeJoins(tx, changes);
    await linkPositions(tx, scope);
    const moved = [...rejoined, ...(await syncStateLedger(tx, scope))];
    await refreshOfficialAggregates(tx, moved);
    return { scope, report, changedJoins: changes.length, officialsRescored: new Set(moved).size };
  });
  // The scales rest on every ledger vote of a chamber: these states' are placed again only when a vote moved.
  if (outcome.officialsRescored > 0) await recomputeScaling(db, { states: outcome.scope });
  const message = describeJoin(outcome.report);
  if (message) progress(`join: ${message.replaceAll('\n', '\n  ')}`);
  return { states: outcome.report, changedJoins: outcome.changedJoins, officialsRescored: outcome.officialsRescored, message };
}
