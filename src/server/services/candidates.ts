// Candidates: the filtered, sorted pages of the tab, one candidate, and adding one (staff only).
import type { CandidateOffice, CandidateSort } from '../../shared/api/candidates.ts';
import type { Database } from '../db/connect.ts';
import { decodeCursor, encodeCursor } from '../db/cursor.ts';
import type { candidates } from '../db/schema.ts';
import { candidateCursorKinds, createCandidate, findCandidate, listCandidatesPage } from '../repositories/candidates.ts';
import { raceCondition } from '../repositories/races.ts';

type PageQuery = {
  office: CandidateOffice;
  sort: CandidateSort;
  limit: number;
  cursor?: string | undefined;
  state?: string | undefined;
  race?: string | undefined;
};

export async function candidatePage(db: Database, query: PageQuery) {
  const after = query.cursor ? decodeCursor(query.cursor, candidateCursorKinds(query.sort)) : undefined;
  const { rows, more } = await listCandidatesPage(db, {
    office: query.office,
    sort: query.sort,
    limit: query.limit,
    state: query.state,
    race: query.race === undefined ? undefined : raceCondition(query.race),
    after: after && { value: after[0] as string | number, id: after[1] as number },
  });
  const last = rows.at(-1);
  return {
    items: rows.map(stripPosition),
    next: more && last ? encodeCursor([last.position, last.id]) : null,
  };
}

export async function candidateById(db: Database, id: number) {
  const found = await findCandidate(db, id);
  return found && stripPosition(found);
}

export async function addCandidate(db: Database, values: typeof candidates.$inferInsert) {
  return stripPosition(await createCandidate(db, values));
}

function stripPosition<T extends { position: unknown }>({ position: _position, ...candidate }: T) {
  return candidate;
}
