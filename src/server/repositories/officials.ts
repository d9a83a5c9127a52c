// Officials with their voting aggregates in one query: votes are grouped per official in a
// subquery and joined once, so the list never loops over officials. The arithmetic mirrors
// src/shared/scoring.ts (officialRecord); officials.test.ts holds the two to the same answers.
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Chamber, OfficialSort } from '../../shared/api/officials.ts';
import type { Database } from '../db/connect.ts';
import { rematchCandidates } from './candidate-scores.ts';
import { rowExists } from './rows.ts';
import { officials } from '../db/schema.ts';
import { averageVotingScore, voteTotals } from './vote-totals.ts';

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

export type OfficialFilter = { chamber: Chamber; state?: string | undefined; name?: string | undefined };

function filterCondition({ chamber, state, name }: OfficialFilter): SQL | undefined {
  const conditions = [
    chamber === 'all' ? undefined : CHAMBER_MATCH[chamber],
    state === undefined ? undefined : eq(officials.state, state),
    // strpos rather than like: the typed text is matched as it is, '%' and '_' included.
    name === undefined ? undefined : sql`strpos(lower(${officials.name}), lower(${name})) > 0`,
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
}

/** Every official matching `which`, aggregates included, in `order`. */
async function selectOfficials(db: Database, which: SQL | undefined, order: (score: SQL, scored: SQL) => SQL[]) {
  const totals = voteTotals(db, which);
  const scored = sql`coalesce(${totals.scoredVoteCount}, 0)`;
  const score = sql`coalesce(${averageVotingScore(totals)}, 0)`;
  return db
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
      votingScore: sql<number>`${score}`.mapWith(Number),
      scoredVoteCount: sql<number>`${scored}`.mapWith(Number),
      voteCount: sql<number>`coalesce(${totals.voteCount}, 0)`.mapWith(Number),
      yesCount: sql<number>`coalesce(${totals.yesCount}, 0)`.mapWith(Number),
      noCount: sql<number>`coalesce(${totals.noCount}, 0)`.mapWith(Number),
      // No lean without counted votes (docs/decisions/0012-lean-without-votes.md).
      ideologicalLean: sql<number | null>`case when ${scored} = 0 then null else round(${score} - ${partyBaseline}, 1) end`.mapWith(Number),
    })
    .from(officials)
    .leftJoin(totals, eq(totals.officialId, officials.id))
    .where(which)
    .orderBy(...order(score, scored));
}

/**
 * Names in the Unicode root collation (ICU, built into PostgreSQL and PGlite alike), as a reader and the
 * browser's localeCompare order them: 'André' next to 'Andrea', whatever the database's own locale.
 */
const nameKey = sql`${officials.name} collate "und-x-icu"`;
const byName = () => [asc(nameKey), asc(officials.id)];

/** The officials sorts. By score, officials without counted votes come last either way: 'No votes' is not a 0. */
const SORTS: Record<OfficialSort, (score: SQL, scored: SQL) => SQL[]> = {
  highest: (score, scored) => [sql`${scored} = 0`, desc(score), ...byName()],
  lowest: (score, scored) => [sql`${scored} = 0`, asc(score), ...byName()],
  az: byName,
  za: () => [desc(nameKey), desc(officials.id)],
  default: () => [asc(officials.id)],
};

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
