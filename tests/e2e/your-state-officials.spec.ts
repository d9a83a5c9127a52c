// Issue 40, items 1 and 2 (docs/decisions/0333-state-districts-by-zip.md): a ZIP gives every one of the
// reader's officials — Congress's, the governor and statewide officers, their state senator and
// representatives — scored where they have a voting record; a ZIP touching several statehouse districts
// asks; a state legislator is called about a state bill like a member of Congress. The keyless e2e app
// holds Minnesota's legislature with its roll calls and Arizona's people without theirs
// (support/start-e2e-server.ts). At 390 and 1280 px, in both themes, axe clean.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, READER_EMAIL, test } from './support/fixtures.ts';
import { keylessURL } from './support/ports.ts';
import { checkScreen } from './support/screens.ts';
import { openHome, showTab } from './support/ui.ts';

test.describe.configure({ timeout: 240_000 });
test.use({ baseURL: keylessURL });

type Mine = { name: string; level: string; chamber: string | null; scoredVoteCount: number; votingScore: number };

/** The reader's officials as the 'Mine' filter answers them, once the statehouse's people are in. */
async function mine(request: APIRequestContext, query: string): Promise<Mine[]> {
  const response = await request.get(`/api/officials?sort=az&${query}`);
  return response.ok() ? ((await response.json()) as Mine[]) : [];
}

async function giveZip(page: Page, zip: string) {
  await openHome(page);
  await showTab(page, 'Officials');
  const panel = page.getByRole('region', { name: 'Your officials' });
  await panel.getByLabel('ZIP code').fill(zip);
  await panel.getByRole('button', { name: 'Find my officials' }).click();
  return panel;
}

const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Your officials' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

// ZIP 55412, north Minneapolis: MN-05, Senate district 59 (Bobby Joe Champion), House district 59A (Fue Lee).
const MINNEAPOLIS = { zip: '55412', query: 'state=MN&district=5&upper=59&lower=59A' };

test('a Minneapolis ZIP gives all of the reader’s officials, the state ones scored', async ({ page }, testInfo) => {
  await expect
    .poll(async () => (await mine(page.request, MINNEAPOLIS.query)).filter((o) => o.level === 'state' && o.scoredVoteCount > 0).length, {
      timeout: 180_000,
    })
    .toBe(2);
  const officials = await mine(page.request, MINNEAPOLIS.query);
  const legislators = officials.filter((o) => o.level === 'state' && o.chamber !== null);
  expect(legislators.map((o) => o.name)).toEqual(['Bobby Joe Champion', 'Fue Lee']);

  await page.setViewportSize({ width: 1280, height: 800 });
  const panel = await giveZip(page, MINNEAPOLIS.zip);
  await expect(panel.getByText('ZIP code 55412 · MN-05')).toBeVisible();
  for (const name of ['Amy Klobuchar', 'Tina Smith', 'Ilhan Omar', 'Tim Walz', 'Bobby Joe Champion', 'Fue Lee'])
    await expect(card(page, name)).toBeVisible();
  for (const legislator of legislators)
    await expect(card(page, legislator.name).getByLabel(`Progressive score ${legislator.votingScore} out of 10`)).toBeVisible();
  await expect(card(page, 'Bobby Joe Champion')).toContainText('State Senator · State Senate District 59');
  await expect(card(page, 'Fue Lee')).toContainText('State Representative · State House District 59A');
  // The governor casts no roll calls: neither a score nor a missing one.
  await expect(card(page, 'Tim Walz')).toContainText('Governor · MN');
  await expect(card(page, 'Tim Walz')).not.toContainText('voting record');
  await expect(panel.getByRole('link', { name: 'US Census Bureau' })).toBeVisible();

  // 'Mine' lists the same officials.
  await page.getByRole('button', { name: 'Mine', exact: true }).click();
  await expect(page.locator('[data-list-item] h3')).toHaveCount(officials.length);
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreen(page, testInfo, 'your-officials-minneapolis', async () => {
    await expect(card(page, 'Fue Lee')).toBeVisible();
  });
});

test('an Arizona ZIP gives both of the district’s representatives, with no voting record here yet', async ({ page }, testInfo) => {
  // ZIP 85040, south Phoenix: AZ-03, legislative district 11 of both chambers; Arizona's roll calls are not loaded.
  const query = 'state=AZ&district=3&upper=11&lower=11';
  await expect
    .poll(async () => (await mine(page.request, query)).filter((o) => o.chamber === 'lower').length, { timeout: 180_000 })
    .toBe(2);

  await page.setViewportSize({ width: 1280, height: 800 });
  const panel = await giveZip(page, '85040');
  await expect(panel.getByText('ZIP code 85040 · AZ-03')).toBeVisible();
  for (const name of ['Junelle Cavero', 'Oscar De Los Santos']) {
    await expect(card(page, name)).toContainText('State Representative · State House District 11');
    await expect(card(page, name)).toContainText('No voting record here yet');
  }
  await expect(card(page, 'Catherine Miranda')).toContainText('State Senator · State Senate District 11');
  await expect(card(page, 'Catherine Miranda')).toContainText('No voting record here yet');
  await checkScreen(page, testInfo, 'your-officials-arizona', async () => {
    await expect(card(page, 'Oscar De Los Santos')).toBeVisible();
  });
});

test('a ZIP touching several statehouse districts asks the reader which are theirs', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const panel = await giveZip(page, '55414');
  const senate = panel.getByRole('group', { name: 'ZIP code 55414 touches 3 state Senate districts. Which one is yours?' });
  await expect(senate.getByRole('button')).toHaveText(['State Senate District 59', 'State Senate District 60', 'State Senate District 63']);
  await checkScreen(page, testInfo, 'your-officials-statehouse-choice', async () => {
    await expect(senate).toBeVisible();
  });
  await senate.getByRole('button', { name: 'State Senate District 60' }).click();
  const house = panel.getByRole('group', { name: 'ZIP code 55414 touches 4 state House districts. Which one is yours?' });
  await house.getByRole('button', { name: 'State House District 60B' }).click();
  await expect(panel.getByRole('group')).toHaveCount(0);
  const chosen = await mine(page.request, 'state=MN&district=5&upper=60&lower=60B');
  for (const legislator of chosen.filter((o) => o.level === 'state' && o.chamber !== null))
    await expect(card(page, legislator.name)).toBeVisible();
});

test('calling a state senator about a Minnesota bill: the capitol office, the script, the count', async ({ page }, testInfo) => {
  await expect
    .poll(async () => (await mine(page.request, MINNEAPOLIS.query)).filter((o) => o.level === 'state' && o.chamber !== null).length, {
      timeout: 180_000,
    })
    .toBe(2);
  // A reader signed in, so the call they log is counted.
  const login = await page.request.post('/api/auth/login', { data: { email: READER_EMAIL, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  // The demo reader's place from any earlier run is forgotten, so the ZIP is asked for.
  expect((await page.request.delete('/api/me/place')).status()).toBe(204);
  await page.setViewportSize({ width: 1280, height: 800 });
  await giveZip(page, MINNEAPOLIS.zip);
  await expect(page.getByRole('region', { name: 'Your officials' }).getByText('ZIP code 55412 · MN-05')).toBeVisible();
  const found = await (await page.request.get('/api/search?q=HF2432')).json();
  const bill = (found.bills.items as { id: number; billNumber: string; state: string | null }[]).find(
    (b) => b.billNumber === 'HF2432' && b.state === 'MN',
  )!;
  await openHome(page, `/bills/${bill.id}`);
  const call = page.getByRole('region', { name: 'Call your officials' });
  const senator = call.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Bobby Joe Champion/ }) });
  await expect(senator.getByRole('heading', { name: 'Bobby Joe Champion (State Senator)' })).toBeVisible();
  await expect(call.getByRole('heading', { name: /Ilhan Omar|Tim Walz/ })).toHaveCount(0);
  await expect(senator.getByText('Capitol office', { exact: true })).toBeVisible();
  await expect(senator.getByRole('link', { name: /651-296-9246/ })).toHaveAttribute('href', 'tel:+16512969246');
  await call.getByRole('button', { name: 'I support it' }).click();
  await expect(senator.getByRole('textbox')).toHaveValue(/I'm calling about HF2432, /);
  // He voted Yes on its passage in Minnesota's roll calls, as the script says, by his statehouse title.
  await expect(senator.getByRole('textbox')).toHaveValue(/I want to thank Senator Champion for voting for it\./);
  await senator
    .getByRole('group', { name: 'How did your call to Bobby Joe Champion go?' })
    .getByRole('button', { name: 'Left voicemail' })
    .click();
  await expect(senator.getByText('1 reader called Bobby Joe Champion about HF2432')).toBeVisible();
  await checkScreen(page, testInfo, 'call-state-senator', async () => {
    await expect(senator.getByText('Capitol office', { exact: true })).toBeVisible();
  });
});
