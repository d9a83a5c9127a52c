import type { Article } from '../../../shared/schemas/articles.ts';
import type { Bill } from '../../../shared/schemas/bills.ts';
import type { Candidate } from '../../../shared/schemas/candidates.ts';

// SPEC.md §5 "Search": case-insensitive substring match over the loaded lists, blank matches nothing,
// results not capped. Articles: title, excerpt, category. Bills: title, summary, billNumber.
// Candidates: name, office, bio.

export type SearchLists = {
  articles: readonly Article[];
  bills: readonly Bill[];
  candidates: readonly Candidate[];
};
export type SearchResults = { articles: Article[]; bills: Bill[]; candidates: Candidate[]; total: number };

function matcher(query: string) {
  const needle = query.trim().toLowerCase();
  return (...fields: (string | null | undefined)[]) => fields.some((f) => (f ?? '').toLowerCase().includes(needle));
}

export function search(query: string, lists: SearchLists): SearchResults {
  if (query.trim() === '') return { articles: [], bills: [], candidates: [], total: 0 };
  const matches = matcher(query);
  const articles = lists.articles.filter((a) => matches(a.title, a.excerpt, a.category));
  const bills = lists.bills.filter((b) => matches(b.title, b.summary, b.billNumber));
  const candidates = lists.candidates.filter((c) => matches(c.name, c.office, c.bio));
  return { articles, bills, candidates, total: articles.length + bills.length + candidates.length };
}
