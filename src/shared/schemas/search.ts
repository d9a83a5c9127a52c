import { z } from 'zod';
import { article } from './articles.ts';
import { bill } from './bills.ts';
import { candidate } from './candidates.ts';
import { official } from './officials.ts';

const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_DEFAULT = 8;
const SEARCH_LIMIT_MAX = 50;

/** GET /api/search?q=…&limit=…: limit is per group; a blank q matches nothing. */
export const searchQuery = z.strictObject({
  q: z
    .string({ error: 'Search text must be text' })
    .trim()
    .max(SEARCH_QUERY_MAX, { error: `Search text must be at most ${SEARCH_QUERY_MAX} characters` })
    .default(''),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(SEARCH_LIMIT_MAX, { error: `Limit must be at most ${SEARCH_LIMIT_MAX}` })
    .default(SEARCH_LIMIT_DEFAULT),
});

/** The best `limit` matches of one kind, most relevant first, and how many match in all. */
const searchGroup = <Item extends z.ZodType>(item: Item) => z.object({ count: z.number().int().nonnegative(), items: z.array(item) });

/** Items have the same shape as the lists' (GET /api/articles, /api/bills, …), so the tabs can show them. */
export const searchResults = z.object({
  query: z.string(),
  articles: searchGroup(article),
  bills: searchGroup(bill),
  candidates: searchGroup(candidate),
  officials: searchGroup(official),
});
