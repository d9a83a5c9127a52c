// The officials tab and detail (docs/decisions/0111-pagination.md, "Officials and votes"): the list a page
// at a time, sorted in SQL; votes a page at a time, the cursor being the (voted_at, id) of the last vote sent.

import type { OfficialPagesQuery } from '../../shared/api/officials.ts';
import type { RecordFilter } from '../../shared/api/record-filters.ts';
import type { Database } from '../db/connect.ts';
import type { Page } from '../db/cursor.ts';
import { decodeCursor, encodeCursor, nextCursor } from '../db/cursor.ts';
import { notFound } from '../platform/http-error.ts';
import { chamberScaleStatus } from '../repositories/chamber-scales.ts';
import { officialCursorKinds, officialPosition } from '../repositories/official-sorts.ts';
import { findOfficial, type listOfficials, listOfficialsPage, officialExists } from '../repositories/officials.ts';
import { listOfficialVotesPage, listVotesPage, type VoteFilter, type VotePosition } from '../repositories/votes.ts';

/** The Officials tab's list a page at a time, the cursor being the last official's position in the sort. */
export async function officialPage(
  db: Database,
  { sort, limit, cursor, ...filter }: OfficialPagesQuery,
): Promise<Page<Awaited<ReturnType<typeof listOfficials>>[number]>> {
  const after = cursor ? decodeCursor(cursor, officialCursorKinds(sort)) : undefined;
  const page = await listOfficialsPage(db, { filter, sort, limit, after });
  return { items: page.rows, next: nextCursor(page, (last) => officialPosition(sort, last)) };
}

/** Each chamber of a state's legislature as the scaling left its latest session (they are stored oldest first). */
export async function latestChamberScales(db: Database, state: string) {
  const latest = new Map((await chamberScaleStatus(db, state)).map(({ sessionId: _session, ...scale }) => [scale.chamber, scale]));
  return [...latest.values()];
}

/** The official, or a 404 (findOfficial answers undefined instead). */
export async function officialById(db: Database, id: number) {
  const found = await findOfficial(db, id);
  if (!found) throw notFound('Official not found');
  return found;
}

/** A 404 unless the official exists: for what is read about an official by its id alone. */
export async function requireOfficial(db: Database, id: number) {
  if (!(await officialExists(db, id))) throw notFound('Official not found');
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
  await requireOfficial(db, officialId);
  const { limit, cursor, ...filter } = query;
  return toPage(await listOfficialVotesPage(db, officialId, filter, { limit, after: positionAfter(cursor) }));
}
