// Issue 41, items 5 and 6, as a new reader of the demo meets them (docs/decisions/0324-bill-dates-and-names.md):
// Newest First lists the 119th Congress's bills by the date each card shows, and every card says which date
// it is, and a bill no source dates says so and comes last (docs/decisions/0339-an-undated-bill-says-so.md); S. 5's page
// is dated by its first vote and reads no import note. (That the short title leads, with the
// formal title below, is held by legislation-tab.test.tsx: the e2e seed's roll calls give no short title.)
import { type BillRow, listOf } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { checkScreen } from './support/screens.ts';
import { openHome, showTab, startInTheme } from './support/ui.ts';

test.describe.configure({ timeout: 120_000 });

type Bill = BillRow & { congressUrl: string | null };

/** What a bill no source dates says in place of its date (bill-card.tsx). */
const UNDATED = 'Introduction date not on record';

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

test('Newest First: each card says which date it is, in that order, and the 119th Congress comes before the 2021–2022 bills', async ({
  page,
}) => {
  const bills = new Map((await listOf<Bill>(page.request, '/api/bills')).map((bill) => [bill.billNumber, bill]));
  await page.setViewportSize({ width: 390, height: 844 });
  await startInTheme(page, 'dark');
  await openHome(page);
  await showTab(page, 'Legislation');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Text content, not innerText: cards below the fold skip rendering (content-visibility) and have no innerText.
  const texts = await cards.allTextContents();
  const shown = texts.map((text) => bills.get(/^(\S+ \d+)/.exec(text)![1]!)!);
  texts.forEach((text, index) => {
    const bill = shown[index]!;
    if (bill.introducedDate) expect(text).toContain(`Introduced ${shortDate(bill.introducedDate)}`);
    else if (bill.firstVoteDate) expect(text).toContain(`First vote ${shortDate(bill.firstVoteDate)}`);
    else expect(text).toContain(UNDATED);
  });
  const listed = shown.map((bill) => bill.introducedDate ?? bill.firstVoteDate);
  const dated = listed.filter((date): date is string => date !== null);
  expect(listed.slice(0, dated.length), 'undated bills last').toEqual(dated);
  expect(dated).toEqual([...dated].sort().reverse());
  // Bills known only from their roll calls are dated by the first, and the 2021 bills come after them.
  expect(texts.some((text) => /First vote [A-Z][a-z]{2} \d{1,2}, 202[56]/.test(text))).toBe(true);
  const numbers = shown.map((bill) => bill.billNumber);
  const firstVoted = numbers.findIndex((number) => !bills.get(number)!.introducedDate && bills.get(number)!.firstVoteDate);
  const postal = numbers.indexOf('H.R. 3076');
  expect(postal === -1 || postal > firstVoted).toBe(true);
});

test('a bill no source dates says so on its card and its page, and Newest First lists it after every dated bill', async ({
  page,
}, testInfo) => {
  const listed = await listOf<Bill>(page.request, '/api/bills?limit=100');
  const undated = new Set(listed.filter((bill) => !bill.introducedDate && !bill.firstVoteDate).map((bill) => bill.billNumber));
  // The seed's bills known only from Congress.gov's recorded lists: a list gives no introduction, and no roll call names them.
  expect(undated.size).toBeGreaterThan(0);
  // This journey is about reaching the end of the list: the button alone asks for the next page, never a
  // scroll sentinel racing it (first-visit-fixes.spec.ts says why).
  await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
  await openHome(page);
  await showTab(page, 'Legislation');
  const cards = page.getByRole('main').locator('[data-list-item]');
  await expect(cards.first()).toBeVisible();
  const more = page.getByRole('button', { name: 'Show more bills' });
  while (await more.isVisible()) {
    const before = await cards.count();
    await more.click();
    await expect(cards).not.toHaveCount(before);
  }
  const texts = await cards.allTextContents();
  const tail = texts.slice(-undated.size);
  // The undated bills, all of them, after every dated one.
  expect(tail.map((text) => /^(\S+ \d+)/.exec(text)![1]).sort()).toEqual([...undated].sort());
  for (const text of tail) expect(text).toContain(UNDATED);
  expect(texts.slice(0, -undated.size).filter((text) => text.includes(UNDATED))).toEqual([]);
  // A passed bill the list dates only by its passing says both: no introduction on record, then the day it passed.
  const faa = cards.filter({ hasText: 'Airport and Airway Extension Act of 2023, Part II' });
  await expect(faa).toContainText(`${UNDATED} · Passed Dec 26, 2023`);

  await faa.getByRole('link').first().click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Airport and Airway Extension Act of 2023, Part II' })).toBeVisible();
  await expect(main).toContainText(`${UNDATED} · Passed Dec 26, 2023`);
  await expect(main).toContainText('Latest action');
  await checkScreen(page, testInfo, 'issue41-bill-undated');
});

test("S. 5's page: headed by the name it is known by, dated by its first vote, and plain that no summary is published", async ({
  page,
}, testInfo) => {
  const bills = await listOf<Bill>(page.request, '/api/bills?limit=100');
  const s5 = bills.find((bill) => bill.billNumber === 'S. 5' && bill.congressUrl?.includes('119th'))!;
  await openHome(page, `/?bill=${s5.id}`);
  const main = page.getByRole('main');
  // The e2e seed reads S. 5 from the Senate's votes alone, which give no short title: its formal title heads it.
  await expect(main.getByRole('heading', { level: 1, name: s5.shortTitle ?? s5.title })).toBeVisible();
  await expect(main).toContainText('No summary of this bill has been published yet.');
  await expect(main).not.toContainText('Added from');
  await expect(main).not.toContainText('not available at import');
  await expect(main).toContainText('First vote Jan 9, 2025');
  await checkScreen(page, testInfo, 'issue41-bill-dated');
});
