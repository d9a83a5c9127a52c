// The sorts of the officials list, each described once (docs/decisions/0238-officials-a-page-at-a-time.md,
// 0320-one-home-per-concept.md): the keys it orders by, and for each key its SQL order, how a page's
// position is compared with it, and what a page's cursor holds for it. The list, its pages and the
// cursors the pages give out all read them here.
import { type SQL, sql } from 'drizzle-orm';
import type { OfficialSort } from '../../shared/api/officials.ts';
import type { CursorKind, CursorValue } from '../db/cursor.ts';
import { officialNameKey, officials } from '../db/schema.ts';

/** What a position is read from: an official as the list has it. */
type SortedOfficial = { id: number; name: string; votingScore: number; scoredVoteCount: number };

type SortKey = {
  /** The term of ORDER BY. */
  order: SQL;
  /** What a position is compared with: the key in the order's own sequence, never null. */
  compared: SQL;
  descending: boolean;
  /** What a cursor holds for the key, checked when the cursor comes back (db/cursor.ts). */
  kind: CursorKind;
  /** The cursor's value for an official. */
  valueOf: (official: SortedOfficial) => CursorValue;
  /** A cursor's value as SQL of the compared expression's type. */
  read: (value: unknown) => SQL;
};

const direction = (descending: boolean) => sql.raw(descending ? 'desc' : 'asc');
const readInteger = (value: unknown) => sql`${value}::integer`;

const byId = (descending: boolean): SortKey => ({
  order: sql`${officials.id} ${direction(descending)}`,
  compared: sql`${officials.id}`,
  descending,
  kind: 'id',
  valueOf: (official) => official.id,
  read: readInteger,
});

const nameKey = officialNameKey(officials.name);
const byName = (descending: boolean): SortKey => ({
  order: sql`${nameKey} ${direction(descending)}`,
  compared: nameKey,
  descending,
  kind: 'string',
  valueOf: (official) => official.name,
  read: (value) => sql`${value}::text collate "und-x-icu"`,
});

/**
 * By score, officials without counted votes (a null score) last either way: 'No votes' is not a 0. The
 * order is the officials_highest_idx or officials_lowest_idx order; a position holds the missing score as
 * one past the end of the 0 to 10 range, −1 below the lowest or 11 above the highest, which compares the
 * same way.
 */
const byScore = (descending: boolean): SortKey => {
  const noScore = descending ? -1 : 11;
  return {
    order: sql`${officials.votingScore} ${direction(descending)} nulls last`,
    compared: sql`coalesce(${officials.votingScore}, ${sql.raw(String(noScore))})`,
    descending,
    kind: 'integer',
    valueOf: (official) => (official.scoredVoteCount > 0 ? official.votingScore : noScore),
    read: readInteger,
  };
};

/** Highest and Lowest Score then by name, A to Z and Z to A, and Default: the order officials were added. */
const OFFICIAL_SORT_KEYS: Record<OfficialSort, readonly SortKey[]> = {
  highest: [byScore(true), byName(false), byId(false)],
  lowest: [byScore(false), byName(false), byId(false)],
  az: [byName(false), byId(false)],
  za: [byName(true), byId(true)],
  default: [byId(false)],
};

/** The ORDER BY of a sort. */
export const officialOrder = (sort: OfficialSort): SQL[] => OFFICIAL_SORT_KEYS[sort].map((key) => key.order);

/** The kinds of a sort's cursor values, one per key. */
export const officialCursorKinds = (sort: OfficialSort): CursorKind[] => OFFICIAL_SORT_KEYS[sort].map((key) => key.kind);

/** Where an official stands in a sort: what the next page's cursor holds. */
export const officialPosition = (sort: OfficialSort, official: SortedOfficial): CursorValue[] =>
  OFFICIAL_SORT_KEYS[sort].map((key) => key.valueOf(official));

/** The officials after `position` in a sort: the first key past it, or equal and the next past it, and so on. */
export function officialsAfter(sort: OfficialSort, position: readonly CursorValue[]): SQL {
  const keys = OFFICIAL_SORT_KEYS[sort];
  const past = (key: SortKey, i: number) => sql`${key.compared} ${sql.raw(key.descending ? '<' : '>')} ${key.read(position[i])}`;
  const equal = (key: SortKey, i: number) => sql`${key.compared} = ${key.read(position[i])}`;
  const branches = keys.map((key, i) => sql.join([...keys.slice(0, i).map(equal), past(key, i)], sql` and `));
  return sql`(${sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` or `,
  )})`;
}
