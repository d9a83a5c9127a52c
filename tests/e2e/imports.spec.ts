// The four staff refresh actions against the loopback replay server of recorded public-data responses,
// with their success and failure toasts (SPEC.md §2, §7, §8). Failures are scripted through the replay
// server's test-only control endpoint, or come from the app instance started without API keys.
// All import journeys are in this file so they run one after another (imports hold a lock each).
import type { Page } from '@playwright/test';
import { expect, DEMO_PASSWORD, STAFF_EMAIL, test } from './support/fixtures.ts';
import { controlURL, keylessURL } from './support/ports.ts';
import { expectToast, holdRequests, openHome, showTab } from './support/ui.ts';

type Service = 'congress' | 'senate' | 'fec' | 'openstates';

async function upstreamFails(page: Page, service: Service, path: string) {
  // A 400 is not retried: the import fails at once.
  const response = await page.request.post(`${controlURL}/script`, {
    data: { service, path, responses: [{ status: 400, body: { error: 'Scripted failure for a browser journey' } }] },
  });
  expect(response.status()).toBe(204);
}

const IMPORT_FAILED = 'Import failed: the public data service did not answer as expected';

// One after another in one worker, in file order (not 'serial': a failure must not skip the rest).
test.describe.configure({ mode: 'default' });

test.describe('staff imports', () => {
  test.use({ role: 'staff' });

  test.beforeEach(async ({ page }) => {
    expect((await page.request.post(`${controlURL}/reset`)).status()).toBe(204);
  });
  test.afterEach(async ({ page }) => {
    await page.request.post(`${controlURL}/reset`);
  });

  test("Refresh Legislation: 'Refreshing...', then 'Success' with the state-import summary", async ({ page }) => {
    await openHome(page);
    await showTab(page, 'Legislation');
    const held = await holdRequests(page, '**/api/bills/refresh');
    await page.getByRole('button', { name: 'Refresh Legislation' }).click();
    await expect(page.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    held.release();
    await expectToast(page, 'Success', /Federal: \d+ new bills/);
    // Open States has no recorded responses, so every jurisdiction fails: more than 10 are not listed.
    await expectToast(page, 'Success', /State import: 0\/\d+ jurisdictions successful/);
    await expectToast(page, 'Success', /\d+ jurisdictions failed \(rate limited\)/);
    await expect(page.getByRole('button', { name: 'Refresh Legislation' })).toBeEnabled();
  });

  test("Refresh Legislation failure: 'Error' with the server's message", async ({ page }) => {
    await upstreamFails(page, 'congress', '/bill');
    await openHome(page);
    await showTab(page, 'Legislation');
    await page.getByRole('button', { name: 'Refresh Legislation' }).click();
    await expectToast(page, 'Error', IMPORT_FAILED);
  });

  test("Refresh Candidates: 'Success' naming the campaign-finance source, and the new candidates listed", async ({ page }) => {
    await openHome(page);
    await showTab(page, 'Candidates');
    await page.getByRole('button', { name: 'Refresh Candidates' }).click();
    await expectToast(page, 'Success', /Candidates refreshed from OpenFEC: \d+ added, \d+ already present\./);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test("Refresh Candidates failure: 'Error' with the server's message", async ({ page }) => {
    await upstreamFails(page, 'fec', '/candidates/');
    await upstreamFails(page, 'fec', '/candidates');
    await openHome(page);
    await showTab(page, 'Candidates');
    await page.getByRole('button', { name: 'Refresh Candidates' }).click();
    await expectToast(page, 'Error', IMPORT_FAILED);
  });

  test("Refresh Members: 'Members Refreshed' / 'Added {n} members, skipped {n} duplicates.'", async ({ page }) => {
    await openHome(page);
    await showTab(page, 'Officials');
    const held = await holdRequests(page, '**/api/officials/refresh');
    await page.getByRole('button', { name: 'Refresh Members' }).click();
    await expect(page.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    held.release();
    await expectToast(page, 'Members Refreshed', /^Members RefreshedAdded \d+ members, skipped \d+ duplicates\.$/);
  });

  test("Refresh Members failure: 'Error' with the server's message", async ({ page }) => {
    await upstreamFails(page, 'congress', '/member');
    await openHome(page);
    await showTab(page, 'Officials');
    await page.getByRole('button', { name: 'Refresh Members' }).click();
    await expectToast(page, 'Error', IMPORT_FAILED);
  });

  test("Import Votes: 'Voting Records Imported' / 'Added {n} votes across {n} new bills. Skipped {n} existing bills.'", async ({ page }) => {
    await openHome(page);
    await showTab(page, 'Officials');
    await page.getByRole('button', { name: 'Import Votes' }).click();
    await expectToast(page, 'Voting Records Imported', /^Voting Records ImportedAdded \d+ votes across \d+ new bills\. Skipped \d+ existing bills\.$/);
  });

  test("Import Votes failure: 'Error' with the server's message", async ({ page }) => {
    // Without the current-session aliases neither chamber has recorded roll calls to answer with.
    expect((await page.request.post(`${controlURL}/reset`, { data: { aliases: false } })).status()).toBe(204);
    await openHome(page);
    await showTab(page, 'Officials');
    await page.getByRole('button', { name: 'Import Votes' }).click();
    await expectToast(page, 'Error', IMPORT_FAILED);
  });
});

test.describe('staff imports without API keys', () => {
  test("'Setup Required' for legislation and candidates, the server's message for members, 'API Key Required' for votes", async ({ page }) => {
    const login = await page.request.post(`${keylessURL}/api/auth/login`, { data: { email: STAFF_EMAIL, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    await openHome(page, `${keylessURL}/`);

    await showTab(page, 'Legislation');
    await page.getByRole('button', { name: 'Refresh Legislation' }).click();
    await expectToast(page, 'Setup Required', /CONGRESS_API_KEY is not configured/);

    await showTab(page, 'Candidates');
    await page.getByRole('button', { name: 'Refresh Candidates' }).click();
    await expectToast(page, 'Setup Required', /FEC_API_KEY is not configured/);

    await showTab(page, 'Officials');
    await page.getByRole('button', { name: 'Refresh Members' }).click();
    await expectToast(page, 'Error', /CONGRESS_API_KEY is not configured/);

    await page.getByRole('button', { name: 'Import Votes' }).click();
    await expectToast(page, 'API Key Required', /Voting records require .*API key/i);
  });
});
