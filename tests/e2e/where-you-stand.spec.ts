// Where you stand: a reader's own officials from their ZIP code, on a bill and under 'Mine', kept on the
// profile. The demo's recorded roll calls are the data: House roll call 17 on H.R. 30 (Pramila Jayapal,
// WA-07, voted Nay) and Senate roll call 7 on S. 5. Each test has its own browser storage and account.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { type BillRow, listOf, type OfficialRow } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { openHome, showTab, signUpViaApi } from './support/ui.ts';

async function billNumbered(page: Page, billNumber: string): Promise<BillRow> {
  const bill = (await listOf<BillRow>(page.request, '/api/bills?limit=100')).find((b) => b.billNumber === billNumber);
  expect(bill, `the demo bill ${billNumber}`).toBeTruthy();
  return bill!;
}

async function giveZip(page: Page, zip: string) {
  const panel = page.getByRole('region', { name: 'Your officials' });
  await panel.getByLabel('ZIP code').fill(zip);
  await panel.getByRole('button', { name: 'Find my officials' }).click();
  return panel;
}

test.describe('where you stand', () => {
  test("a ZIP that spans districts asks which; your officials then show under 'Mine' and on a bill, first among every member", async ({
    page,
  }) => {
    await openHome(page);
    await showTab(page, 'Officials');
    const panel = await giveZip(page, '98101');
    const choice = panel.getByRole('group', { name: 'ZIP code 98101 spans 2 districts. Which one is yours?' });
    await expect(choice.getByRole('button')).toHaveText(['WA-07', 'WA-09']);
    await choice.getByRole('button', { name: 'WA-07' }).click();
    await expect(panel.getByText('ZIP code 98101 · WA-07')).toBeVisible();
    // The officials' own list: 'Your 2026 races' below it lists races, not people.
    await expect(panel.getByRole('list', { name: 'Your officials' }).getByRole('link')).toHaveText([
      'Maria Cantwell',
      'Patty Murray',
      'Pramila Jayapal',
    ]);
    await expect(panel.getByRole('link', { name: 'Compare your officials' })).toBeVisible();

    await page.getByRole('button', { name: 'Mine', exact: true }).click();
    await expect(page.locator('[data-list-item] h3')).toHaveCount(3);
    await expect(page.locator('[data-list-item] h3')).toContainText(['Maria Cantwell', 'Patty Murray', 'Pramila Jayapal'].sort());

    const hr30 = await billNumbered(page, 'H.R. 30');
    await openHome(page, `/bills/${hr30.id}`);
    const yours = page.getByRole('region', { name: 'How your officials voted' });
    // Yes and No, as on every other screen (the House records Jayapal's Nay as a No).
    await expect(yours.getByRole('listitem').filter({ hasText: 'Pramila Jayapal' })).toContainText('No');
    await expect(yours.getByRole('listitem').filter({ hasText: 'Maria Cantwell' })).toContainText('Has not voted on it');
    await page.getByRole('button', { name: 'How every member voted' }).first().click();
    const first = page.getByRole('list', { name: 'Members’ positions' }).first().getByRole('listitem').first();
    await expect(first).toContainText('Pramila Jayapal');
    await expect(first).toContainText('Your official');
  });

  test('compare two officials: the bills where they differ first, and the comparison as CSV', async ({ page }) => {
    const vermont = await listOf<OfficialRow>(page.request, '/api/officials?state=VT&district=0&sort=az');
    const kentucky = await listOf<OfficialRow>(page.request, '/api/officials?state=KY&sort=az');
    const [sanders, mcconnell] = [vermont.find((o) => o.name.includes('Sanders'))!, kentucky.find((o) => o.name.includes('McConnell'))!];
    await page.goto(`/compare?officials=${sanders.id},${mcconnell.id}`);
    const records = page.getByRole('table', { name: 'Records side by side' });
    await expect(records.getByRole('columnheader')).toContainText([sanders.name, mcconnell.name]);
    const bills = page.getByRole('table', { name: /Votes on each bill/ });
    // The Senate's roll call 7 on S. 5: Sanders Nay, McConnell Yea.
    await expect(bills.getByRole('row').filter({ hasText: 'S. 5' })).toContainText('Differ');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('comparison.csv');
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe(`Official,${sanders.name},${mcconnell.name}`);
    expect(text).toMatch(/\r\nS\. 5,.*,Yes,No,Yes\r\n/);
  });

  test('a ZIP given before signing in is kept on the profile', async ({ page }) => {
    await openHome(page);
    await showTab(page, 'Officials');
    const panel = await giveZip(page, '05401');
    await expect(panel.getByText('ZIP code 05401 · VT-AL')).toBeVisible();
    const me = await signUpViaApi(page.request);
    await page.goto(`/users/${me.id}`);
    const section = page.getByRole('region', { name: 'Your officials' });
    await expect(section.getByText('ZIP code 05401 · VT-AL')).toBeVisible();
    await expect(section.getByRole('link', { name: 'Becca Balint' })).toBeVisible();
    // Kept by the server, not only by this browser.
    // Burlington touches two state Senate districts and six House ones: those the reader has not chosen yet.
    expect(await (await page.request.get('/api/me/place')).json()).toEqual({
      zip: '05401',
      state: 'VT',
      district: 0,
      upperDistrict: null,
      lowerDistrict: null,
    });
  });

  test('mark positions on a bill and see the match change on the profile', async ({ page }) => {
    const me = await signUpViaApi(page.request);
    const hr30 = await billNumbered(page, 'H.R. 30');
    const match = () => page.getByRole('region', { name: 'Your match' }).getByRole('listitem').filter({ hasText: 'Becca Balint' }).first();

    await openHome(page, `/bills/${hr30.id}`);
    const position = page.getByRole('region', { name: 'Your position' });
    await position.getByRole('button', { name: 'Support' }).click();
    await expect(position.getByText('You support this bill.')).toBeVisible();
    // Becca Balint voted No on H.R. 30: against a reader who supports it. The whole House voted on it, so
    // the profile shows the ten best matches first and the rest on Show all.
    await page.goto(`/users/${me.id}`);
    await page
      .getByRole('region', { name: 'Your match' })
      .getByRole('button', { name: /^Show all \d+ matches$/ })
      .click();
    await expect(match()).toContainText('0% agreement (0 of 1 vote)');
    await match().getByText('Bills counted (1)').click();
    await expect(match().getByRole('row').filter({ hasText: 'H.R. 30' })).toContainText('SupportNoDisagrees');

    await openHome(page, `/bills/${hr30.id}`);
    await position.getByRole('button', { name: 'Oppose' }).click();
    await expect(position.getByText('You oppose this bill.')).toBeVisible();
    await page.goto(`/users/${me.id}`);
    await page
      .getByRole('region', { name: 'Your match' })
      .getByRole('button', { name: /^Show all \d+ matches$/ })
      .click();
    await expect(match()).toContainText('100% agreement (1 of 1 vote)');
  });
});
