// Officials with their voting records as stored on each row (repositories/official-aggregates.ts,
// docs/decisions/0140-stored-aggregates.md): a read never aggregates the votes table. The lean follows from
// the stored score and the party as scoring.ts (officialRecord) has it; tests hold the two to the same answers.
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Chamber, OfficialSort } from '../../shared/api/officials.ts';
import type { Database } from '../db/connect.ts';
import { officialNameKey, officials } from '../db/schema.ts';
import { rematchCandidates } from './candidate-scores.ts';
import { rowExists } from './rows.ts';

/** The party baselines, matching partyBaseline() in scoring.ts ('dem…', 'rep…', 'ind…'). */
const partyBaseline = sql`case
  when lower(trim(${officials.party})) like 'dem%' then 7.5
  when lower(trim(${officials.party})) like 'rep%' then 2.5
  when lower(trim(${officials.party})) like 'ind%' then 6
  else 5 end`;

const office = sql`lower(trim(${officials.office}))`;
/** The filter by office: Senate matches 'senator' or 'senate', House 'representative' or 'house'. */
const CHAMBER_MATCH: Record<Exclude<Chamber, 'all'>, SQL> = {
  senate: sql`(${office} = 'senator' or strpos(${office}, 'senate') > 0)`,
  house: sql`(${office} = 'representative' or strpos(${office}, 'representative') > 0 or strpos(${office}, 'house') > 0)`,
};

export type OfficialFilter = { chamber: Chamber; state?: string | undefined; district?: number | undefined; name?: string | undefined };

/**
 * A district's House member and its state's senators. Imports store an at-large seat's district as null
 * (normalize.ts normalizeDistrict), the ZIP table as 0.
 */
export function districtOfficials(state: string, district: number): SQL {
  const seat = district === 0 ? sql`${officials.district} is null` : eq(officials.district, String(district));
  return sql`(${officials.state} = ${state} and (${CHAMBER_MATCH.senate} or (${CHAMBER_MATCH.house} and ${seat})))`;
}

function filterCondition({ chamber, state, district, name }: OfficialFilter): SQL | undefined {
  const conditions = [
    chamber === 'all' ? undefined : CHAMBER_MATCH[chamber],
    state === undefined ? undefined : eq(officials.state, state),
    state === undefined || district === undefined ? undefined : districtOfficials(state, district),
    // strpos rather than like: the typed text is matched as it is, '%' and '_' included.
    name === undefined ? undefined : sql`strpos(lower(${officials.name}), lower(${name})) > 0`,
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
}

const nameKey = officialNameKey(officials.name);
const byName = () => [asc(nameKey), asc(officials.id)];

/**
 * The officials sorts. By score, officials without counted votes (a null score) come last either way: 'No
 * votes' is not a 0. Each score sort is the officials_highest_idx or officials_lowest_idx order.
 */
const SORTS: Record<OfficialSort, () => SQL[]> = {
  highest: () => [sql`${officials.votingScore} desc nulls last`, ...byName()],
  lowest: () => [sql`${officials.votingScore} asc nulls last`, ...byName()],
  az: byName,
  za: () => [desc(nameKey), desc(officials.id)],
  default: () => [asc(officials.id)],
};

/** Every official matching `which`, with the stored record, in `order` (the first `limit` of them). */
function selectOfficials(db: Database, which: SQL | undefined, order: () => SQL[], limit?: number) {
  const query = db
    .select({
      id: officials.id,
      name: officials.name,
      party: officials.party,
      office: officials.office,
      state: officials.state,
      district: officials.district,
      bioguideId: officials.bioguideId,
      imageUrl: officials.imageUrl,
      bio: officials.bio,
      termStart: officials.termStart,
      termEnd: officials.termEnd,
      website: officials.website,
      createdAt: officials.createdAt,
      // The API reports 0 without counted votes, and the counted-vote number says which 0 it is.
      votingScore: sql<number>`coalesce(${officials.votingScore}, 0)`.mapWith(Number),
      scoredVoteCount: officials.scoredVoteCount,
      voteCount: officials.voteCount,
      yesCount: officials.yesCount,
      noCount: officials.noCount,
      // No lean without counted votes (docs/decisions/0012-lean-without-votes.md).
      ideologicalLean: sql<number | null>`round(${officials.votingScore} - ${partyBaseline}, 1)`.mapWith(Number),
      scalePosition: officials.scalePosition,
      scaleVoteCount: officials.scaleVoteCount,
    })
    .from(officials)
    .where(which)
    .orderBy(...order());
  return limit === undefined ? query : query.limit(limit);
}

/** One key of a page's order, and how to compare the previous page's last value with it. */
type PageKey = { column: SQL; descending: boolean; value: (position: unknown) => SQL };
// No score sorts last either way: as -1 below the lowest score, as 11 above the highest.
const scoreKey = (noScore: number): PageKey['column'] => sql`coalesce(${officials.votingScore}, ${sql.raw(String(noScore))})`;
const integerValue = (position: unknown) => sql`${position}::integer`;
const nameValue = (position: unknown) => sql`${position}::text collate "und-x-icu"`;
const nameKeys = (descending: boolean): PageKey[] => [
  { column: nameKey, descending, value: nameValue },
  { column: sql`${officials.id}`, descending, value: integerValue },
];

/** Each sort's order as SORTS has it, as keys a page can start after; the cursor holds one value per key. */
const OFFICIAL_PAGE_KEYS: Record<OfficialSort, readonly PageKey[]> = {
  highest: [{ column: scoreKey(-1), descending: true, value: integerValue }, ...nameKeys(false)],
  lowest: [{ column: scoreKey(11), descending: false, value: integerValue }, ...nameKeys(false)],
  az: nameKeys(false),
  za: nameKeys(true),
  default: [{ column: sql`${officials.id}`, descending: false, value: integerValue }],
};

/** Rows after `position` in the keys' order: the first key past it, or equal and the next past it, and so on. */
function afterPosition(keys: readonly PageKey[], position: readonly unknown[]): SQL {
  const past = (key: PageKey, i: number) => sql`${key.column} ${sql.raw(key.descending ? '<' : '>')} ${key.value(position[i])}`;
  const equal = (key: PageKey, i: number) => sql`${key.column} = ${key.value(position[i])}`;
  const branches = keys.map((key, i) => sql.join([...keys.slice(0, i).map(equal), past(key, i)], sql` and `));
  return sql`(${sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` or `,
  )})`;
}

/**
 * One page of the officials matching `filter` in `sort`'s order, after the previous page's last position
 * (its values of OFFICIAL_PAGE_KEYS[sort]); `more` says whether another page follows.
 */
export async function listOfficialsPage(
  db: Database,
  page: { filter: OfficialFilter; sort: OfficialSort; limit: number; after?: readonly unknown[] | undefined },
) {
  const keys = OFFICIAL_PAGE_KEYS[page.sort];
  const which = and(filterCondition(page.filter), page.after && afterPosition(keys, page.after));
  const order = () => keys.map((key) => sql`${key.column} ${sql.raw(key.descending ? 'desc' : 'asc')}`);
  // One row more than asked says whether another page follows.
  const rows = await selectOfficials(db, which, order, page.limit + 1);
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}

/** Without a filter and sort: every official by name (what candidate matching reads). */
export const listOfficials = (db: Database, filter: OfficialFilter = { chamber: 'all' }, sort: OfficialSort = 'az') =>
  selectOfficials(db, filterCondition(filter), SORTS[sort]);
export const findOfficial = async (db: Database, id: number) => (await selectOfficials(db, eq(officials.id, id), SORTS.default))[0];
/** Officials as the list has them, by name; search ranks them itself. */
export const listOfficialsById = (db: Database, ids: readonly number[]) => selectOfficials(db, inArray(officials.id, [...ids]), SORTS.az);

/** A new official; candidates are matched again in the same transaction, as it may be one of theirs. */
export async function createOfficial(db: Database, values: typeof officials.$inferInsert) {
  const [row] = await db.transaction(async (tx) => {
    const added = await tx.insert(officials).values(values).returning({ id: officials.id });
    await rematchCandidates(tx);
    return added;
  });
  return (await findOfficial(db, row!.id))!;
}

export const officialExists = (db: Database, id: number) => rowExists(db, officials, id);
