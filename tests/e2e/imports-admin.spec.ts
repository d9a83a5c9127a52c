// The Imports page on the app that runs the scheduled syncs' job queue (its own database and host, so its
// runs never meet the import buttons' journeys): staff open it from the menu, see each sync's next run or
// why it is off, press 'Run now' for votes and watch the run go and end with its counts; a visitor and a
// reader are refused, by the page and by the API. Looks and axe at phone and desktop widths, both themes.
import type { Page } from '@playwright/test';
import { currentCongress } from '../../src/server/imports/service.ts';
import { DEMO_PASSWORD, expect, READER_EMAIL, STAFF_EMAIL, test } from './support/fixtures.ts';
import { controlURL, jobsURL } from './support/ports.ts';
import { checkScreen } from './support/screens.ts';
import { expectToast, openHome, openMenu } from './support/ui.ts';

test.use({ baseURL: jobsURL });

/** Signs this page's browser in to the job-queue app (the shared signed-in roles are the main app's). */
async function signIn(page: Page, email: string) {
  const response = await page.request.post(`${jobsURL}/api/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: jobsURL },
  });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
}

/** The sync's row on the page, by its heading. */
const syncRow = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('staff run the votes sync now from the Imports page and watch it go and finish', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await signIn(page, STAFF_EMAIL);
  await openHome(page);
  const menu = await openMenu(page);
  await menu.getByRole('menuitem', { name: 'Imports' }).click();
  await expect(page).toHaveURL(/\/admin\/imports$/);
  await expect(page.getByRole('heading', { name: 'Imports', level: 1 })).toBeVisible();

  await expect(syncRow(page, 'Votes')).toContainText(/Next run Jan 1, \d{4}/);
  await expect(syncRow(page, 'Members')).toContainText('Off in the server settings');
  // Off for want of its key: the row names the setting that turns it on, and the disabled button says why.
  const offForKey = 'Off until FEC_API_KEY is set in the server settings';
  await expect(syncRow(page, 'Candidates')).toContainText(offForKey);
  await expect(page.getByRole('button', { name: 'Run Candidates now' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Run Candidates now' })).toHaveAccessibleDescription(offForKey);
  // The data the first start loaded is on record: the demo seed's imports are runs like any other.
  const seeded = page.getByRole('region', { name: 'Import runs' }).getByRole('row').filter({ hasText: 'Demo seed, first start' });
  await expect(seeded.filter({ hasText: 'congress-legislators' })).toContainText('Finished');
  await expect(seeded.filter({ hasText: 'datasets/fec-bulk' })).toContainText('Finished');
  // Each run's counts are true: the bills run counted every bill it names; the FEC's files, read whole, are
  // counted in their outcome, not shown as zeros beside it (docs/decisions/0339-an-undated-bill-says-so.md).
  const seededBills = seeded.filter({ hasText: 'fixtures/congress-gov' });
  const billsWritten = /: (\d+) added/.exec((await seededBills.textContent())!)![1];
  await expect(seededBills).toContainText(`${billsWritten} of ${billsWritten} items`);
  await expect(seededBills).toContainText(`${billsWritten} added · 0 updated · 0 unchanged · 0 failed`);
  await expect(seeded.filter({ hasText: 'datasets/fec-bulk' })).toContainText('Not counted by item: see its outcome');
  await expect(seeded.filter({ hasText: 'datasets/fec-bulk' })).not.toContainText('0 added');

  // The Senate's list of votes holds its answer (until the sync's 4 s timeout), so the run is seen under way.
  const { congress, session } = currentCongress(new Date());
  const held = await page.request.post(`${controlURL}/script`, {
    data: { service: 'senate', path: `/legislative/LIS/roll_call_lists/vote_menu_${congress}_${session}.xml`, responses: [{ hang: true }] },
  });
  expect(held.status()).toBe(204);

  await page.getByRole('button', { name: 'Run Votes now' }).click();
  await expectToast(page, 'Import queued', 'Votes sync queued. Its progress shows below.');
  const runs = page.getByRole('region', { name: 'Import runs' });
  // The House's two listed roll calls read (one recorded, one the replay server does not have), the Senate held.
  // The follows journey runs the votes sync on this app too, once this run is over (one roll call, '1 of 1
  // items'): this run is the one with two items, not merely the newest.
  const votesRun = runs.getByRole('row').filter({ hasText: 'Run now' }).filter({ hasText: '2 of 2 items' }).first();
  await expect(votesRun).toContainText('Running', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Run Votes now' })).toBeDisabled();

  await expect(votesRun).toContainText('Finished', { timeout: 15_000 });
  // Roll call 240 is already in the demo's record (the bundled congress-data folder): found, not added again.
  await expect(votesRun).toContainText('0 added · 0 updated · 1 unchanged · 1 failed');
  await expect(votesRun).toContainText('Added 0 votes across 0 new bills from 1 roll calls.');
  await expect(page.getByRole('button', { name: 'Run Votes now' })).toBeEnabled();

  await checkScreen(page, testInfo, 'imports-admin', async () => {
    await expect(votesRun).toContainText('Finished');
  });
});

test('a visitor is asked to sign in as staff, and the API answers 401', async ({ page }) => {
  await page.goto('/admin/imports');
  await expect(page.getByRole('alert')).toHaveText('Imports are for newsroom staff. Sign in with a staff account to see them.');
  await expect(page.getByRole('button', { name: /^Run .* now$/ })).toHaveCount(0);
  expect((await page.request.get('/api/admin/imports')).status()).toBe(401);
  expect((await page.request.post('/api/admin/imports/votes/run', { headers: { origin: jobsURL } })).status()).toBe(401);
});

test('a reader is told imports are for staff, and the API answers 403', async ({ page }) => {
  await signIn(page, READER_EMAIL);
  await page.goto('/admin/imports');
  await expect(page.getByRole('alert')).toHaveText('Imports are for newsroom staff only: your account is not a staff account.');
  expect((await page.request.get('/api/admin/imports')).status()).toBe(403);
  expect((await page.request.post('/api/admin/imports/votes/run', { headers: { origin: jobsURL } })).status()).toBe(403);
});
