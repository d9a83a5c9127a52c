// Every journey that publishes an article lives in this one file, so they run one after another: the
// newest article is the featured one, and no other test may publish in between (docs/decisions/0081).
//   - staff publish through the Create New Article dialog and its toolbar;
//   - the notification badge of a subscriber when that author publishes;
//   - hostile content in an article and a comment stays inert when displayed;
//   - the newsroom chain: draft, preview, publish, edit with a correction, restore, unpublish, delete.
import { createArticle, DEMO_ARTICLES, seededArticle } from './support/data.ts';
import { expect, STAFF_NAME, test } from './support/fixtures.ts';
import {
  choose,
  expectToast,
  holdRequests,
  menuButton,
  openHome,
  openMenu,
  passSplash,
  showTab,
  signUpViaApi,
  unique,
} from './support/ui.ts';

// One after another in one worker, in file order (not 'serial': a failure must not skip the rest).
test.describe.configure({ mode: 'default' });

test.describe('staff publishing', () => {
  test.use({ role: 'staff' });

  test('publish through the dialog using bold, link, list and heading from the toolbar; it closes and the article is featured', async ({
    page,
  }) => {
    const title = unique('Published through the dialog');
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Article' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.height, 'at most 90vh on larger screens').toBeLessThanOrEqual(0.9 * 800 + 1);

    // Everything is required.
    await dialog.getByLabel('Read Time (minutes)').fill('');
    await dialog.getByRole('button', { name: 'Publish Article' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Excerpt is required')).toBeVisible();
    await expect(dialog.getByText('Content is required')).toBeVisible();
    await expect(dialog.getByRole('alert').filter({ hasText: /^Category/ })).toBeVisible();

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Excerpt').fill('Made with the formatting toolbar.');
    await choose(dialog, page, 'Category', 'Climate');
    await dialog.getByLabel('Read Time (minutes)').fill('7');
    const content = dialog.getByLabel('Content', { exact: true });
    const toolbar = dialog.getByRole('toolbar', { name: 'Formatting' });
    await content.fill('Opening paragraph.\n');
    await content.press('End');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    // The toolbar hands focus and the selection back to the text on the next frame: type after that.
    await expect(content).toBeFocused();
    await page.keyboard.type('Strong words');
    await expect(content).toHaveValue(/<strong>Strong words<\/strong>$/);
    await content.press('ControlOrMeta+End');
    await page.keyboard.type(' and ');
    await toolbar.getByRole('button', { name: 'Link' }).click();
    await expect(content).toBeFocused();
    await page.keyboard.type('our source');
    await expect(content).toHaveValue(/<a href="https:\/\/"[^>]*>our source<\/a>$/);
    // The writer then fills in the address the link points to.
    await content.fill((await content.inputValue()).replace('href="https://"', 'href="https://example.org/source"'));
    // A list from selected lines.
    await content.press('ControlOrMeta+End');
    await page.keyboard.type('\nFirst point');
    await content.press('Shift+Home');
    await toolbar.getByRole('button', { name: 'Bullet list' }).click();
    await expect(content).toBeFocused();
    await expect(content).toHaveValue(/<ul><li>First point<\/li><\/ul>$/);
    await content.press('ControlOrMeta+End');
    await toolbar.getByRole('button', { name: 'Heading' }).click();
    await expect(content).toBeFocused();
    await page.keyboard.type('A subhead');
    await expect(content).toHaveValue(/<h2>A subhead<\/h2>$/);

    const held = await holdRequests(page, '**/api/articles');
    await dialog.getByRole('button', { name: 'Publish Article' }).click();
    await expect(dialog.getByRole('button', { name: 'Publishing...' })).toBeDisabled();
    held.release();
    await expectToast(page, 'Article published successfully');
    await expect(dialog).toBeHidden();

    const featured = page.getByRole('region', { name: 'Featured' });
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(featured).toContainText('Climate');
    await expect(featured).toContainText('7 min read');
    await featured.getByRole('link').first().click();

    const body = page.locator('.prose-news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(body.locator('strong')).toHaveText('Strong words');
    await expect(body.getByRole('link', { name: 'our source' })).toHaveAttribute('href', 'https://example.org/source');
    await expect(body.locator('ul > li')).toHaveText('First point');
    await expect(body.getByRole('heading', { level: 2, name: 'A subhead' })).toBeVisible();
    await expect(body).toContainText('Opening paragraph.');
    // One's own article: no Subscribe to oneself.
    await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toHaveCount(0);
  });
});

test.describe('staff publishing: the list tools', () => {
  test.use({ role: 'staff' });

  for (const [tool, tag] of [
    ['Bullet list', 'ul'],
    ['Numbered list', 'ol'],
  ] as const) {
    test(`${tool} with nothing selected, then typing the item, gives a list item`, async ({ page }) => {
      await openHome(page);
      await page.getByRole('banner').getByRole('button', { name: 'New Article' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Article' });
      const content = dialog.getByLabel('Content', { exact: true });
      await content.click();
      await dialog.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: tool }).click();
      await expect(content).toHaveValue(`<${tag}><li>List item</li></${tag}>`);
      // The tool hands focus back and selects the placeholder on the next frame; type after that, as
      // a person would (typing sooner went to the toolbar button and was lost).
      await expect(content).toBeFocused();
      await expect
        .poll(() => content.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd)))
        .toBe('List item');
      // The placeholder is selected for overtyping, as with bold or heading: typing replaces the
      // placeholder text, and the list keeps its <li>.
      await page.keyboard.type('Only point');
      await expect(content).toHaveValue(`<${tag}><li>Only point</li></${tag}>`);
    });
  }
});

test.describe('subscriber notifications', () => {
  test('the badge appears when a subscribed author publishes, and clears on returning to the main tab', async ({ page, staffApi }) => {
    await signUpViaApi(page.request);
    const article = await seededArticle(page.request, DEMO_ARTICLES.officialScore);
    await page.clock.install();
    await page.goto(`/article/${article.id}`);
    await expect(menuButton(page)).toHaveAccessibleName('Menu');
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expectToast(page, `Subscribed to ${STAFF_NAME}`);

    // The author publishes; the count is polled every 30 seconds.
    await createArticle(staffApi, { title: unique('News for subscribers') });
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await page.clock.fastForward(30_500);
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await expect(menuButton(page)).toHaveAccessibleName('Menu, 1 unread notification');

    // Still there on another tab; cleared on coming back to the main tab.
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await passSplash(page);
    await showTab(page, 'Legislation');
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await showTab(page, 'News');
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await expect(menuButton(page)).toHaveAccessibleName('Menu');
  });
});

test.describe('hostile content', () => {
  const payload = [
    '<script>window.__xss = "script"; alert("script")</script>',
    '<img src="x" onerror="window.__xss = \'img\'; alert(\'img\')">',
    "<a href=\"javascript:window.__xss='link';alert('link')\">click me</a>",
    '<p onclick="window.__xss=\'click\'" onmouseover="window.__xss=\'hover\'">hover me</p>',
    '<iframe src="javascript:alert(\'frame\')"></iframe>',
    '<svg onload="window.__xss=\'svg\'"><circle r="5"></circle></svg>',
    '<p>A safe paragraph stays.</p>',
  ].join('\n');

  test('an article and a comment carrying scripts, event handlers and javascript: links render inert', async ({ page, staffApi, trap }) => {
    const title = unique('<script>alert("title")</script> Hostile');
    const article = await createArticle(staffApi, {
      title,
      excerpt: '<img src=x onerror="window.__xss=\'excerpt\'"> excerpt',
      content: payload,
    });
    await signUpViaApi(page.request);
    await page.goto(`/article/${article.id}`);

    // The title and excerpt are text, shown as typed.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('<img src=x onerror="window.__xss=\'excerpt\'"> excerpt')).toBeVisible();

    const body = page.locator('.prose-news');
    await expect(body).toContainText('A safe paragraph stays.');
    await expect(body).toContainText('hover me');
    await expect(body.locator('script, iframe, svg, img, object, embed')).toHaveCount(0);
    await expect(page.locator('main [onerror], main [onclick], main [onmouseover], main [onload]')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await body.getByText('hover me').hover();
    await body.getByText('hover me').click();
    const link = body.getByText('click me');
    if ((await link.count()) > 0) await link.click();
    await expect(page).toHaveURL(`/article/${article.id}`);

    // A comment with the same markup is shown as plain text.
    const comment = `${unique('hostile comment')} ${payload}`;
    await page.getByRole('textbox', { name: 'Your comment' }).fill(comment);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expectToast(page, 'Comment posted');
    const item = page.getByRole('listitem').filter({ hasText: 'hostile comment' });
    await expect(item).toContainText('<script>window.__xss = "script"; alert("script")</script>');
    await expect(item).toContainText('<a href="javascript:');
    await expect(item.locator('script, img, iframe, a[href^="javascript:" i], [onerror], [onclick], [onload]')).toHaveCount(0);

    // The feed card, the author's profile and search show it as text too.
    await page.getByRole('link', { name: 'Back to articles' }).click();
    await expect(page.getByRole('region', { name: 'Featured' }).getByRole('heading', { level: 3 })).toHaveText(title);
    await page.goto(`/users/${article.userId}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.locator('main img[onerror], main script')).toHaveCount(0);

    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(trap.dialogs, 'no alert, confirm or prompt').toEqual([]);
    expect(trap.errors, 'no uncaught errors').toEqual([]);
  });
});

test.describe('the newsroom', () => {
  test.use({ role: 'staff' });

  test('draft with preview, publish from Drafts, edit with a correction, restore, unpublish, delete', async ({ page }) => {
    // One journey walks the whole chain; each step waits on what the page shows.
    const title = unique('Newsroom chain');
    const featuredHeading = page.getByRole('region', { name: 'Featured' }).getByRole('heading', { level: 3 });
    await openHome(page);

    // Draft, previewed before it is saved; an image that cannot load is dropped, never a broken icon.
    await page.getByRole('banner').getByRole('button', { name: 'New Article' }).click();
    const editor = page.getByRole('dialog', { name: 'Create New Article' });
    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Excerpt').fill('Written, previewed, then published.');
    await choose(editor, page, 'Category', 'Justice');
    await editor.getByLabel('Lead image URL (optional)').fill('https://127.0.0.1:9/missing.jpg');
    await editor.getByLabel('Image description').fill('Courthouse steps');
    await editor.getByLabel('Content', { exact: true }).fill('<h2>What happened</h2><strong>Bold claim</strong> and ## not markdown');
    await editor.getByRole('button', { name: 'Preview' }).click();
    const preview = editor.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 2, name: 'What happened' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('Bold claim');
    await editor.getByRole('button', { name: 'Save Draft' }).click();
    await expectToast(page, 'Draft saved');
    await expect(editor).toBeHidden();
    await expect(featuredHeading).not.toHaveText(title);

    // Published from the Drafts page: now the featured story.
    await (await openMenu(page)).getByRole('menuitem', { name: 'Drafts' }).click();
    const draft = page.getByRole('list', { name: 'Drafts' }).getByRole('listitem').filter({ hasText: title });
    await draft.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog', { name: 'Edit Draft' }).getByRole('button', { name: 'Publish Article' }).click();
    await expectToast(page, 'Article published successfully');
    await expect(draft).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(featuredHeading).toHaveText(title);
    await expect(page.getByRole('region', { name: 'Featured' }).getByRole('img')).toHaveCount(0);
    await featuredHeading.click();
    await expect(page).toHaveURL(/\/article\/\d+$/);
    const articleUrl = new URL(page.url()).pathname;

    // Edited with a correction: readers see the update and the note.
    await page.getByRole('group', { name: 'Newsroom' }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Article' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await edit.getByLabel('Title').fill(`${title} (revised)`);
    await edit.getByLabel('Correction note (optional)').fill('An earlier version named the wrong court.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Changes saved');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (revised)`);
    await expect(page.getByText(/^Updated /)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Corrections' })).toContainText('An earlier version named the wrong court.');

    // Restored from the history: the title is back, the correction stays.
    await page.getByRole('group', { name: 'Newsroom' }).getByRole('button', { name: 'History' }).click();
    const revision = page.getByRole('list', { name: 'Revisions' }).getByRole('listitem').first();
    await expect(revision).toContainText(`Changed: Title`);
    await expect(revision).toContainText(STAFF_NAME);
    await revision.getByRole('button', { name: /^Restore/ }).click();
    await expectToast(page, 'Revision restored');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('region', { name: 'Corrections' })).toContainText('An earlier version named the wrong court.');

    // Unpublished: staff land on their drafts, where it now is; its address is not found for readers.
    await page.getByRole('group', { name: 'Newsroom' }).getByRole('button', { name: 'Unpublish' }).click();
    await page
      .getByRole('dialog', { name: `Unpublish “${title}”?` })
      .getByRole('button', { name: 'Unpublish' })
      .click();
    await expectToast(page, 'Article unpublished');
    await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
    expect((await page.request.get(`/api${articleUrl.replace('/article/', '/articles/')}`)).status()).toBe(404);

    // Deleted from the drafts after a confirmation naming it.
    await (await openMenu(page)).getByRole('menuitem', { name: 'Drafts' }).click();
    await draft.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: `Delete “${title}”?` })
      .getByRole('button', { name: 'Delete Article' })
      .click();
    await expectToast(page, 'Article deleted');
    await expect(draft).toHaveCount(0);
    await page.goto(articleUrl);
    await expect(page.getByText('Article Not Found')).toBeVisible();
  });
});
