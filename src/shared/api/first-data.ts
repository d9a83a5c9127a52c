// The public data a page's HTML carries for its first screen, so that screen needs no request
// (docs/decisions/0143-first-paint.md). The server writes it into a <script type="application/json">;
// the client checks it against this schema and seeds its query cache with it.
import { z } from 'zod';
import { article } from '../schemas/articles.ts';

/** The id of the <script type="application/json"> element that holds the data. */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

export const firstData = z.object({
  /** /article/{id}: that article, as GET /api/articles/{id} answers it. */
  article: article.optional(),
  /** /: the feed's first page, as GET /api/articles answers it, with the next page's address (its Link header). */
  articles: z.object({ items: z.array(article), next: z.string().nullable() }).optional(),
});

/** The wire form (timestamps as ISO strings), which is what the client caches. */
export type FirstData = z.input<typeof firstData>;
