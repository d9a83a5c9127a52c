// The app's addresses live in src/shared/paths.ts, which the server reads too; the client's own links that
// leave the single-page app are here.
export * from '../../shared/paths.ts';

/** Full-page navigations that leave the single-page app. */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
/** The open data page (downloads, dictionary, licences), drawn by the server outside the app. */
export const OPEN_DATA_URL = '/data';
