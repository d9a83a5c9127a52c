// Every route path of the app in one place; features link through these helpers, never with literals.
export const paths = {
  home: '/',
  article: (id: number | string) => `/article/${id}`,
  articlePattern: '/article/:id',
  user: (id: string) => `/users/${id}`,
  userPattern: '/users/:id',
  adminUsers: '/admin/users',
  adminAudit: '/admin/audit',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** Asks before signing out when /api/logout could not tell the request came from this site. */
  logout: '/logout',
} as const;

/** Full-page navigations that leave the single-page app. */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
