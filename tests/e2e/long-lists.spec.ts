// Lists come a page at a time (docs/decisions/0111-pagination.md): scrolling a long list loads the next
// pages, and Back from a detail returns to the same filter, the pages already loaded, and the card opened.
import type { APIRequestContext } from '@playwright/test';
import { type BillRow, createBill, listOf } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { choose, openHome, showTab, unique } from './support/ui.ts';

// North Dakota's bills are this journey's own: no other journey or seed writes any.
const STATE = 'ND';
const TOTAL = 27;

async function northDakotaBills(api: APIRequestContext): Promise<BillRow[]> {
  const existing = await listOf<BillRow>(api, `/api/bills?level=state&state=${STATE}&limit=100`);
  for (let i = existing.length; i < TOTAL; i++) {
    existing.push(
      await createBill(api, { level: 'state', state: STATE, title: unique('North Dakota bill'), billNumber: `HB ${1000 + i}` }),
    );
  }
  return existing;
}

test.describe('long lists', () => {
  test('scroll the state bills past the first page, open one, and come back to it', async ({ page, staffApi }) => {
    await northDakotaBills(staffApi);
    await openHome(page);
    await showTab(page, 'Legislation');
    const level = page.getByRole('group', { name: 'Level' });
    await level.getByRole('button', { name: 'State' }).click();
    await choose(page, page, /^State$/, 'North Dakota');
    const cards = page.getByRole('main').locator('[data-list-item]');
    await expect(cards).toHaveCount(20);

    // Scrolling to the end brings the next page without a click.
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(TOTAL);
    await expect(page.getByRole('button', { name: 'Show more bills' })).toHaveCount(0);

    const opened = cards.nth(TOTAL - 2);
    const title = (await opened.getByRole('heading').first().textContent())!;
    await opened.getByRole('link').first().click();
    await expect(page.getByRole('link', { name: 'Back to legislation' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);

    await page.getByRole('link', { name: 'Back to legislation' }).click();
    await expect(level.getByRole('button', { name: 'State' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveText('North Dakota');
    await expect(cards).toHaveCount(TOTAL);
    const back = cards.filter({ hasText: title });
    await expect(back).toBeInViewport();
    await expect(back.getByRole('link').first()).toBeFocused();
  });
});
