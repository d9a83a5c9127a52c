// Import Votes: House roll calls from Congress.gov (members by bioguide id) and Senate roll calls from
// senate.gov XML (senators by LIS id, else by name and state through the senators list). Each roll call
// is one transaction. Every roll call is kept as recorded, with every member's position; only passage
// votes also go to the votes ledger that scores count (docs/decisions/0131-roll-calls.md). A roll call
// on a bill we do not have yet creates the bill, from Congress.gov when it has it, else from what the
// roll call itself says. A sync (`recheckSince`) reads only the listed roll calls not yet stored and
// those voted since then, which the clerks may still correct (docs/decisions/0242-scheduled-syncs.md).
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { rollCalls } from '../db/schema.ts';
import type { NewImportedBill } from '../repositories/import-bills.ts';
import { type OfficialKeys, officialKeys, rememberLisId } from '../repositories/import-officials.ts';
import type { ItemOutcome } from '../repositories/import-runs.ts';
import { writeRollCall } from '../repositories/import-votes.ts';
import { federalBillKey, mapCongressBill } from './congress/bill-mapping.ts';
import { type CongressApi, fetchBillFacts } from './congress/bills-client.ts';
import { readHouseRollCall } from './congress/house-roll-call.ts';
import { listHouseRollCalls } from './congress/house-votes-client.ts';
import type { HttpClient } from './http/http-client.ts';
import { billFromRollCall, type RollCallRead } from './roll-call-read.ts';
import type { RunTracker } from './run-recorder.ts';
import { fetchSenateVote, fetchSenators, listSenateVotes, type Senator } from './senate/senate-client.ts';
import { readSenateRollCall, type SenateMember } from './senate/senate-roll-call.ts';
import type { SkippedByKind } from './vote-classification.ts';

export type VotesTally = {
  votesAdded: number;
  votesSkipped: number;
  billsCreated: number;
  billsSkipped: number;
  /** Passage roll calls written to the votes ledger. */
  rollCallsImported: number;
  skippedByKind: SkippedByKind;
  /** Members in a passage roll call who are not among our officials (e.g. since departed). */
  unmatchedMembers: number;
  failures: string[];
  /**
   * Bills this run created that no passage vote has landed on yet. A bill counts as new once, when
   * votes first land on it, even if an earlier cloture vote created it: the message counts the new
   * bills the votes are on.
   */
  newBillsAwaitingVotes: Set<string>;
};

export const emptyTally = (): VotesTally => ({
  votesAdded: 0,
  votesSkipped: 0,
  billsCreated: 0,
  billsSkipped: 0,
  rollCallsImported: 0,
  skippedByKind: {},
  unmatchedMembers: 0,
  failures: [],
  newBillsAwaitingVotes: new Set(),
});

export type VotesSource = {
  db: Database;
  http: HttpClient;
  congressApi: CongressApi;
  senateUrl: string;
  congress: number;
  session: number;
  progress: (line: string) => void;
  run: RunTracker;
  /** Roll calls already stored are read again only when voted since then (the clerks' correction window). */
  recheckSince?: Date;
};

/** A bill a roll call is on, from Congress.gov when it has the bill, else from the roll call alone. */
async function billForVote(source: VotesSource, bill: NonNullable<RollCallRead['bill']>): Promise<NewImportedBill> {
  const facts = await fetchBillFacts(source.http, source.congressApi, { congress: source.congress, ...bill }).catch(() => null);
  return facts ? mapCongressBill(facts) : billFromRollCall(source.congress, bill);
}

/** Writes one roll call (and its bill, if new), then counts it as the import's message reports. */
async function store(source: VotesSource, read: RollCallRead, tally: VotesTally, label: string): Promise<ItemOutcome> {
  const ledger =
    read.kind === 'passage'
      ? read.record.positions.flatMap((p) => (p.officialId ? [{ officialId: p.officialId, vote: p.position }] : []))
      : [];
  const bill = read.bill;
  const link = bill
    ? { billKey: federalBillKey(source.congress, bill.type, bill.number), newBill: () => billForVote(source, bill) }
    : { billKey: null };
  const result = await writeRollCall(source.db, { ...link, rollCall: read.key, votedAt: read.votedAt, votes: ledger, record: read.record });
  const outcome: ItemOutcome =
    result.rollCallCreated || result.votesAdded > 0
      ? 'added'
      : result.votesChanged > 0 || result.positionsChanged > 0
        ? 'updated'
        : 'unchanged';
  if (result.billCreated && link.billKey) tally.newBillsAwaitingVotes.add(link.billKey);
  if (read.kind !== 'passage') {
    tally.skippedByKind[read.kind] = (tally.skippedByKind[read.kind] ?? 0) + 1;
    source.progress(`${label}: recorded (${read.record.kind}, not counted in scores)`);
    return outcome;
  }
  tally.rollCallsImported += 1;
  tally.votesAdded += result.votesAdded;
  tally.votesSkipped += result.votesSkipped;
  if (link.billKey && tally.newBillsAwaitingVotes.delete(link.billKey)) tally.billsCreated += 1;
  else tally.billsSkipped += 1;
  tally.unmatchedMembers += read.record.positions.length - ledger.length;
  source.progress(`${label}: ${result.votesAdded} votes added${result.votesChanged ? `, ${result.votesChanged} corrected` : ''}`);
  return outcome;
}

/**
 * Of the listed roll calls (newest first), those to read: every one not stored yet, and stored ones voted
 * since `recheckSince`. Without `recheckSince` (the staff button) every listed one is read.
 */
async function toRead(source: VotesSource, chamber: 'house' | 'senate', listed: number[]): Promise<number[]> {
  if (!source.recheckSince || listed.length === 0) return listed;
  const keyOf = (n: number) => `${chamber}:${source.congress}:${source.session}:${n}`;
  const stored = await source.db
    .select({ key: rollCalls.key, votedAt: rollCalls.votedAt })
    .from(rollCalls)
    .where(inArray(rollCalls.key, listed.map(keyOf)));
  const votedAt = new Map(stored.map((row) => [row.key, row.votedAt]));
  return listed.filter((n) => {
    const at = votedAt.get(keyOf(n));
    return !at || at >= source.recheckSince!;
  });
}

/** Reads and stores each roll call not finished by an earlier attempt of the run, counting each on the run's record. */
async function readEach(
  source: VotesSource,
  chamber: 'house' | 'senate',
  numbers: number[],
  read: (n: number) => Promise<ItemOutcome>,
  tally: VotesTally,
) {
  const keyOf = (n: number) => `${chamber}:${source.congress}:${source.session}:${n}`;
  const pending = numbers.filter((n) => !source.run.isDone(keyOf(n)));
  await source.run.addTotal(pending.length);
  const label = chamber === 'house' ? 'House roll call' : 'Senate vote';
  for (const n of pending) {
    let outcome: ItemOutcome;
    let problem: string | undefined;
    try {
      outcome = await read(n);
    } catch (error) {
      outcome = 'failed';
      problem = `${label} ${n}: ${(error as Error).message}`;
    }
    if (outcome === 'failed') tally.failures.push(problem ?? `${label} ${n} not found`);
    await source.run.item(keyOf(n), outcome, outcome === 'failed' ? (problem ?? `${label} ${n} not found`) : undefined);
  }
}

export async function importHouseVotes(source: VotesSource, rollCalls: number[] | { max: number }, tally: VotesTally): Promise<void> {
  const { http, congressApi: api, congress, session } = source;
  const rolls = Array.isArray(rollCalls)
    ? rollCalls
    : await toRead(source, 'house', await listHouseRollCalls(http, api, congress, session, rollCalls.max));
  const keys = await officialKeys(source.db);
  await readEach(
    source,
    'house',
    rolls,
    async (roll) => {
      const read = await readHouseRollCall(http, api, (bioguideId) => keys.byBioguide.get(bioguideId), { congress, session, roll });
      return read ? store(source, read, tally, `House roll call ${roll}`) : 'failed';
    },
    tally,
  );
}

export async function importSenateVotes(source: VotesSource, votes: number[] | { max: number }, tally: VotesTally): Promise<void> {
  const { http, senateUrl, congress, session } = source;
  const numbers = Array.isArray(votes)
    ? votes
    : await toRead(source, 'senate', await listSenateVotes(http, senateUrl, congress, session, votes.max));
  const officialOf = senatorMatcher(source, await officialKeys(source.db));
  await readEach(
    source,
    'senate',
    numbers,
    async (number) => {
      const vote = await fetchSenateVote(http, senateUrl, congress, session, number);
      return vote ? store(source, await readSenateRollCall(vote, officialOf), tally, `Senate vote ${number}`) : 'failed';
    },
    tally,
  );
}

/**
 * A senator's official by LIS id, else by name and state through the senators list (read once, when
 * first needed); an LIS id learned that way is remembered so later imports map it directly.
 */
function senatorMatcher(source: VotesSource, keys: OfficialKeys) {
  let senators: Senator[] | undefined;
  return async (member: SenateMember): Promise<number | undefined> => {
    const known = keys.byLis.get(member.lis_member_id);
    if (known) return known;
    senators ??= await fetchSenators(source.http, source.senateUrl);
    const officialId = bySenatorName(senators, keys, member);
    if (officialId && member.lis_member_id) {
      await rememberLisId(source.db, officialId, member.lis_member_id);
      keys.byLis.set(member.lis_member_id, officialId);
    }
    return officialId;
  };
}

/** Same last name and state in the senators list gives the bioguide id; first names disambiguate. */
function bySenatorName(senators: Senator[], keys: OfficialKeys, member: SenateMember) {
  const candidates = senators.filter((s) => s.state === member.state && s.lastName.toLowerCase() === member.last_name.toLowerCase());
  const pick =
    candidates.length === 1 ? candidates[0] : candidates.find((s) => s.firstName.toLowerCase().startsWith(member.first_name.toLowerCase()));
  return pick ? keys.byBioguide.get(pick.bioguideId) : undefined;
}
