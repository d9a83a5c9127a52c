// Fixed loopback ports shared by playwright.config.ts, the e2e server and the tests (each Playwright
// worker is its own process, so these must not be chosen at random). Override with E2E_PORT.
const base = Number(process.env.E2E_PORT ?? 47310);

export const ports = {
  /** The app with dummy API keys, public-data base URLs on the replay server. */
  app: base,
  /** The same app without API keys ('Setup Required', 'API Key Required'). */
  keyless: base + 1,
  /** Test-only control endpoint of the replay server. */
  control: base + 2,
};

export const appURL = `http://127.0.0.1:${ports.app}`;
// A different host name, so its session cookie never mixes with the main app's in one browser.
export const keylessURL = `http://localhost:${ports.keyless}`;
export const controlURL = `http://127.0.0.1:${ports.control}`;
