// The data the server writes into a page's HTML (docs/decisions/0143-first-paint.md): read once at
// start-up and put into the query cache under the keys the screens ask for, so the first screen renders
// with its data and sends no request for it.
import type { QueryClient } from '@tanstack/react-query';
import { getArticle, listArticles } from '../../shared/api/articles.ts';
import { getBill, listBills } from '../../shared/api/bills.ts';
import { getCandidate, listCandidates } from '../../shared/api/candidates.ts';
import { compareOfficials } from '../../shared/api/compare.ts';
import { getCommittee } from '../../shared/api/contact.ts';
import { FIRST_DATA_ELEMENT_ID, firstData, TAB_FIRST_LISTS, type FirstData } from '../../shared/api/first-data.ts';
import { getMasthead } from '../../shared/api/masthead.ts';
import { getOfficial, listOfficialPages } from '../../shared/api/officials.ts';
import { getRace } from '../../shared/api/races.ts';
import { getUser, listUserPosts } from '../../shared/api/users.ts';
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

/** Puts the data where the header and the page's screen look for it. */
export function seedFirstData(client: QueryClient, data: FirstData): void {
  if (data.user !== undefined) client.setQueryData(AUTH_USER_KEY, data.user);
  if (data.splash !== undefined) {
    // Kept for the whole page load: no screen observes it, and the front page may be reached at any time.
    client.setQueryDefaults(SPLASH_KEY, { gcTime: Infinity });
    client.setQueryData(SPLASH_KEY, data.splash);
  }
  if (data.origin !== undefined) {
    client.setQueryDefaults(ORIGIN_KEY, { gcTime: Infinity });
    client.setQueryData(ORIGIN_KEY, data.origin);
  }
  if (data.article) client.setQueryData(endpointKey(getArticle, { params: { id: data.article.id } }), data.article);
  if (data.bill) client.setQueryData(endpointKey(getBill, { params: { id: data.bill.id } }), data.bill);
  if (data.official) client.setQueryData(endpointKey(getOfficial, { params: { id: data.official.id } }), data.official);
  if (data.candidate) client.setQueryData(endpointKey(getCandidate, { params: { id: data.candidate.id } }), data.candidate);
  if (data.profile) {
    client.setQueryData(endpointKey(getUser, { params: { id: data.profile.id } }), data.profile);
    if (data.profilePosts) seedFirstPage(client, endpointPages(listUserPosts, { params: { id: data.profile.id } }), data.profilePosts);
  }
  if (data.masthead) client.setQueryData(endpointKey(getMasthead), data.masthead);
  if (data.committee) client.setQueryData(endpointKey(getCommittee, { params: { id: data.committee.id } }), data.committee);
  if (data.race) client.setQueryData(endpointKey(getRace, { params: { race: data.race.key } }), data.race);
  if (data.comparison) {
    const officials = data.comparison.officials.map((o) => o.id).join(',');
    client.setQueryData(endpointKey(compareOfficials, { query: { officials } }), data.comparison);
  }
  if (data.articles) seedFirstPage(client, endpointPages(listArticles), data.articles);
  if (data.bills) seedFirstPage(client, endpointPages(listBills, { query: TAB_FIRST_LISTS.legislation }), data.bills);
  if (data.candidates) seedFirstPage(client, endpointPages(listCandidates, { query: TAB_FIRST_LISTS.candidates }), data.candidates);
  if (data.officials) seedFirstPage(client, endpointPages(listOfficialPages, { query: TAB_FIRST_LISTS.officials }), data.officials);
}

/** A list's first page, where the list's infinite query (usePages) finds it. */
function seedFirstPage(client: QueryClient, list: { queryKey: readonly unknown[]; initialPageParam: string }, page: { items: unknown[]; next: string | null }) {
  client.setQueryData(list.queryKey, { pages: [page], pageParams: [list.initialPageParam] });
}
