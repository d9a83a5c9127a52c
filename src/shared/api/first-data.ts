// The data a page's HTML carries for its first screen, so that screen needs no request
// (docs/decisions/0143-first-paint.md, 0145-server-rendered-first-screen.md). The server writes it into a
// <script type="application/json">; the client checks it against this schema and seeds its query cache with it.
import { z } from 'zod';
import { article } from '../schemas/articles.ts';
import type { BillSort } from './bills.ts';
import type { CandidateOffice, CandidateSort } from './candidates.ts';
import type { Chamber, OfficialSort } from './officials.ts';
import { bill } from '../schemas/bills.ts';
import { candidate } from '../schemas/candidates.ts';
import { comparison } from '../schemas/compare.ts';
import { committeeDetail } from '../schemas/contact.ts';
import { masthead } from '../schemas/masthead.ts';
import { official } from '../schemas/officials.ts';
import { race } from '../schemas/races.ts';
import { currentUser, userProfile } from '../schemas/users.ts';

/** The id of the <script type="application/json"> element that holds the data. */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

/**
 * The lists a tab's own page carries the first page of: each tab's starting filter and sort, which the
 * tab opens with and the server loads (docs/decisions/0225-below-the-fold-when-near.md).
 */
export const TAB_FIRST_LISTS = {
  legislation: { level: 'federal', sort: 'newest' },
  candidates: { office: 'all', sort: 'highest' },
  officials: { chamber: 'all', sort: 'highest' },
} as const satisfies {
  legislation: { level: 'federal'; sort: BillSort };
  candidates: { office: CandidateOffice; sort: CandidateSort };
  officials: { chamber: Chamber; sort: OfficialSort };
};

/** A list's first page as its GET answers it, with the next page's address (its Link header), or null. */
const firstPage = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next: z.string().nullable() });

export const firstData = z.object({
  /**
   * Who asks, as GET /api/auth/user answers them, null for a visitor: every page carries it, so the first
   * screen is drawn for the right person. Only in that person's own page (served with Cache-Control: private).
   */
  user: currentUser.nullable().optional(),
  /**
   * The site's public address (its configured origin), for links that leave the page: Share's mail link is
   * drawn with it on the server and in the browser alike, so both draw the same address.
   */
  origin: z.string().optional(),
  /** /article/{id}: that article, as GET /api/articles/{id} answers it. */
  article: article.optional(),
  /** /: the feed's first page, as GET /api/articles answers it, with the next page's address (its Link header). */
  articles: firstPage(article).optional(),
  /** /legislation, /candidates, /officials: the first page of the tab's list at its starting filter and sort (TAB_FIRST_LISTS). */
  bills: firstPage(bill).optional(),
  candidates: firstPage(candidate).optional(),
  officials: firstPage(official).optional(),
  /** /bills/{id}, /officials/{id}, /candidates/{id}, /users/{id}: that item, as its GET answers it. */
  bill: bill.optional(),
  official: official.optional(),
  candidate: candidate.optional(),
  profile: userProfile.optional(),
  /** /users/{id}: the first page of that user's articles, as GET /api/users/{id}/posts answers it. */
  profilePosts: firstPage(article).optional(),
  /**
   * Whether the front page opens with the splash: only on the first page of a browser session (the server
   * knows it from a session cookie, so the splash it draws and the one the browser hydrates agree).
   */
  splash: z.boolean().optional(),
  /** /about: the masthead, as GET /api/masthead answers it. */
  masthead: masthead.optional(),
  /** /compare?officials=…: the comparison GET /api/compare answers for those officials, in that order. */
  comparison: comparison.optional(),
  /** /committee/{id}: the committee as GET /api/committees/{id} answers it. */
  committee: committeeDetail.optional(),
  /** /race/{race}: the race as GET /api/races/{race} answers it. */
  race: race.optional(),
});

/** The wire form (timestamps as ISO strings), which is what the client caches. */
export type FirstData = z.input<typeof firstData>;

/**
 * The client build's renderer of a page's first screen: the markup of the page at \`url\` (path and query)
 * as the browser's first render draws it from \`data\`, which the browser then hydrates.
 */
export type RenderFirstScreen = (url: string, data: FirstData) => Promise<string>;
