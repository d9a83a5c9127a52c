// Browser journeys (tests/e2e/*.spec.ts) on Debian's Chromium against the real server on fresh
// databases; `npm test` runs them through scripts/e2e.mjs. Never a downloaded browser
// (docs/decisions/0080-browser-journey-harness.md).
import { defineConfig, devices } from '@playwright/test';
import { appURL } from './tests/e2e/support/ports.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Two cores: two browsers at a time. Every test is independent of the others' order, so tests of one
  // file spread over both workers; the files whose journeys must not overlap opt out (mode 'default').
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list', { printSteps: false }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: appURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // Traces cost about a seventh of the run; E2E_TRACE=1 keeps one for each failing test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    actionTimeout: 7_000,
    navigationTimeout: 15_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node tests/e2e/support/start-e2e-server.ts',
    url: `${appURL}/readyz`,
    // A client build (a few seconds), two first starts with the demo seed and one without.
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
