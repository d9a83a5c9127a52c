// Issue 38, item 4, the bills side (docs/decisions/0329-state-bills-on-screen.md): the Legislative Tracker's
// State filter lists Minnesota, whose bills' cards name the session; a Minnesota bill with roll calls shows
// its legislature, status, links out, sponsors, a history collapsed until asked, its roll calls in the
// statehouse's own words with how every legislator voted, and LegiScan's credit; a bill that passed one
// chamber, LegiScan's own status beside the tracker's (0338). At 390 and 1280 px, in both themes, axe clean. The e2e app loads Minnesota's LegiScan dataset before it listens (DEMO_STATEHOUSES).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { keylessURL } from './support/ports.ts';
import { checkScreen, seriousViolations, THEMES, WIDTHS } from './support/screens.ts';
import { applyTheme, choose, openHome, showTab } from './support/ui.ts';

// Axe over a page of eight roll calls with their charts takes its time on a shared two-core machine.
test.describe.configure({ timeout: 300_000 });
// Minnesota's legislature is loaded in the keyless app only (support/start-e2e-server.ts).
test.use({ baseURL: keylessURL });

type SearchedBill = { id: number; billNumber: string; title: string; level: string; state: string | null };

// HF2432, the judiciary and public safety finance bill of the 2025 session: passed, 40 steps of history,
// roll calls in both chambers.
const BILL_NUMBER = 'HF2432';
const TITLE = 'Judiciary, public safety, and corrections policy and finance bill.';

/** Minnesota is in once the State dropdown's answer names it (the e2e app loads it before it listens). */
async function minnesotaIsIn(page: Page) {
  await expect
    .poll(async () => (await (await page.request.get('/api/bills/states')).json()) as string[], { timeout: 120_000 })
    .toContain('MN');
}

test('the State filter lists Minnesota, whose cards name the state, the session and the day', async ({ page }, testInfo) => {
  await minnesotaIsIn(page);
  await openHome(page);
  await showTab(page, 'Legislation');
  await page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'State' }).click();
  await choose(page, page, /^State$/, 'Minnesota');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toContainText('Minnesota');
  await expect(cards.first()).toContainText('94th Legislature 2025-2026');
  await expect(cards.first()).toContainText(/Introduced [A-Z][a-z]{2} \d{1,2}, 2025/);
  await checkScreen(page, testInfo, 'state-bills-list');
});

test('a Minnesota bill shows its legislature, sponsors, history, roll calls and how each legislator voted, credited', async ({
  page,
}, testInfo) => {
  await minnesotaIsIn(page);
  // The bill, as a reader finds it by its number in the site's search.
  const found = await (await page.request.get(`/api/search?q=${BILL_NUMBER}`)).json();
  const bill = (found.bills.items as SearchedBill[]).find((b) => b.billNumber === BILL_NUMBER && b.state === 'MN')!;
  expect(bill.title).toBe(TITLE);
  await openHome(page, `/bills/${bill.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(main).toContainText('Minnesota Legislature, 94th Legislature 2025-2026');
  await expect(main.getByRole('link', { name: /View on LegiScan/ })).toHaveAttribute(
    'href',
    /^https:\/\/legiscan\.com\/MN\/bill\/HF2432\//,
  );
  await expect(main.getByRole('link', { name: /View on the Minnesota Legislature's site/ })).toHaveAttribute('href', /revisor\.mn\.gov/);

  const sponsors = main.getByRole('list', { name: 'Sponsors' });
  await expect(sponsors.getByRole('listitem').first()).toContainText('Primary sponsor');

  const history = main.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(6);
  await main.getByRole('button', { name: /^Show all \d+ actions$/ }).click();
  await expect(history.getByRole('listitem')).toHaveCount(40);

  const rollCalls = main.getByRole('region', { name: 'Roll calls' });
  // They load as the reader nears them.
  await rollCalls.scrollIntoViewIfNeeded();
  const entry = (name: RegExp) => rollCalls.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
  const house = entry(/^Minnesota House of Representatives floor vote/).first();
  await expect(house).toContainText('Floor');
  await expect(entry(/^Minnesota Senate floor vote/).first()).toBeVisible();
  await expect(main).toContainText('Roll calls and bills: LegiScan (CC BY 4.0)');
  await checkScreen(page, testInfo, 'state-bill-page');

  await house.getByRole('button', { name: 'How every member voted' }).click();
  const positions = house.getByRole('list', { name: 'Members’ positions' });
  // Minnesota's House has 134 seats, every one recorded on this vote, each with how they voted.
  await expect(positions.getByRole('listitem')).toHaveCount(134);
  await expect(positions.getByRole('listitem').first()).toContainText(/\((D|R)-MN\)(Yes|No|Not Voting|Absent)$/);
  // The list alone: axe over the whole page of charts again would add nothing it has not checked.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    for (const theme of THEMES) {
      await applyTheme(page, theme);
      expect
        .soft(await seriousViolations(page, 'ul[aria-label="Members’ positions"]'), `axe: positions, ${theme} at ${width}px`)
        .toEqual([]);
    }
  }
});

// HF1354, the 2025 public safety policy bill: it passed the House on 28 April 2025 and waits in a Senate
// committee, so the tracker says 'In Committee' and LegiScan says 'Engrossed' (decision 0338).
test('a bill that passed one chamber says LegiScan’s own status and its day beside the tracker’s', async ({ page }) => {
  await minnesotaIsIn(page);
  const found = await (await page.request.get('/api/search?q=HF1354')).json();
  const bill = (found.bills.items as SearchedBill[]).find((b) => b.billNumber === 'HF1354' && b.state === 'MN')!;
  await openHome(page, `/bills/${bill.id}`);
  const main = page.getByRole('main');
  const fact = (term: string) => main.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Status')).toHaveText('In Committee (LegiScan: Engrossed, Apr 28, 2025)');
  await expect(fact('In committee')).toHaveText('Senate Judiciary and Public Safety');
});
