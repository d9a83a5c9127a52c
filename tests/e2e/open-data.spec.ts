// Open data (issue 26): another site's page reads the public API from the browser, frames a score card
// that renders, and cannot frame the app's own pages; the data page, the API reference, 'Copy embed code'
// and the staff's API keys, each in light and dark at phone and desktop widths, axe clean.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { appURL } from './support/ports.ts';
import { checkScreen, screenPath, seriousViolations, WIDTHS } from './support/screens.ts';
import { expectToast } from './support/ui.ts';

/** Another site: a loopback host of its own (each worker's on a port the system picks), serving one page of ours. */
const OTHER_HOST = '127.0.0.5';
let other: Server;
let otherOrigin: string;
let otherPage = '';

/** Opens a page that is not the app's (another site's, a card, the data page): nothing to wait for but the page. */
const open = (page: Page, url: string) => page.mainFrame().goto(url);

test.beforeAll(async () => {
  other = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(otherPage));
  await new Promise<void>((resolve) => other.listen(0, OTHER_HOST, resolve));
  otherOrigin = `http://${OTHER_HOST}:${(other.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

type OfficialRow = { id: number; name: string; votingScore: number; scoredVoteCount: number };

async function busiestOfficial(page: Page): Promise<OfficialRow> {
  const officials = (await (await page.request.get('/api/officials?chamber=senate&sort=highest')).json()) as OfficialRow[];
  return officials.find((official) => official.scoredVoteCount > 0)!;
}

/** A page that is not an app page (a card, the data page): the system's light or dark, both widths, axe clean. */
async function checkPlainScreen(page: Page, testInfo: TestInfo, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: screenPath(testInfo, name, colorScheme, width), fullPage: true, animations: 'disabled' });
      expect.soft(await seriousViolations(page), `axe: ${name} in ${colorScheme} at ${width}px`).toEqual([]);
    }
  }
}

test.describe('another site', () => {
  test("reads a member's votes and a roll call's positions through the API, from the browser", async ({ page }) => {
    const official = await busiestOfficial(page);
    otherPage = `<!doctype html><html lang="en"><title>A newsroom</title><main><h1>Votes</h1><output id="votes"></output><output id="positions"></output><output id="limit"></output></main>
<script>
(async () => {
  const votes = await fetch('${appURL}/api/officials/${official.id}/votes?from=2025-01-01&limit=5');
  document.getElementById('limit').textContent = 'Remaining ' + votes.headers.get('RateLimit-Remaining');
  document.getElementById('votes').textContent = (await votes.json()).length + ' votes';
  const rollCalls = await (await fetch('${appURL}/api/roll-calls?chamber=senate&kind=passage&limit=1')).json();
  const positions = await (await fetch('${appURL}/api/roll-calls/' + rollCalls[0].id + '/positions')).json();
  document.getElementById('positions').textContent = positions.length + ' positions';
})().catch((error) => { document.body.dataset.error = String(error); });
</script></html>`;
    const votesHere = (await (await page.request.get(`/api/officials/${official.id}/votes?from=2025-01-01&limit=5`)).json()) as unknown[];
    expect(votesHere.length).toBeGreaterThan(0);
    await open(page, `${otherOrigin}/`);
    await expect(page.locator('#votes')).toHaveText(`${votesHere.length} votes`);
    await expect(page.locator('#positions')).toHaveText(/^\d{2,3} positions$/);
    await expect(page.locator('#limit')).toHaveText(/^Remaining \d+$/);
  });

  test("frames an official's score card, which renders, and cannot frame the official's page", async ({ page }, testInfo) => {
    const official = await busiestOfficial(page);
    const oembed = (await (
      await page.request.get(`/api/oembed?url=${encodeURIComponent(`${appURL}/officials/${official.id}`)}`)
    ).json()) as { html: string };
    otherPage = `<!doctype html><html lang="en"><title>A newsroom</title><main><h1>Our senator</h1>${oembed.html}
<iframe id="page" title="The full page" src="${appURL}/officials/${official.id}" width="400" height="300"></iframe></main></html>`;
    const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
    await open(page, `${otherOrigin}/`);
    const card = page.frameLocator(`iframe[src="${appURL}/embed/official/${official.id}"]`);
    await expect(card.getByRole('heading', { name: official.name })).toBeVisible();
    await expect(card.getByText(`${official.votingScore}/10`)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Full record on Civic Ledger' })).toHaveAttribute(
      'href',
      `${appURL}/officials/${official.id}`,
    );
    // Chromium refuses the page under its frame-ancestors 'none' and says so in the console.
    expect((await refused).text()).toContain("frame-ancestors 'none'");
    await open(page, `${appURL}/embed/official/${official.id}`);
    await checkPlainScreen(page, testInfo, 'issue26-official-card');
  });
});

test.describe('a visitor', () => {
  test('finds the downloads, the data dictionary, the licences and how to cite, and the API reference', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await open(page, `${appURL}/data`);
    await expect(page.getByRole('heading', { level: 1, name: 'Open data' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'CSV' })).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'How to cite' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'CC0 1.0 (public-domain dedication)' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('listitem').filter({ hasText: 'Roll calls' }).getByRole('link', { name: 'NDJSON' }).click();
    expect((await download).suggestedFilename()).toBe('civic-ledger-roll-calls.ndjson.gz');
    await checkPlainScreen(page, testInfo, 'issue26-data');

    await open(page, `${appURL}/api/docs`);
    await expect(page.getByRole('heading', { name: 'Civic Ledger API reference' })).toBeVisible();
    // Swagger UI shows its filter once it has read the whole document (360 KB): about 6 s on an idle 2-core
    // machine, more under the suite's load. Waited for, not timed.
    await expect(page.getByPlaceholder('Filter by tag')).toBeVisible({ timeout: 45_000 });
    await page.getByPlaceholder('Filter by tag').fill('roll-calls');
    await expect(page.getByText('/api/roll-calls/{id}/positions')).toBeVisible();
    await expect(page.getByText('/api/officials/{id}/votes')).toBeHidden();
  });

  test("copies a bill's embed code from its page", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appURL });
    const bills = (await (await page.request.get('/api/bills?limit=1')).json()) as { id: number }[];
    await page.goto(`/bills/${bills[0]!.id}`);
    await page.getByRole('button', { name: 'Copy embed code' }).click();
    await expectToast(page, 'Embed code copied!');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const oembed = (await (await page.request.get(`/api/oembed?url=${encodeURIComponent(page.url())}`)).json()) as { html: string };
    expect(copied).toBe(oembed.html);
  });
});

test.describe('staff', () => {
  test.use({ role: 'staff' });

  test('issue an API key, which raises the limit, and revoke it', async ({ page }, testInfo) => {
    await page.goto('/admin/api-keys');
    await page.getByLabel('Who the key is for').fill('E2E data desk');
    await page.getByRole('button', { name: 'Issue key' }).click();
    const key = (await page.getByRole('status').locator('code').textContent())!;
    expect(key).toMatch(/^cl_/);
    const keyed = await page.request.get('/api/officials?chamber=senate', { headers: { 'X-API-Key': key } });
    expect(keyed.headers()['ratelimit-limit']).toBe('100000');
    await checkScreen(page, testInfo, 'issue26-api-keys');
    await page.getByRole('button', { name: 'Revoke the key for E2E data desk' }).first().click();
    await expect(page.getByText('Revoked').first()).toBeVisible();
    expect((await page.request.get('/api/officials', { headers: { 'X-API-Key': key } })).status()).toBe(401);
  });
});
