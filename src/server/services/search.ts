// Search over articles, bills, candidates and officials (docs/decisions/0120-server-side-search.md).
import type { Database } from '../db/connect.ts';
import { searchAll } from '../repositories/search.ts';

export async function searchEverything(db: Database, text: string, limit: number) {
  return { query: text, ...(await searchAll(db, text, limit)) };
}
