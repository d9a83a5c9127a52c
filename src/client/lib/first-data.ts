// The data the server writes into a page's HTML (docs/decisions/0143-first-paint.md): read once at
// start-up and put into the query cache under the keys the screens ask for, so the first screen renders
// with its data and sends no request for it. The common part (who asks, the splash, the origin, the front
// page's and an article's data) is checked and seeded here; each other page kind's part by that page's
// own lazily loaded code (its `seedFirstData`, which the router hands over with the page's code), so the
// first screen builds only the schemas its page needs.
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { getArticle, listArticles } from '../../shared/api/articles.ts';
import { commonFirstData } from '../../shared/api/first-data/common.ts';
import { FIRST_DATA_ELEMENT_ID } from '../../shared/api/first-lists.ts';
import { AUTH_USER_KEY } from './auth.ts';
import { endpointKey, endpointPages } from './endpoint.ts';

/** The page's first data as the HTML carries it, not yet checked: each part is checked by the code that seeds it. */
export type InlinedFirstData = { readonly [key: string]: unknown };

/** Seeds a page kind's part of the first data, when it fits that part's schema. */
export type FirstDataSeeder = (client: QueryClient, data: InlinedFirstData) => void;

/** The page's first data, an object as the server writes it; undefined when there is none or it is not JSON. */
export function readFirstData(doc: Document): InlinedFirstData | undefined {
  const text = doc.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as InlinedFirstData) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The part of the data that `part` describes, checked like any answer from the API and kept in its wire
 * form, which is what the cache holds; undefined when it does not fit (the page then fetches as usual).
 */
export function firstDataPart<S extends z.ZodObject>(data: InlinedFirstData, part: S): z.input<S> | undefined {
  return part.safeParse(data).success ? (data as z.input<S>) : undefined;
}

const SPLASH_KEY = ['first-data', 'splash'] as const;

/**
 * Whether the front page may open with the splash: the server says so only on the first page of a browser
 * session (docs/decisions/0223-focus-and-the-splash.md). A page that came without first data (the Vite dev
 * server's) may.
 */
export function splashAllowed(client: QueryClient): boolean {
  return client.getQueryData<boolean>(SPLASH_KEY) ?? true;
}

const ORIGIN_KEY = ['first-data', 'origin'] as const;

/** The site's public address as the page's data gives it, else the browser's (a page without first data). */
export function siteOrigin(client: QueryClient): string {
  return client.getQueryData<string>(ORIGIN_KEY) ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

const RENDERED_AT_KEY = ['first-data', 'rendered-at'] as const;

/** When the server drew this page (its first data says), or undefined for a page the browser drew alone. */
export function renderedAt(client: QueryClient): string | undefined {
  return client.getQueryData<string>(RENDERED_AT_KEY);
}

/** A value kept for the whole page load: no screen observes it, and any screen may ask for it at any time. */
function keepForThePageLoad(client: QueryClient, key: readonly string[], value: unknown) {
  client.setQueryDefaults(key, { gcTime: Infinity });
  client.setQueryData(key, value);
}

/** Puts the common part where the header, the front page and an article's page look for it. */
export const seedFirstData: FirstDataSeeder = (client, inlined) => {
  const data = firstDataPart(inlined, commonFirstData);
  if (!data) return;
  if (data.user !== undefined) client.setQueryData(AUTH_USER_KEY, data.user);
  if (data.splash !== undefined) keepForThePageLoad(client, SPLASH_KEY, data.splash);
  if (data.origin !== undefined) keepForThePageLoad(client, ORIGIN_KEY, data.origin);
  if (data.renderedAt !== undefined) keepForThePageLoad(client, RENDERED_AT_KEY, data.renderedAt);
  if (data.article) client.setQueryData(endpointKey(getArticle, { params: { id: data.article.id } }), data.article);
  if (data.articles) seedFirstPage(client, endpointPages(listArticles), data.articles);
};

/** A list's first page, where the list's infinite query (usePages) finds it. */
export function seedFirstPage(
  client: QueryClient,
  list: { queryKey: readonly unknown[]; initialPageParam: string },
  page: { items: unknown[]; next: string | null },
) {
  client.setQueryData(list.queryKey, { pages: [page], pageParams: [list.initialPageParam] });
}
