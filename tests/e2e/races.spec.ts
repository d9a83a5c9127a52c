// Every 2026 race (issue 23): the demo's candidates are the FEC's (datasets/fec-bulk/weball26.txt). A ZIP
// gives its races; a race page puts its candidates side by side; a candidate's money comes from the FEC
// totals; an official's money sits beside their votes. Each screen at phone and desktop, light and dark.
import { listOf, type OfficialRow } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { checkScreen } from './support/screens.ts';
import { choose, openHome, showTab } from './support/ui.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('a voter', () => {
  test('gives a ZIP and finds their 2026 races', async ({ page }, testInfo) => {
    await openHome(page);
    await showTab(page, 'Officials');
    const panel = page.getByRole('region', { name: 'Your officials' });
    await panel.getByLabel('ZIP code').fill('05401');
    await panel.getByRole('button', { name: 'Find my officials' }).click();
    const races = panel.getByRole('region', { name: 'Your 2026 races' });
    await expect(races.getByText(/candidates; most raised: Becca Balint/)).toBeVisible();
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

// Issue 41: races a skeptical reader can trust (docs/decisions/0322-races-that-agree.md). The browser's clock is
// set to a day before or after Election Day (3 November 2026); the server draws with its own, and the page
// reads the browser's once it has started.
const BEFORE_ELECTION = new Date('2026-10-15T16:00:00Z');
const AFTER_ELECTION = new Date('2026-11-29T16:00:00Z');

test.describe('a skeptical reader', () => {
  test('finds only the races on a 2026 ballot: no Vermont Senate race, no senator whose seat is not up, no senator in an old House seat', async ({
    page,
  }, testInfo) => {
    await openHome(page);
    await showTab(page, 'Officials');
    const panel = page.getByRole('region', { name: 'Your officials' });
    await panel.getByLabel('ZIP code').fill('05401');
    const senateAnswer = page.waitForResponse((response) => response.url().endsWith('/api/races/VT-senate'));
    await panel.getByRole('button', { name: 'Find my officials' }).click();
    const races = panel.getByRole('region', { name: 'Your 2026 races' });
    await expect(races.getByRole('link', { name: 'U.S. House, Vermont at large' })).toBeVisible();
    await senateAnswer;
    // Bernie Sanders's and Peter Welch's terms run to 2031 and 2029: Vermont votes for no senator in 2026.
    await expect(races.getByRole('listitem')).toHaveCount(1);
    await expect(races.getByRole('link', { name: 'U.S. Senate, Vermont' })).toHaveCount(0);
    await checkScreen(page, testInfo, 'issue41-your-races');

    // Wisconsin's senators are not up either: the Candidates tab lists its House members, not Tammy Baldwin.
    await showTab(page, 'Candidates');
    await choose(page, page, 'State', 'Wisconsin');
    const headings = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
    await expect(headings.filter({ hasText: 'Mark Pocan' })).toBeVisible();
    await expect(headings.filter({ hasText: 'Tammy Baldwin' })).toHaveCount(0);

    // Tom Cotton runs for his Senate seat; his House registration of 2012 is no race in Arkansas's 4th.
    await page.goto('/race/AR-4');
    await expect(page.getByRole('heading', { level: 1, name: 'U.S. House, Arkansas district 4' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Cotton' })).toHaveCount(0);
    await page.goto('/race/AR-senate');
    await expect(page.getByRole('heading', { level: 3, name: 'Tom Cotton' })).toBeVisible();
  });

  test('sees representatives who run for the Senate scored from their House records, under one name each, and says what each number is', async ({
    page,
  }, testInfo) => {
    await page.goto('/race/GA-senate');
    const cards = page.getByRole('article');
    for (const name of ['Earl L. "Buddy" Carter', 'Mike Collins']) {
      const card = cards.filter({ has: page.getByRole('heading', { level: 3, name }) });
      await expect(card.getByLabel(/^Progressive score \d+ out of 10$/)).toBeVisible();
      await expect(card.getByText('From the voting record')).toBeVisible();
      await expect(card.getByRole('link', { name: 'Voting record' })).toHaveAttribute('href', /^\/officials\/\d+$/);
      await expect(card.getByText('Not yet scored')).toHaveCount(0);
    }
    // Jon Ossoff once: his record's name on his card, not the FEC's 'T. Jonathan Ossoff'.
    await expect(cards.filter({ has: page.getByRole('heading', { level: 3, name: 'Jon Ossoff' }) })).toHaveCount(1);
    await expect(page.getByText('T. Jonathan Ossoff')).toHaveCount(0);
    await checkScreen(page, testInfo, 'issue41-georgia-senate');

    // Carter holds Georgia's 1st and runs for the Senate: he is its seat holder, not one of its candidates.
    await page.goto('/race/GA-1');
    await expect(page.getByText(/Holds the seat now: Earl L\. "Buddy" Carter/)).toBeVisible();
    await expect(cards.filter({ hasText: 'Carter' })).toHaveCount(0);

    // The Candidates tab: the number on a card says it is the voting record's, beside an analysis saying staff
    // have not scored the candidate; and A to Z starts with a letter, whatever quoted nicknames the FEC files.
    await openHome(page, '/candidates');
    const first = page.getByRole('main').getByRole('article').first();
    // Which number it is depends on the votes other journeys score; what it is said to be does not.
    await expect(first.getByLabel(/^Progressive score \d+ out of 10$/)).toBeVisible();
    await expect(first.getByText('From the voting record')).toBeVisible();
    await expect(first.getByText(/Our staff have not scored this candidate/)).toBeVisible();
    await checkScreen(page, testInfo, 'issue41-candidate-cards');
    await choose(page, page, 'Sort candidates', 'A to Z');
    await expect(page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(/^A/);
  });

  test('reads a race as held after Election Day, with its results plainly not in our data, and as to come before it', async ({
    page,
  }, testInfo) => {
    await page.clock.install({ time: AFTER_ELECTION });
    await page.goto('/race/VT-0');
    await expect(page.getByText('The general election was held on 3 November 2026.', { exact: false })).toBeVisible();
    await expect(page.getByText(/Its results are not in our data: the FEC file we draw on has no result for this race\./)).toBeVisible();
    const coester = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: 'C. Mark Coester' }) });
    await expect(coester.getByText('Filed as a challenger')).toBeVisible();
    await expect(coester.getByText('Reported to')).toBeVisible();
    await checkScreen(page, testInfo, 'issue41-race-held');

    await page.clock.setSystemTime(BEFORE_ELECTION);
    await page.reload();
    await expect(coester.getByText('Challenger', { exact: true })).toBeVisible();
    await expect(page.getByText(/was held on/)).toHaveCount(0);
    await expect(coester.getByText('Reported to')).toHaveCount(0);
  });
});
