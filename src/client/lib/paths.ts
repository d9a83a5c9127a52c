// Every route path of the app in one place; features link through these helpers, never with literals.
export const paths = {
  home: '/',
  article: (id: number | string) => `/article/${id}`,
  articlePattern: '/article/:id',
  user: (id: string) => `/users/${id}`,
  userPattern: '/users/:id',
  adminUsers: '/admin/users',
  adminAudit: '/admin/audit',
  adminImports: '/admin/imports',
  /** Staff's unpublished articles. */
  adminDrafts: '/admin/drafts',
  /** How bills, officials and candidates are scored, and where the data comes from. */
  aboutScores: '/about/scores',
  /** Officials side by side; the address names them, so it can be shared. */
  compare: (officialIds: readonly number[] = []) => (officialIds.length > 0 ? `/compare?officials=${officialIds.join(',')}` : '/compare'),
  comparePattern: '/compare',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** Asks before signing out when /api/logout could not tell the request came from this site. */
  logout: '/logout',
  /** In-shell deep links (docs/decisions/0043-shell-state-and-deep-links.md). */
  bill: (id: number) => `/?bill=${id}`,
  official: (id: number) => `/?official=${id}`,
  candidate: (id: number) => `/?candidate=${id}`,
} as const;

/** The article id an /article/{id} address names, or undefined for any other path. */
export function articleIdFromPath(pathname: string): number | undefined {
  const id = /^\/article\/(\d+)$/.exec(pathname)?.[1];
  return id === undefined ? undefined : Number(id);
}

/** Full-page navigations that leave the single-page app. */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
