// The officials tab and detail (docs/decisions/0111-pagination.md, "Officials and votes"): the list whole,
// filtered and sorted in SQL; votes a page at a time, the cursor being the (voted_at, id) of the last vote sent.

import type { OfficialPagesQuery, OfficialSort, OfficialsQuery } from '../../shared/api/officials.ts';
import type { RecordFilter } from '../../shared/api/record-filters.ts';
import type { Database } from '../db/connect.ts';
import type { Page } from '../db/cursor.ts';
import { type CursorKind, type CursorValue, decodeCursor, encodeCursor, nextCursor } from '../db/cursor.ts';
import { notFound } from '../platform/http-error.ts';
import { createOfficial, findOfficial, listOfficials, listOfficialsPage, officialExists } from '../repositories/officials.ts';
import { listOfficialVotesPage, listVotesPage, type VoteFilter, type VotePosition } from '../repositories/votes.ts';

export function officialList(db: Database, { sort, ...filter }: OfficialsQuery) {
  return listOfficials(db, filter, sort);
}

/** The position a page's cursor holds, per sort: the score key (no score as -1 or 11), the name, the id. */
const OFFICIAL_CURSORS: Record<OfficialSort, readonly CursorKind[]> = {
  highest: ['integer', 'string', 'id'],
  lowest: ['integer', 'string', 'id'],
  az: ['string', 'id'],
  za: ['string', 'id'],
  default: ['id'],
};

/** The position of an official in `sort`'s order, as OFFICIAL_PAGE_KEYS compares it. */
function officialPosition(
  sort: OfficialSort,
  official: { id: number; name: string; votingScore: number; scoredVoteCount: number },
): CursorValue[] {
  const scored = official.scoredVoteCount > 0;
  if (sort === 'highest') return [scored ? official.votingScore : -1, official.name, official.id];
  if (sort === 'lowest') return [scored ? official.votingScore : 11, official.name, official.id];
  if (sort === 'default') return [official.id];
  return [official.name, official.id];
}

/** The Officials tab's list a page at a time, the cursor being the last official's position in the sort. */
export async function officialPage(
  db: Database,
  { sort, limit, cursor, ...filter }: OfficialPagesQuery,
): Promise<Page<Awaited<ReturnType<typeof listOfficials>>[number]>> {
  const after = cursor ? decodeCursor(cursor, OFFICIAL_CURSORS[sort]) : undefined;
  const page = await listOfficialsPage(db, { filter, sort, limit, after });
  return { items: page.rows, next: nextCursor(page, (last) => officialPosition(sort, last)) };
}

/** The official, or undefined (a share card answers a missing one with the app's not-found page). */
export const findOfficialById = (db: Database, id: number) => findOfficial(db, id);

export async function officialById(db: Database, id: number) {
  const found = await findOfficial(db, id);
  if (!found) throw notFound('Official not found');
  return found;
}

type PageQuery = { limit: number; cursor?: string | undefined };

function positionAfter(cursor: string | undefined): VotePosition | undefined {
  if (!cursor) return undefined;
  const [votedAt, id] = decodeCursor(cursor, ['date', 'id']);
  return { votedAt: votedAt as string, id: id as number };
}

function toPage<T extends { position: string; id: number }>({ rows, more }: { rows: T[]; more: boolean }): Page<Omit<T, 'position'>> {
  const last = rows.at(-1);
  return {
    items: rows.map(({ position: _position, ...vote }) => vote),
    next: more && last ? encodeCursor([last.position, last.id]) : null,
  };
}

export async function votePage(db: Database, query: PageQuery & VoteFilter) {
  const { limit, cursor, ...filter } = query;
  return toPage(await listVotesPage(db, filter, { limit, after: positionAfter(cursor) }));
}

export async function officialVotePage(db: Database, officialId: number, query: PageQuery & RecordFilter) {
  if (!(await officialExists(db, officialId))) throw notFound('Official not found');
  const { limit, cursor, ...filter } = query;
  return toPage(await listOfficialVotesPage(db, officialId, filter, { limit, after: positionAfter(cursor) }));
}

/** Add Official has no handler in the client's officials tab; the API keeps it for staff tools. */
export const addOfficial = (db: Database, values: Parameters<typeof createOfficial>[1]) => createOfficial(db, values);
