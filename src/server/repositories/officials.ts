// Officials with their voting records as stored on each row (repositories/official-aggregates.ts,
// docs/decisions/0140-stored-aggregates.md): a read never aggregates the votes table. The lean follows from
// the stored score and the party as scoring.ts (officialRecord) has it; tests hold the two to the same answers.
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Chamber, OfficialSort } from '../../shared/api/officials.ts';
import { federalChamber } from '../../shared/federal-chamber.ts';
import type { StateChamberName } from '../../shared/legislatures.ts';
import { officialChamberName } from '../../shared/official-chamber-name.ts';
import type { OfficialChamber, OfficialLevel } from '../../shared/schemas/officials.ts';
import { PARTY_BASELINES } from '../../shared/scoring.ts';
import { statehouseSeats } from '../../shared/state-districts.ts';
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
/** Congress's filter by office: Senate matches 'senator' or 'senate', House 'representative' or 'house'. */
const CONGRESS_MATCH: Record<'senate' | 'house', SQL> = {
  senate: sql`(${office} = 'senator' or strpos(${office}, 'senate') > 0)`,
  house: sql`(${office} = 'representative' or strpos(${office}, 'representative') > 0 or strpos(${office}, 'house') > 0)`,
};
const inChambers = (...chambers: OfficialChamber[]) => inArray(officials.chamber, chambers);

/**
 * The chamber filter at each level (docs/decisions/0328-state-officials-on-screen.md): Congress's by office,
 * as it always was; a statehouse's by the stored chamber, Senate the upper chamber or a one-chamber
 * legislature (whose members are senators), House the lower. An executive is an official of no chamber.
 */
function chamberCondition(level: OfficialLevel | undefined, chamber: Exclude<Chamber, 'all'>): SQL {
  if (chamber === 'executive') return isNull(officials.chamber);
  const upper = chamber === 'senate' || chamber === 'upper';
  const lower = chamber === 'house' || chamber === 'lower';
  const federal = upper ? CONGRESS_MATCH.senate : lower ? CONGRESS_MATCH.house : sql`false`;
  const state = upper ? inChambers('upper', 'legislature') : lower ? inChambers('lower') : inChambers('legislature');
  if (level === 'federal') return federal;
  if (level === undefined) return sql`(${eq(officials.level, 'federal')} and ${federal} or ${officials.level} <> 'federal' and ${state})`;
  return state;
}

/**
 * Whether the official holds office today (docs/decisions/0338-legiscan-status-words-and-former-officials.md):
 * Open States' import ends the term of a state or local official who left (term_end, their last day in
 * office), and a legislator's term ends on its own date. Congress's term_end is only the term's scheduled
 * end, which no import moves for a member who leaves and which passes for every House member each January
 * until the next import renews it, so a member of Congress is always taken as sitting.
 */
export const holdsOffice = sql`(${officials.level} = 'federal' or ${officials.termEnd} is null or ${officials.termEnd} >= current_date)`;

export type OfficialFilter = {
  /**
   * Every level when left out (a staff tool, the search), former officials too; the API's default is
   * federal. With a level, only officials in office (holdsOffice).
   */
  level?: OfficialLevel | undefined;
  chamber: Chamber;
  state?: string | undefined;
  district?: number | undefined;
  /** Mine's statehouse districts (with `district`). */
  upper?: string | undefined;
  lower?: string | undefined;
  name?: string | undefined;
};

/** A reader's place as the 'Mine' filter reads it: the congressional district, and the statehouse districts when known. */
export type MinePlace = { state: string; district: number; upper?: string | undefined; lower?: string | undefined };

/**
 * A reader's own officials, by what is stored on each (docs/decisions/0333-state-districts-by-zip.md):
 * the state's U.S. senators and the House member of the congressional district (imports store an at-large
 * seat's district as null, the ZIP table as 0); the state's governor and statewide officers (a state
 * official of no chamber), wherever the reader lives; and the statehouse members of the upper and lower
 * districts given — every member a multi-member district elects, Idaho's seats A and B. Mayors are not
 * anyone's by ZIP: no data here tie a ZIP to a city. Someone whose term has ended is nobody's official now.
 */
export function districtOfficials({ state, district, upper, lower }: MinePlace): SQL {
  const seat = district === 0 ? isNull(officials.district) : eq(officials.district, String(district));
  const congress = sql`${eq(officials.level, 'federal')} and (${eq(officials.chamber, 'senate')} or ${eq(officials.chamber, 'house')} and ${seat})`;
  const statehouse = (chambers: StateChamberName[], at: string | undefined) =>
    at === undefined ? [] : [and(inChambers(...chambers), inArray(officials.district, statehouseSeats(state, chambers[0]!, at)))!];
  // An executive (no chamber) wherever the reader lives; legislators by their district.
  const stateSeats = [isNull(officials.chamber), ...statehouse(['upper', 'legislature'], upper), ...statehouse(['lower'], lower)];
  return sql`(${eq(officials.state, state)} and ${holdsOffice} and (${congress} or ${eq(officials.level, 'state')} and (${sql.join(stateSeats, sql` or `)})))`;
}

function filterCondition({ level, chamber, state, district, upper, lower, name }: OfficialFilter): SQL | undefined {
  // Mine is the reader's officials of every level (shared/api/officials.ts): the level is not applied to it.
  const mine = state === undefined || district === undefined ? undefined : districtOfficials({ state, district, upper, lower });
  const conditions = [
    level === undefined || mine ? undefined : eq(officials.level, level),
    // The lists readers meet are of officials in office; Mine's districtOfficials holds the same.
    level === undefined || mine ? undefined : holdsOffice,
    chamber === 'all' ? undefined : chamberCondition(mine ? undefined : level, chamber),
    state === undefined ? undefined : eq(officials.state, state),
    mine,
    // strpos rather than like: the typed text is matched as it is, '%' and '_' included.
    name === undefined ? undefined : sql`strpos(lower(${officials.name}), lower(${name})) > 0`,
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
}

/** Every official matching `which`, with the stored record, in `sort`'s order (the first `limit` of them). */
async function selectOfficials(db: Database, which: SQL | undefined, sort: OfficialSort, limit?: number) {
  const query = db
    .select({
      id: officials.id,
      name: officials.name,
      party: officials.party,
      office: officials.office,
      level: sql<OfficialLevel>`${officials.level}`,
      chamber: sql<OfficialChamber | null>`${officials.chamber}`,
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
      former: sql<boolean>`not ${holdsOffice}`,
    })
    .from(officials)
    .where(which)
    .orderBy(...officialOrder(sort));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => ({ ...row, chamberName: officialChamberName(row) }));
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

/** Every official matching the filter, in the sort's order; without a query, every official of every level by name. */
export const listOfficials = (
  db: Database,
  { sort, ...filter }: OfficialFilter & { sort: OfficialSort } = { chamber: 'all', sort: 'az' },
) => selectOfficials(db, filterCondition(filter), sort);
/** The official, or undefined. */
export const findOfficial = async (db: Database, id: number) => (await selectOfficials(db, eq(officials.id, id), 'default'))[0];
/** Officials as the list has them, by name; search ranks them itself. */
export const listOfficialsById = (db: Database, ids: readonly number[]) => selectOfficials(db, inArray(officials.id, [...ids]), 'az');

/** Each state with an official of this level in office, once, by code: the State view's dropdown. */
export async function listOfficialStates(db: Database, level: OfficialLevel): Promise<string[]> {
  const rows = await db
    .selectDistinct({ state: officials.state })
    .from(officials)
    .where(and(eq(officials.level, level), holdsOffice))
    .orderBy(officials.state);
  return rows.map((row) => row.state);
}

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
