// The four staff refresh actions against the loopback replay server of recorded public-data responses,
// with their success and failure toasts. Failures are scripted through the replay
// server's test-only control endpoint, or come from the app instance started without API keys.
// All import journeys are in this file so they run one after another (imports hold a lock each).
import type { Page } from '@playwright/test';
import { US_STATES } from '../../src/shared/constants.ts';
import { DEMO_PASSWORD, expect, STAFF_EMAIL, test } from './support/fixtures.ts';
import { controlURL, keylessURL } from './support/ports.ts';
import { choose, expectToast, holdRequests, openHome, showTab, toasts } from './support/ui.ts';

type Service = 'congress' | 'senate' | 'fec' | 'openstates';

async function upstreamFails(page: Page, service: Service, path: string) {
  // A 400 is not retried: the import fails at once.
  const response = await page.request.post(`${controlURL}/script`, {
    data: { service, path, responses: [{ status: 400, body: { error: 'Scripted failure for a browser journey' } }] },
  });
  expect(response.status()).toBe(204);
}

/** Answers GET /openstates/bills (for one jurisdiction, or any) with this response until the next reset. */
async function scriptOpenStates(page: Page, match: { jurisdiction: string } | undefined, response: object) {
  const result = await page.request.post(`${controlURL}/script`, {
    data: { service: 'openstates', path: '/bills', responses: [response], always: true, match },
  });
  expect(result.status()).toBe(204);
}

/** The v3 list envelope of fixtures/openstates/SCHEMA.md, one page. */
function openStatesPage(results: object[]) {
  return { results, pagination: { per_page: 20, page: 1, max_page: 1, total_items: results.length } };
}

/** One `Bill` as SCHEMA.md documents it, with abstracts included and the other relations null. */
function schemaShapedVermontBill(title: string) {
  return {
    id: 'ocd-bill/00000000-e2e0-4000-8000-000000000001',
    session: '2025',
    jurisdiction: { id: 'ocd-jurisdiction/country:us/state:vt/government', name: 'Vermont', classification: 'state' },
    from_organization: { id: 'ocd-organization/00000000-e2e0-4000-8000-000000000002', name: 'House', classification: 'lower' },
    identifier: 'H.123',
    title,
    classification: ['bill'],
    subject: ['TRANSPORTATION'],
    extras: {},
    created_at: '2025-01-15T12:00:00+00:00',
    updated_at: '2025-02-01T12:00:00+00:00',
    openstates_url: 'https://openstates.org/vt/bills/2025/H123/',
    first_action_date: '2025-01-15',
    latest_action_date: '2025-02-01',
    latest_action_description: 'Referred to Committee on Transportation',
    latest_passage_date: '',
    abstracts: [{ abstract: 'Expands rural bus service (a hand-written body for a browser journey).', note: 'summary' }],
    other_titles: null,
    other_identifiers: null,
    sponsorships: null,
    actions: null,
    sources: null,
    versions: null,
    documents: null,
    votes: null,
  };
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
    // Open States has no recorded responses (the replay server answers 404), so every jurisdiction
    // fails: more than 10 are not listed, only their count.
    await expectToast(page, 'Success', /State import: 0\/\d+ jurisdictions successful/);
    await expectToast(page, 'Success', /\d+ jurisdictions failed \(rate limited\)/);
    await expect(page.getByRole('button', { name: 'Refresh Legislation' })).toBeEnabled();
  });

  test("Refresh Legislation with 3 jurisdictions failing: 'State import: 49/52 jurisdictions successful' and the 3 names", async ({
    page,
  }) => {
    // NOT a recorded response: no real Open States v3 answer was ever recorded (fixtures/openstates/
    // SCHEMA.md). These bodies are written by hand to the documented schema of GET /bills: the list
    // envelope {results, pagination} with Bill items (include=abstracts). Vermont gets one bill, the
    // other answering jurisdictions an empty page; three are rate limited on every attempt (429 with
    // 'Retry-After: 0', so the client's retries cost no time) and are reported as failed.
    const failing = ['Alaska', 'Wyoming', 'Puerto Rico'];
    const billTitle = 'E2E schema-shaped Open States bill: rural bus service (not a recorded response)';
    for (const jurisdiction of failing) {
      await scriptOpenStates(
        page,
        { jurisdiction },
        { status: 429, headers: { 'retry-after': '0' }, body: { detail: 'rate limit exceeded' } },
      );
    }
    await scriptOpenStates(page, { jurisdiction: 'Vermont' }, { body: openStatesPage([schemaShapedVermontBill(billTitle)]) });
    await scriptOpenStates(page, undefined, { body: openStatesPage([]) });

    await openHome(page);
    await showTab(page, 'Legislation');
    await page.getByRole('button', { name: 'Refresh Legislation' }).click();
    // The importer's jurisdictions: the 50 states, DC and Puerto Rico (the other territories are not
    // asked), in that order; the failed ones are listed since there are 10 or fewer.
    const total = Object.keys(US_STATES).filter((code) => !['GU', 'VI', 'AS', 'MP'].includes(code)).length;
    expect(total).toBe(52);
    await expectToast(page, 'Success', `State import: ${total - failing.length}/${total} jurisdictions successful`);
    const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Success' }).first();
    await expect(toast).toContainText(/Federal: \d+ new bills/);
    await expect(toast).toContainText(failing.join(', '));
    await expect(toast).not.toContainText('rate limited');

    // The schema-shaped Vermont bill is listed under State / Vermont.
    await page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'State' }).click();
    await choose(page, page, /^State$/, 'Vermont');
    await expect(page.getByRole('main').getByRole('article').filter({ hasText: billTitle })).toContainText('H.123');
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

  test("Import Votes: 'Voting Records Imported' / 'Added {n} votes across {n} new bills. Skipped {n} existing bills.'", async ({
    page,
  }) => {
    await openHome(page);
    await showTab(page, 'Officials');
    await page.getByRole('button', { name: 'Import Votes' }).click();
    await expectToast(
      page,
      'Voting Records Imported',
      /^Voting Records ImportedAdded \d+ votes across \d+ new bills\. Skipped \d+ existing bills\.$/,
    );
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
  test("'Setup Required' for legislation and candidates, the server's message for members, 'API Key Required' for votes", async ({
    page,
  }) => {
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
