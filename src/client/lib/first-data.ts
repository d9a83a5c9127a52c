// The data the server writes into a page's HTML (docs/decisions/0143-first-paint.md): read once at
// start-up and put into the query cache under the keys the screens ask for, so the first screen renders
// with its data and sends no request for it.
import type { QueryClient } from '@tanstack/react-query';
import { getArticle, listArticles } from '../../shared/api/articles.ts';
import { FIRST_DATA_ELEMENT_ID, firstData, type FirstData } from '../../shared/api/first-data.ts';
import { AUTH_USER_KEY } from './auth.ts';
import { endpointKey, endpointPages } from './endpoint.ts';

/** The page's first data, checked against the shared schema; undefined when there is none or it does not fit. */
export function readFirstData(doc: Document): FirstData | undefined {
  const text = doc.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    // Checked like any answer from the API, and kept in its wire form, which is what the cache holds.
    return firstData.safeParse(parsed).success ? (parsed as FirstData) : undefined;
  } catch {
    return undefined;
  }
}

/** Puts the data where the header, the article page and the feed look for it. */
export function seedFirstData(client: QueryClient, data: FirstData): void {
  if (data.user !== undefined) client.setQueryData(AUTH_USER_KEY, data.user);
  if (data.article) client.setQueryData(endpointKey(getArticle, { params: { id: data.article.id } }), data.article);
  if (data.articles) {
    const feed = endpointPages(listArticles);
    client.setQueryData(feed.queryKey, { pages: [data.articles], pageParams: [feed.initialPageParam] });
  }
}
