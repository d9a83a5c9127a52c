// Every screen has an address (docs/decisions/0220-every-screen-has-an-address.md, 0221, 0223): an item
// opened from its card shows in the address bar and the title, survives a reload, follows Back and
// Forward, opens in a new tab and can be shared; the server draws the pages and answers 404 for no page;
// the sections and cards work before the script has started; focus goes to what opened and back to the
// card; the splash greets a visit once. Each journey runs at phone width in the light theme and at desktop
// width in the dark one, with axe at each screen, and a walk over every page kind covers all four looks.
import type { Locator, Page } from '@playwright/test';
import { type BillRow, DEMO_ARTICLES, DEMO_CANDIDATE, listOf, type OfficialRow, seededArticle } from './support/data.ts';
import { DEMO_PASSWORD, expect, READER_EMAIL, test } from './support/fixtures.ts';
import { seriousViolations } from './support/screens.ts';
import { expectToast, openHome, openMenu, passSplash, sectionTab, settle, startInTheme, type Theme } from './support/ui.ts';

const LOOKS: { width: number; theme: Theme }[] = [
  { width: 390, theme: 'light' },
  { width: 1280, theme: 'dark' },
];

async function expectAxeClean(page: Page, what: string) {
  await settle(page);
  expect(await seriousViolations(page), `axe: ${what}`).toEqual([]);
}

/** The one link of a list's card whose heading is `name`. */
function cardLink(page: Page, name: string | RegExp): Locator {
  return page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name }) })
    .first()
    .getByRole('link')
    .first();
}

const KINDS = [
  {
    tab: 'Legislation',
    list: '/legislation',
    folder: 'bills',
    back: 'Back to legislation',
    pick: async (page: Page) => (await listOf<BillRow>(page.request, '/api/bills'))[0]!.title,
  },
  {
    tab: 'Officials',
    list: '/officials',
    folder: 'officials',
    back: 'Back to Officials',
    // The list's first card (highest score first).
    pick: async (page: Page) => (await listOf<OfficialRow>(page.request, '/api/officials?chamber=all&sort=highest'))[0]!.name,
  },
  { tab: 'Candidates', list: '/candidates', folder: 'candidates', back: 'Back to candidates', pick: async () => DEMO_CANDIDATE },
] as const;

for (const { width, theme } of LOOKS) {
  test.describe(`addresses at ${width}px, ${theme}`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });
    test.beforeEach(async ({ page }) => startInTheme(page, theme));

    for (const kind of KINDS) {
      test(`${kind.folder} opened from their cards: address, title, reload, Back and Forward, new tab, Share`, async ({
        page,
        context,
      }) => {
        const name = await kind.pick(page);
        await openHome(page, kind.list);
        await expect(page).toHaveTitle(`${kind.tab} — Civic Ledger`);
        const card = cardLink(page, name);
        const href = await card.getAttribute('href');
        expect(href).toMatch(new RegExp(`^/${kind.folder}/\\d+$`));
        await expectAxeClean(page, `${kind.list} list`);

        await card.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toContainText(name.replace(/ \(sample\)$/, ''));
        await expect(page).toHaveTitle(/ — Civic Ledger$/);
        const title = await page.title();
        expect(title).toContain(name.replace(/ \(sample\)$/, ''));
        await expect(sectionTab(page, kind.tab)).toHaveAttribute('aria-current', 'true');
        await expectAxeClean(page, `${href} detail`);

        await page.reload();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(heading).toContainText(name.replace(/ \(sample\)$/, ''));
        await expect(page).toHaveTitle(title);

        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${kind.list}$`));
        await expect(page).toHaveTitle(`${kind.tab} — Civic Ledger`);
        await expect(cardLink(page, name)).toBeVisible();
        await page.goForward();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(heading).toContainText(name.replace(/ \(sample\)$/, ''));

        // The card's address opens the same screen in a new tab.
        const tab = await context.newPage();
        await tab.goto(href!);
        await expect(tab.getByRole('heading', { level: 1 })).toContainText(name.replace(/ \(sample\)$/, ''));
        await expect(tab).toHaveTitle(title);
        await tab.close();

        // Share copies the item's own address.
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
        await page.getByRole('link', { name: 'Share' }).click();
        await expectToast(page, 'Link copied!');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(href!, page.url()).toString());

        await page.getByRole('link', { name: kind.back }).click();
        await expect(page).toHaveURL(new RegExp(`${kind.list}$`));
      });
    }

    test('Enter on a card moves focus to the heading it opened, and Back to legislation returns it to the card', async ({ page }) => {
      const [bill] = await listOf<BillRow>(page.request, '/api/bills');
      await openHome(page, '/legislation');
      const card = cardLink(page, bill!.title);
      await card.focus();
      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(bill!.title);
      await expect(heading).toBeFocused();
      await page.getByRole('link', { name: 'Back to legislation' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/legislation$/);
      await expect(cardLink(page, bill!.title)).toBeFocused();

      // The browser's Back and Forward land the same way.
      await page.goBack();
      await expect(heading).toBeFocused();
      await page.goBack();
      await expect(cardLink(page, bill!.title)).toBeFocused();
    });

    test('the focus ring shows for the keyboard, not after a mouse click on a section or the menu', async ({ page }) => {
      await openHome(page);
      const focusVisible = () => page.evaluate(() => document.activeElement?.matches(':focus-visible') ?? false);
      await sectionTab(page, 'Candidates').click();
      await expect(sectionTab(page, 'Candidates')).toHaveAttribute('aria-current', 'page');
      expect(await focusVisible()).toBe(false);

      const menu = await openMenu(page);
      await menu.getByRole('menuitem', { name: theme === 'dark' ? 'Light Mode' : 'Dark Mode' }).click();
      await expect(menu).toBeHidden();
      expect(await focusVisible()).toBe(false);

      await page.keyboard.press('Shift+Tab');
      expect(await focusVisible()).toBe(true);
    });
  });
}

// Every page kind once at each of the four looks, phone and desktop in both themes: drawn, named, and axe
// clean with its parts below the fold drawn too (one page, one walk per look, so the run stays short).
const ALL_LOOKS: { width: number; theme: Theme }[] = [
  { width: 390, theme: 'light' },
  { width: 390, theme: 'dark' },
  { width: 1280, theme: 'light' },
  { width: 1280, theme: 'dark' },
];

for (const { width, theme } of ALL_LOOKS) {
  test(`every page kind at ${width}px, ${theme}: drawn, titled and axe clean`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await startInTheme(page, theme);
    const article = await seededArticle(page.request, DEMO_ARTICLES.rollCall);
    const [bill] = await listOf<BillRow>(page.request, '/api/bills');
    const [first, second] = await listOf<OfficialRow>(page.request, '/api/officials?chamber=all&sort=highest');
    const candidate = (await listOf<{ id: number; name: string }>(page.request, '/api/candidates')).find((c) => c.name === DEMO_CANDIDATE)!;
    const pages: [string, string | RegExp][] = [
      ['/', 'Civic Ledger'],
      ['/legislation', 'Legislation — Civic Ledger'],
      [`/article/${article.id}`, `${article.title} — Civic Ledger`],
      [`/bills/${bill!.id}`, `${bill!.billNumber}: ${bill!.title} — Civic Ledger`],
      [`/officials/${first!.id}`, new RegExp(`^${first!.name} .* — Civic Ledger$`)],
      [`/candidates/${candidate.id}`, new RegExp(`^${DEMO_CANDIDATE.replace(/[()]/g, '\\$&')}.* — Civic Ledger$`)],
      [`/users/${article.userId}`, `${article.authorName} — Civic Ledger`],
      [`/compare?officials=${first!.id},${second!.id}`, 'Compare officials — Civic Ledger'],
      ['/about/scores', 'About the scores — Civic Ledger'],
      ['/about', 'About — Civic Ledger'],
      ['/committee/HSJU', 'House Committee on the Judiciary — Civic Ledger'],
    ];
    await page.clock.install();
    for (const [path, title] of pages) {
      await page.goto(path);
      if (path === '/') await passSplash(page);
      await expect(page, path).toHaveTitle(title);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      // Down to the footer, so the parts drawn as the reader nears them are there for axe too.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
      await expectAxeClean(page, `${path} at ${width}px, ${theme}`);
    }
  });
}

test.describe('pages drawn by the server', () => {
  test('a section, a card and Back work before the script has started, the lists drawn', async ({ context }) => {
    // The server's HTML alone: every script of the build refused.
    const bare = await context.newPage();
    await bare.route(/\/(assets\/.*\.js|start-after-paint\.js)$/, (route) => route.abort());
    await bare.goto('/');
    await bare.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Officials' }).click();
    await expect(bare).toHaveURL(/\/officials$/);
    await expect(bare.getByRole('heading', { name: 'Elected Officials' })).toBeVisible();
    await expect(bare).toHaveTitle('Officials — Civic Ledger');
    // Drawn with its first page of cards, the highest score first.
    const [topOfficial] = await listOf<OfficialRow>(bare.request, '/api/officials?chamber=all&sort=highest');
    await expect(cardLink(bare, topOfficial!.name)).toBeVisible();
    const [bill] = await listOf<BillRow>(bare.request, '/api/bills');
    await bare.goto(`/bills/${bill!.id}`);
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText(bill!.title);
    await expect(bare).toHaveTitle(`${bill!.billNumber}: ${bill!.title} — Civic Ledger`);
    // Share is a mail link with the bill's own address until the script takes it over.
    const share = bare.getByRole('link', { name: 'Share' });
    await expect(share).toBeVisible();
    const mail = new URL((await share.getAttribute('href'))!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(`${bill!.billNumber}: ${bill!.title}`);
    expect(mail.searchParams.get('body')).toBe(new URL(`/bills/${bill!.id}`, bare.url()).toString());
    // Back is a link: it leads to the list, drawn with its first page.
    await bare.getByRole('link', { name: 'Back to legislation' }).click();
    await expect(bare).toHaveURL(/\/legislation$/);
    await expect(cardLink(bare, bill!.title)).toBeVisible();
    await bare.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Candidates' }).click();
    await expect(bare.getByRole('heading', { name: 'Progressive Candidates' })).toBeVisible();
    await expect(cardLink(bare, DEMO_CANDIDATE)).toBeVisible();
    expect(await bare.evaluate(() => document.documentElement.dataset.appStarted)).toBeUndefined();
  });

  test("an address that names nothing answers 404 with the 404 page; an article id that cannot be one reads 'Article Not Found'", async ({
    page,
  }) => {
    for (const { width, theme } of LOOKS) {
      await page.setViewportSize({ width, height: 800 });
      await startInTheme(page, theme);
      const missing = await page.goto('/no-such-page');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(page).toHaveTitle('404 Page Not Found — Civic Ledger');
      await expectAxeClean(page, `404 page, ${theme} at ${width}px`);

      for (const path of ['/article/not-a-number', '/article/3f2b8c1e-1111-4111-8111-111111111111']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByText('Article Not Found', { exact: true })).toBeVisible();
        await expect(page.getByText('Could not load the article')).toHaveCount(0);
      }
    }
  });

  test('an old /?bill= link redirects to the bill, its card and screen intact', async ({ page }) => {
    const [bill] = await listOf<BillRow>(page.request, '/api/bills');
    await page.goto(`/?bill=${bill!.id}`);
    await expect(page).toHaveURL(new RegExp(`/bills/${bill!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bill!.title);
  });
});

test.describe('the splash', () => {
  test('greets the first page of a visit, and not a reload, nor after signing in or out', async ({ page }) => {
    const article = await seededArticle(page.request, DEMO_ARTICLES.rollCall);
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByTestId('splash')).toBeVisible();
    await passSplash(page);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(page.getByTestId('splash')).toHaveCount(0);

    await page.goto('/login');
    await page.getByLabel('Email').fill(READER_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.getByTestId('splash')).toHaveCount(0);

    const menu = await openMenu(page);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.getByTestId('splash')).toHaveCount(0);

    // Returning to the front page from an article within the visit does not replay it either.
    await page.goto(`/article/${article.id}`);
    await page.getByRole('link', { name: 'Back to articles' }).click();
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.getByTestId('splash')).toHaveCount(0);
  });
});
