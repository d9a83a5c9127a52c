// The search dialog, answered by the server
// (docs/decisions/0120-server-side-search.md): prompt, no results, the groups (Articles, Legislation, Candidates and
// Officials), opening each kind of result, bill numbers however they are typed, the keyboard, and the
// query clearing when the dialog closes, and the feed that follows a search.
import type { Locator, Page } from '@playwright/test';
import { SEARCH_LIMIT_DEFAULT } from '../../src/shared/schemas/search.ts';
import { createBill, DEMO_ARTICLES, DEMO_CANDIDATE, seededArticle } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { expectSection, openHome, unique } from './support/ui.ts';

async function openSearch(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Civic Ledger' });
  await expect(dialog).toBeVisible();
  return dialog;
}

type GroupName = 'Articles' | 'Legislation' | 'Candidates' | 'Officials';

function group(dialog: Locator, name: GroupName): Locator {
  return dialog.locator('section').filter({ has: dialog.page().getByRole('heading', { name: new RegExp(`^${name} \\(\\d+\\)$`) }) });
}

async function expectGroupCount(dialog: Locator, name: GroupName): Promise<number> {
  const section = group(dialog, name);
  await expect(section).toBeVisible();
  const heading = await section.getByRole('heading').textContent();
  const count = Number(/\((\d+)\)/.exec(heading ?? '')![1]);
  await expect(section.getByRole('button')).toHaveCount(Math.min(count, SEARCH_LIMIT_DEFAULT));
  // The dialog asks for the default number of each kind; the heading counts them all.
  if (count > SEARCH_LIMIT_DEFAULT) {
    await expect(
      section.getByText(`Showing the ${SEARCH_LIMIT_DEFAULT} best matches of ${count}. Add words to narrow the search.`),
    ).toBeVisible();
  }
  return count;
}

test.describe('search', () => {
  test('prompt, no results with the query, results in all three groups (case-insensitive), and the query clears on close', async ({
    page,
    staffApi,
  }) => {
    const bill = await createBill(staffApi, {
      title: unique('Search target bill'),
      summary: 'A summary naming a CANDIDATE for the search journey.',
    });
    await openHome(page);
    let dialog = await openSearch(page);
    const input = dialog.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveAttribute('placeholder', /articles, legislation,? or candidates/i);
    await expect(dialog.getByText('Start typing to search articles, legislation, and candidates.')).toBeVisible();

    await input.fill('qqzx no such thing');
    await expect(dialog.getByText('No results found for "qqzx no such thing"')).toBeVisible();

    // 'candidate': in an explainer's excerpt, in the three sample candidates' bios and in this bill's summary.
    await input.fill('candidate');
    const articles = await expectGroupCount(dialog, 'Articles');
    const legislation = await expectGroupCount(dialog, 'Legislation');
    const candidates = await expectGroupCount(dialog, 'Candidates');
    expect(articles).toBeGreaterThanOrEqual(1);
    expect(legislation).toBeGreaterThanOrEqual(1);
    expect(candidates).toBeGreaterThanOrEqual(3);
    await expect(group(dialog, 'Articles').getByRole('button', { name: new RegExp(DEMO_ARTICLES.notYetScored) })).toBeVisible();
    await expect(group(dialog, 'Legislation').getByRole('button', { name: new RegExp(bill.title) })).toBeVisible();

    await input.fill('CANDIDATE');
    await expect(group(dialog, 'Articles').getByRole('heading')).toHaveText(`Articles (${articles})`);
    await expect(group(dialog, 'Candidates').getByRole('heading')).toHaveText(`Candidates (${candidates})`);

    // The search can be followed: its feed lists the bill it found (docs/decisions/0290-feeds.md).
    const feed = await page.request.get((await dialog.getByRole('link', { name: 'Atom feed' }).getAttribute('href')) ?? '');
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(await feed.text()).toContain(bill.title);

    // Closing clears the query.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    dialog = await openSearch(page);
    await expect(dialog.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(dialog.getByText('Start typing to search articles, legislation, and candidates.')).toBeVisible();
  });

  test('a bill result opens the bill on the legislation tab and closes the dialog', async ({ page, staffApi }) => {
    const bill = await createBill(staffApi, { title: unique('Searchable bill') });
    await openHome(page);
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search' }).fill(bill.title);
    await expect(group(dialog, 'Legislation').getByRole('heading')).toHaveText('Legislation (1)');
    await group(dialog, 'Legislation')
      .getByRole('button', { name: new RegExp(bill.title) })
      .click();
    await expect(dialog).toBeHidden();
    await expectSection(page, 'Legislation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bill.title);
    await expect(page.getByRole('link', { name: 'Back to legislation' })).toBeVisible();
  });

  test('an article result opens the article at its own address, from another page too', async ({ page }) => {
    const article = await seededArticle(page.request, DEMO_ARTICLES.rollCall);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('reading roll call');
    await group(dialog, 'Articles')
      .getByRole('button', { name: new RegExp(article.title) })
      .click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/article/${article.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page).toHaveTitle(`${article.title} — Civic Ledger`);
  });

  test('a bill is found by its number typed without punctuation, and opened from the keyboard', async ({ page, staffApi }) => {
    const bill = await createBill(staffApi, { title: unique('Numbered bill') });
    const typed = bill.billNumber.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
    expect(typed).not.toBe(bill.billNumber);
    await openHome(page);
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search' }).fill(typed);
    await expect(group(dialog, 'Legislation').getByRole('heading')).toHaveText('Legislation (1)');
    // The results follow the search box in the tab order.
    await page.keyboard.press('Tab');
    await expect(group(dialog, 'Legislation').getByRole('button', { name: new RegExp(bill.title) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectSection(page, 'Legislation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bill.title);
  });

  test('an official result opens the official on the officials tab', async ({ page }) => {
    await openHome(page);
    const dialog = await openSearch(page);
    // Half typed: every word is a prefix.
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('maria cantw');
    await expect(group(dialog, 'Officials').getByRole('heading')).toHaveText('Officials (1)');
    await group(dialog, 'Officials')
      .getByRole('button', { name: /Maria Cantwell/ })
      .click();
    await expect(dialog).toBeHidden();
    await expectSection(page, 'Officials');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maria Cantwell');
    await expect(page.getByRole('link', { name: 'Back to Officials' })).toBeVisible();
  });

  test('a candidate result opens the candidate on the candidates tab', async ({ page }) => {
    await openHome(page);
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search' }).fill(DEMO_CANDIDATE.toLowerCase());
    await expect(group(dialog, 'Candidates').getByRole('heading')).toHaveText('Candidates (1)');
    await group(dialog, 'Candidates')
      .getByRole('button', { name: new RegExp(DEMO_CANDIDATE.replace(/[()]/g, '\\$&')) })
      .click();
    await expect(dialog).toBeHidden();
    await expectSection(page, 'Candidates');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_CANDIDATE);
    await expect(page.getByRole('link', { name: 'Back to candidates' })).toBeVisible();
  });
});
