// Fixed loopback ports shared by playwright.config.ts, the e2e server and the tests (each Playwright
// worker is its own process, so these must not be chosen at random). Override with E2E_PORT. They sit
// below Linux's ephemeral range (32768-60999): there, one of the servers' own outgoing connections could
// hold a port before its server listens on it (EADDRINUSE, seen in CI on the control port).
const base = Number(process.env.E2E_PORT ?? 23410);

export const ports = {
  /** The app with dummy API keys, public-data base URLs on the replay server. */
  app: base,
  /** The same app without API keys ('Setup Required', 'API Key Required'). */
  keyless: base + 1,
  /** Test-only control endpoint of the replay server. */
  control: base + 2,
  /** An app on a fresh database WITHOUT the demo seed: no content, no accounts (empty states). */
  empty: base + 3,
  /** An app running the scheduled syncs' job queue (the Imports page's journeys), on its own database. */
  jobs: base + 4,
};

/** The empty app listens on this loopback address: a host of its own, so its cookies mix with no other app's. */
export const EMPTY_HOST = '127.0.0.2';

export const appURL = `http://127.0.0.1:${ports.app}`;
// A different host name, so its session cookie never mixes with the main app's in one browser.
export const keylessURL = `http://localhost:${ports.keyless}`;
export const controlURL = `http://127.0.0.1:${ports.control}`;
export const emptyURL = `http://${EMPTY_HOST}:${ports.empty}`;
/** ADMIN_EMAILS of the empty app: this address becomes staff when it signs up or in there. */
export const EMPTY_STAFF_EMAIL = 'empty-staff@e2e.example.org';

/** The job-queue app's loopback host: its own, so its session cookie mixes with no other app's. */
export const JOBS_HOST = '127.0.0.3';
export const jobsURL = `http://${JOBS_HOST}:${ports.jobs}`;
