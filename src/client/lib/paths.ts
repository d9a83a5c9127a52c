// Every route path of SPEC.md §2 in one place; features link through these helpers, never with literals.
export const paths = {
  home: '/',
  article: (id: number | string) => `/article/${id}`,
  articlePattern: '/article/:id',
  user: (id: string) => `/users/${id}`,
  userPattern: '/users/:id',
  adminUsers: '/admin/users',
  login: '/login',
} as const;

/** Full-page navigations that leave the single-page app (SPEC.md §2). */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
