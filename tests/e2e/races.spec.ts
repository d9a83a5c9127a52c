// Every 2026 race (issue 23): the demo's candidates are the FEC's (datasets/fec-bulk/weball26.txt). A ZIP
// gives its races; a race page puts its candidates side by side; a candidate's money comes from the FEC
// totals; an official's money sits beside their votes. Each screen at phone and desktop, light and dark.
import { listOf, type OfficialRow } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { checkScreen } from './support/screens.ts';
import { openHome, showTab } from './support/ui.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('a voter', () => {
  test('gives a ZIP and finds their 2026 races', async ({ page }, testInfo) => {
    await openHome(page);
    await showTab(page, 'Officials');
    const panel = page.getByRole('region', { name: 'Your officials' });
    await panel.getByLabel('ZIP code').fill('05401');
    await panel.getByRole('button', { name: 'Find my officials' }).click();
    const races = panel.getByRole('region', { name: 'Your 2026 races' });
    await expect(races.getByText(/candidates; most raised: Rebecca 'Becca' Balint/)).toBeVisible();
    await checkScreen(page, testInfo, 'issue23-your-races');
    await races.getByRole('link', { name: 'U.S. House, Vermont at large' }).click();
    await expect(page).toHaveURL(/\/race\/VT-0$/);
    await expect(page.getByRole('heading', { level: 1, name: 'U.S. House, Vermont at large' })).toBeVisible();
  });

  test('reads a race: candidates side by side, the incumbent scored and linked to her record, challengers not yet scored', async ({
    page,
  }, testInfo) => {
    await page.goto('/race/NY-14');
    await expect(page).toHaveTitle('2026 race: U.S. House, New York district 14 — Civic Ledger');
    const cards = page.getByRole('article');
    const aoc = cards.filter({ hasText: 'Alexandria Ocasio-Cortez' });
    await expect(aoc.getByText('Incumbent')).toBeVisible();
    await expect(aoc.getByText('$23,658,045')).toBeVisible();
    const challenger = cards.filter({ hasText: 'Tina Forte' });
    await expect(challenger.getByText('Not yet scored')).toBeVisible();
    await checkScreen(page, testInfo, 'issue23-race');
    await aoc.getByRole('link', { name: 'Voting record' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alexandria Ocasio-Cortez' })).toBeVisible();
  });

  test("opens a candidate from a race and reads their money: the FEC's totals, cash on hand, debts and the FEC page", async ({
    page,
  }, testInfo) => {
    await page.goto('/race/VT-0');
    await page.getByRole('link', { name: 'C. Mark Coester' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'C. Mark Coester' })).toBeVisible();
    const finance = page.getByRole('heading', { name: 'Campaign Finance' }).locator('..');
    await expect(finance.getByText('Individual contributions')).toBeVisible();
    await expect(finance.getByText('Total Raised')).toBeVisible();
    await expect(finance.getByText('-$15,696')).toBeVisible();
    await expect(finance.getByText('$114,000')).toBeVisible();
    await expect(finance.getByRole('link', { name: /FEC filings/ })).toHaveAttribute(
      'href',
      'https://www.fec.gov/data/candidate/H4VT01056/',
    );
    await checkScreen(page, testInfo, 'issue23-candidate-money');
  });

  test("sees an official's campaign money of both cycles beside their votes", async ({ page }, testInfo) => {
    const sanders = (await listOf<OfficialRow>(page.request, '/api/officials?chamber=senate')).find((o) => o.name === 'Bernard Sanders')!;
    await page.goto(`/officials/${sanders.id}`);
    await expect(page.getByRole('heading', { name: 'Voting Record' })).toBeVisible();
    const money = page.getByRole('region', { name: 'Campaign Money' });
    await expect(money.getByRole('columnheader', { name: 'Senate 2025–26' })).toBeVisible();
    await expect(money.getByRole('columnheader', { name: 'Senate 2023–24' })).toBeVisible();
    await expect(money.getByRole('row', { name: /^Raised/ })).toContainText('$21,334,881');
    await checkScreen(page, testInfo, 'issue23-official-money');
  });
});
