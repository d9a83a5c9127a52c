import type { Article } from '../../../src/shared/schemas/articles.ts';
import type { Bill } from '../../../src/shared/schemas/bills.ts';
import type { Candidate } from '../../../src/shared/schemas/candidates.ts';
import type { Official } from '../../../src/shared/schemas/officials.ts';
import { SEARCH_LIMIT_DEFAULT, searchResults } from '../../../src/shared/schemas/search.ts';
import { json } from './render.tsx';

type Rows = { articles?: Article[]; bills?: Bill[]; candidates?: Candidate[]; officials?: Official[] };

/**
 * A stand-in for GET /api/search for mockApi: an item matches when its title or name contains the query
 * (case-insensitive), so every prefix typed on the way to a word matches too. Answers are built through
 * the shared schema, so they have the server's shape.
 */
export function fakeSearch(rows: Rows) {
  return (_init: RequestInit | undefined, url: URL) => {
    const query = url.searchParams.get('q') ?? '';
    const group = <Item>(items: Item[] = [], text: (item: Item) => string) => {
      const matches = items.filter((item) => text(item).toLowerCase().includes(query.toLowerCase()));
      return { count: matches.length, items: matches.slice(0, SEARCH_LIMIT_DEFAULT) };
    };
    return json(
      searchResults.parse({
        query,
        articles: group(rows.articles, (a) => a.title),
        bills: group(rows.bills, (b) => b.title),
        candidates: group(rows.candidates, (c) => c.name),
        officials: group(rows.officials, (o) => o.name),
      }),
    );
  };
}
