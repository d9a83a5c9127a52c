// Officials with their voting records as stored on each row (repositories/official-aggregates.ts,
// docs/decisions/0140-stored-aggregates.md): a read never aggregates the votes table. The lean follows from
// the stored score and the party as scoring.ts (officialRecord) has it; tests hold the two to the same answers.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Chamber, OfficialSort } from '../../shared/api/officials.ts';
import { federalChamber } from '../../shared/federal-chamber.ts';
import { PARTY_BASELINES } from '../../shared/scoring.ts';
import type { Database } from '../db/connect.ts';
import type { CursorValue } from '../db/cursor.ts';
import { officials } from '../db/schema.ts';
import { rematchCandidates } from './candidate-scores.ts';
import { officialOrder, officialsAfter } from './official-sorts.ts';
import { rowExists } from './rows.ts';

/** The official's party baseline, from the table scoring.ts's partyBaseline() reads: a party by how its name starts. */
const party = sql`lower(trim(${officials.party}))`;
const partyBaseline = sql`case ${sql.join(
  PARTY_BASELINES.byPrefix.map(({ prefix, baseline }) => sql`when starts_with(${party}, ${prefix}) then ${baseline}::numeric`),
  sql` `,
)} else ${PARTY_BASELINES.other}::numeric end`;

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

/** Every official matching `which`, with the stored record, in `sort`'s order (the first `limit` of them). */
function selectOfficials(db: Database, which: SQL | undefined, sort: OfficialSort, limit?: number) {
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
    .orderBy(...officialOrder(sort));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * One page of the officials matching `filter` in `sort`'s order, after the previous page's last position
 * (official-sorts.ts officialPosition); `more` says whether another page follows.
 */
export async function listOfficialsPage(
  db: Database,
  page: { filter: OfficialFilter; sort: OfficialSort; limit: number; after?: readonly CursorValue[] | undefined },
) {
  const which = and(filterCondition(page.filter), page.after && officialsAfter(page.sort, page.after));
  // One row more than asked says whether another page follows.
  const rows = await selectOfficials(db, which, page.sort, page.limit + 1);
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}

/** Every official matching the filter, in the sort's order; without a query, every official by name. */
export const listOfficials = (
  db: Database,
  { sort, ...filter }: OfficialFilter & { sort: OfficialSort } = { chamber: 'all', sort: 'az' },
) => selectOfficials(db, filterCondition(filter), sort);
/** The official, or undefined. */
export const findOfficial = async (db: Database, id: number) => (await selectOfficials(db, eq(officials.id, id), 'default'))[0];
/** Officials as the list has them, by name; search ranks them itself. */
export const listOfficialsById = (db: Database, ids: readonly number[]) => selectOfficials(db, inArray(officials.id, [...ids]), 'az');

/** A new official; candidates are matched again in the same transaction, as it may be one of theirs. */
export async function createOfficial(db: Database, values: typeof officials.$inferInsert) {
  const [row] = await db.transaction(async (tx) => {
    const added = await tx
      .insert(officials)
      .values({ ...values, chamber: values.chamber ?? federalChamber(values.office) })
      .returning({ id: officials.id });
    await rematchCandidates(tx);
    return added;
  });
  return (await findOfficial(db, row!.id))!;
}

export const officialExists = (db: Database, id: number) => rowExists(db, officials, id);
