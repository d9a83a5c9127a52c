// Loading states: each list's request is held with page.route until the test releases it,
// so the state shown while loading can be seen; then the data replaces it. A page's own HTML carries the
// feed or the article it opens on (docs/decisions/0143-first-paint.md), so those two are reached by
// moving within the app, where the data is asked for.
//   - the feed: skeletons, 1 featured and 3 latest (the client marks them aria-busy 'Loading articles'
//     with data-testid skeleton-featured / skeleton-latest);
//   - /article/{id}: the article skeleton (aria-busy 'Loading article');
//   - 'Loading legislation...', 'Loading officials...', 'Loading comments...'.
import { createBill, DEMO_ARTICLES, seededArticle } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { holdRequests, openHome, showTab, unique } from './support/ui.ts';

test.describe('loading states', () => {
  test('the feed shows 1 featured and 3 latest skeletons until the articles arrive', async ({ page }) => {
    const article = await seededArticle(page.request, DEMO_ARTICLES.billScore);
    await page.goto(`/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const held = await holdRequests(page, '**/api/articles', 'GET');
    await page.getByRole('link', { name: 'Back to articles' }).click();
    const loading = page.locator('[aria-busy="true"][aria-label="Loading articles"]');
    await expect(loading).toBeVisible();
    await expect(loading.getByTestId('skeleton-featured')).toHaveCount(1);
    await expect(loading.getByTestId('skeleton-latest')).toHaveCount(3);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);

    held.release();
    await expect(page.getByRole('region', { name: 'Featured' }).getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Latest articles' }).getByRole('article').first()).toBeVisible();
    await expect(loading).toHaveCount(0);
    await expect(page.getByTestId(/^skeleton-/)).toHaveCount(0);
  });

  test('/article/{id} shows the article skeleton, then the article', async ({ page }) => {
    await openHome(page);
    const featured = page.getByRole('region', { name: 'Featured' }).getByRole('article');
    const title = (await featured.getByRole('heading').textContent())!;
    // The page asks for its one article by id.
    const held = await holdRequests(page, /\/api\/articles\/\d+$/, 'GET');
    await featured.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/article\/\d+$/);
    const skeleton = page.locator('[aria-busy="true"][aria-label="Loading article"]');
    await expect(skeleton).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.getByText('Article Not Found')).toHaveCount(0);

    held.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(skeleton).toHaveCount(0);
  });

  test("'Loading legislation...' until the bills arrive", async ({ page }) => {
    // The list's pages only (its query varies with the filters), not the states or a single bill.
    const held = await holdRequests(page, /\/api\/bills(\?|$)/, 'GET');
    await openHome(page);
    await showTab(page, 'Legislation');
    await expect(page.getByRole('heading', { name: 'Legislative Tracker' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading legislation...' })).toHaveText('Loading legislation...');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);

    held.release();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Loading legislation...')).toHaveCount(0);
  });

  test("'Loading officials...' until the officials arrive", async ({ page }) => {
    // The tab's list is read a page at a time (GET /api/officials/pages); only /officials's own HTML carries
    // the first page, so opening the tab from the home page is a real wait for the officials.
    const held = await holdRequests(page, /\/api\/officials\/pages(\?|$)/, 'GET');
    await openHome(page);
    await showTab(page, 'Officials');
    await expect(page.getByRole('heading', { name: 'Elected Officials' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading officials...' })).toHaveText('Loading officials...');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);

    held.release();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Loading officials...')).toHaveCount(0);
  });

  test("'Loading comments...' in the Discussion until the comments arrive", async ({ page, staffApi }) => {
    const bill = await createBill(staffApi, { title: unique('Bill with slow comments') });
    const held = await holdRequests(page, `**/api/bills/${bill.id}/comments`, 'GET');
    await openHome(page, `/bills/${bill.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bill.title);
    await expect(page.getByRole('heading', { name: 'Discussion' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading comments...' })).toHaveText('Loading comments...');

    held.release();
    await expect(page.getByText('No comments yet. Be the first to share your thoughts!', { exact: true })).toBeVisible();
    await expect(page.getByText('Loading comments...')).toHaveCount(0);
  });
});
