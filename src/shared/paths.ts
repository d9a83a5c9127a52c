import { COMPARE_MAX } from './constants.ts';
// Every route path of the app in one place; features link through these helpers, never with literals.
// Shared: the server answers these addresses (and only these) with a page, drawn from the same table the
// client's router reads (docs/decisions/0220-every-screen-has-an-address.md).
export const paths = {
  home: '/',
  article: (id: number | string) => `/article/${id}`,
  articlePattern: '/article/:id',
  user: (id: string) => `/users/${id}`,
  userPattern: '/users/:id',
  adminUsers: '/admin/users',
  adminAudit: '/admin/audit',
  /** Staff: each import's schedule, runs and progress. */
  adminImports: '/admin/imports',
  /** Staff: the public API's keys, issued and revoked. */
  adminApiKeys: '/admin/api-keys',
  /** Staff's unpublished articles. */
  adminDrafts: '/admin/drafts',
  /** Staff: the wrong phone numbers readers reported (docs/decisions/0284-wrong-number-reports.md). */
  adminWrongNumbers: '/admin/wrong-numbers',
  /** A committee or subcommittee by its thomas id ('HSAG', 'HSAG15'), with its members. */
  committee: (id: string) => `/committee/${id}`,
  committeePattern: '/committee/:id',
  /** The masthead: who publishes the site, its funding, corrections policy and contact. */
  about: '/about',
  /** How bills, officials and candidates are scored, and where the data comes from. */
  aboutScores: '/about/scores',
  /** Officials side by side; the address names them, so it can be shared. */
  compare: (officialIds: readonly number[] = []) => (officialIds.length > 0 ? `/compare?officials=${officialIds.join(',')}` : '/compare'),
  comparePattern: '/compare',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** What happened to what the reader follows (the badge's list). */
  inbox: '/inbox',
  /** Where a digest's unsubscribe link lands: one press stops the digests. */
  unsubscribe: '/unsubscribe',
  /** Asks before signing out when /api/logout could not tell the request came from this site. */
  logout: '/logout',
  /** The shell's tabs and the items they open, each at an address of its own (docs/decisions/0220-every-screen-has-an-address.md). */
  legislation: '/legislation',
  bill: (id: number) => `/bills/${id}`,
  candidates: '/candidates',
  candidate: (id: number) => `/candidates/${id}`,
  officials: '/officials',
  official: (id: number) => `/officials/${id}`,
  /** A 2026 race: 'VT-0', 'NY-14', 'VT-senate' (shared/races.ts). */
  race: (segment: string) => `/race/${segment}`,
  racePattern: '/race/:race',
} as const;

export type ShellTab = 'main' | 'legislation' | 'candidates' | 'officials';
/** A screen of the main shell: its tab, and the item open in it (null: the tab's list or feed). */
export type ShellRoute = { tab: ShellTab; id: number | null };

/** Each tab's own address and the folder its items' addresses sit under. */
export const SHELL_TABS: Record<ShellTab, { path: string; items?: string }> = {
  main: { path: paths.home },
  legislation: { path: paths.legislation, items: '/bills/' },
  candidates: { path: paths.candidates, items: '/candidates/' },
  officials: { path: paths.officials, items: '/officials/' },
};

/** The largest id a row can have (a PostgreSQL integer): anything longer names no item. */
const MAX_ID = 2_147_483_647;

/** A positive whole number as an address writes it (no sign, no leading zero), or undefined. */
export function idFromSegment(segment: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id <= MAX_ID ? id : undefined;
}

/** The shell screen an address names, or undefined when it names another page (or an item id that cannot exist). */
export function shellRoute(pathname: string): ShellRoute | undefined {
  for (const [tab, { path, items }] of Object.entries(SHELL_TABS) as [ShellTab, (typeof SHELL_TABS)[ShellTab]][]) {
    if (pathname === path) return { tab, id: null };
    if (items && pathname.startsWith(items)) {
      const id = idFromSegment(pathname.slice(items.length));
      return id === undefined ? undefined : { tab, id };
    }
  }
  return undefined;
}

/** The article id an /article/{id} address names, or undefined for any other path. */
export function articleIdFromPath(pathname: string): number | undefined {
  return pathname.startsWith('/article/') ? idFromSegment(pathname.slice('/article/'.length)) : undefined;
}

/**
 * The pages at a fixed address that show no item, with the name their title gives them. The client's
 * router draws each; the server answers each with 200 and any address not named here nor an item's with 404.
 */
export const NAMED_PAGES = {
  [paths.adminUsers]: 'User Management',
  [paths.adminAudit]: 'Audit log',
  [paths.adminImports]: 'Imports',
  [paths.adminApiKeys]: 'API keys',
  [paths.adminDrafts]: 'Drafts',
  [paths.adminWrongNumbers]: 'Wrong numbers',
  [paths.about]: 'About',
  [paths.aboutScores]: 'About the scores',
  [paths.comparePattern]: 'Compare officials',
  [paths.login]: 'Log in',
  [paths.forgotPassword]: 'Forgot password',
  [paths.resetPassword]: 'Reset password',
  [paths.verifyEmail]: 'Verify email',
  [paths.inbox]: 'Notifications',
  [paths.unsubscribe]: 'Unsubscribe',
  [paths.logout]: 'Log out',
} as const satisfies Record<string, string>;

export type NamedPage = keyof typeof NAMED_PAGES;

/** The officials a /compare address names in `?officials=3,12`: valid and distinct, at most four (the server draws the same ones). */
export function comparedIds(search: string): number[] {
  const raw = new URLSearchParams(search).get('officials') ?? '';
  const ids = raw
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** The user id a /users/{id} address names (a UUID), or undefined. */
export function userIdFromPath(pathname: string): string | undefined {
  const id = /^\/users\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(pathname)?.[1];
  return id;
}
