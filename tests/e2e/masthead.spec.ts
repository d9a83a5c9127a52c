// The masthead (issue 22): a footer on every page, /about with who publishes the site, its funding,
// corrections policy and contact (defaults said to be defaults until staff write their own), and articles
// labelled by kind of work. Serial: staff replace the defaults last.
import { DEMO_ARTICLES } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { checkScreen } from './support/screens.ts';
import { choose, expectToast, openHome, openMenu, unique } from './support/ui.ts';

test.describe.configure({ mode: 'default', timeout: 120_000 });

test.describe('a visitor', () => {
  test('finds the footer on the front page, and About from it', async ({ page }, testInfo) => {
    const { isDefault } = (await (await page.request.get('/api/masthead')).json()) as { isDefault: boolean };
    await openHome(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Civic Ledger' })).toBeVisible();
    for (const heading of ['Who publishes this site', 'How it is funded', 'Corrections policy', 'Contact the newsroom']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    if (isDefault) await expect(page.getByRole('note')).toContainText('Default text.');
    await checkScreen(page, testInfo, 'issue22-about');
  });

  test("the footer's Corrections policy opens About at that part", async ({ page }) => {
    await page.goto('/about/scores');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Corrections policy' }).click();
    await expect(page.getByRole('region', { name: 'Corrections policy' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Corrections policy' })).toBeInViewport();
  });

  test('sees each demo explainer labelled Explainer', async ({ page }) => {
    await openHome(page);
    const explainer = page.getByRole('article').filter({ hasText: DEMO_ARTICLES.officialScore });
    await expect(explainer.getByText('Explainer', { exact: true })).toBeVisible();
  });
});

test.describe('staff', () => {
  test.use({ role: 'staff' });

  test('label an article Opinion in the editor; its card and page say so, and its history keeps the label', async ({ page }, testInfo) => {
    const title = unique('Our view on the budget');
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'New Article' }).click();
    const editor = page.getByRole('dialog', { name: 'Create New Article' });
    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Excerpt').fill('Where we stand.');
    await choose(editor, page, 'Kind of work', 'Opinion');
    await choose(editor, page, 'Category', 'Economy');
    await editor.getByLabel('Content').fill('We think the budget falls short.');
    await editor.getByRole('button', { name: 'Publish Article' }).click();
    await expectToast(page, 'Article published successfully');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Opinion', { exact: true })).toBeVisible();
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Opinion', { exact: true })).toBeVisible();

    // Relabelled Analysis, then restored from the history: the revision kept the label it had.
    await page.getByRole('group', { name: 'Newsroom' }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Article' });
    await choose(edit, page, 'Kind of work', 'Analysis');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Changes saved');
    await expect(page.getByText('Analysis', { exact: true })).toBeVisible();
    await page.getByRole('group', { name: 'Newsroom' }).getByRole('button', { name: 'History' }).click();
    const revision = page.getByRole('list', { name: 'Revisions' }).getByRole('listitem').first();
    await expect(revision).toContainText('Changed: Kind of work');
    await checkScreen(page, testInfo, 'issue22-revision-kind', () => expect(revision).toBeVisible());
    await revision.getByRole('button', { name: /^Restore/ }).click();
    await expectToast(page, 'Revision restored');
    await expect(page.getByText('Opinion', { exact: true })).toBeVisible();
    await expect(page.getByText('Analysis', { exact: true })).toHaveCount(0);
  });

  test('write two parts of the masthead; readers see those words, and the two left alone still marked as defaults', async ({
    page,
  }, testInfo) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Edit the masthead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the masthead' });
    await checkScreen(page, testInfo, 'issue22-masthead-editor', () => expect(dialog).toBeVisible());
    await dialog.getByLabel('Who publishes this site').fill('<p>The Demo Civic Newsroom (a synthetic name for this test).</p>');
    await dialog.getByLabel('Contact the newsroom').fill('<p>Write to <a href="mailto:desk@example.org">desk@example.org</a>.</p>');
    await dialog.getByRole('button', { name: 'Save Masthead' }).click();
    await expectToast(page, 'Masthead saved');
    await expect(page.getByRole('note')).toContainText(
      "has not written every part of its masthead yet: How it is funded and Corrections policy are still Civic Ledger's default wording",
    );
    await expect(page.getByRole('region', { name: 'Contact the newsroom' }).getByRole('link', { name: 'desk@example.org' })).toBeVisible();

    // The edit is on record in the audit log, with who made it; staff reach the log from the menu.
    const menu = await openMenu(page);
    await menu.getByRole('menuitem', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    const row = page.getByRole('row').filter({ hasText: 'About page edited' }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('publisher');
    await checkScreen(page, testInfo, 'issue22-audit-about-edited', () => expect(row).toBeVisible());
  });
});
