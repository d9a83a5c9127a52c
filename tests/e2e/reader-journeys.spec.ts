// Signed-in users: sign up, out and in again; comments; subscriptions;
// their own profile; no staff control anywhere; and a refused attempt to publish.
import type { Page } from '@playwright/test';
import { type ArticleRow, type CandidateRow, createBill, DEMO_ARTICLES, DEMO_CANDIDATE, listOf, seededArticle } from './support/data.ts';
import { expect, READER_EMAIL, STAFF_EMAIL, STAFF_NAME, test } from './support/fixtures.ts';
import { linkTo, mailTo } from './support/mail.ts';
import {
  choose,
  E2E_PASSWORD,
  expectToast,
  expectToastOverDialog,
  holdRequests,
  openHome,
  openMenu,
  passSplash,
  showTab,
  signUpSomeoneElse,
  signUpViaApi,
  unique,
  uniqueEmail,
} from './support/ui.ts';

async function userIdOf(page: Page, email: string): Promise<string> {
  // The demo staff author is the author of the demo articles.
  if (email === STAFF_EMAIL) return (await seededArticle(page.request, DEMO_ARTICLES.officialScore)).userId;
  throw new Error(`no lookup for ${email}`);
}

async function postComment(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Your comment' });
  await expect(box).toBeEnabled();
  await expect(box).toHaveAttribute('placeholder', 'Share your thoughts...');
  const post = page.getByRole('button', { name: 'Post Comment' });
  await box.fill('   ');
  await expect(post, 'blank after trimming: disabled').toBeDisabled();
  await box.fill(text);
  const held = await holdRequests(page, '**/api/comments');
  await post.click();
  await expect(page.getByRole('button', { name: 'Posting...' })).toBeDisabled();
  held.release();
  await expectToast(page, 'Comment posted', 'Your comment has been added to the discussion.');
  await expect(box).toHaveValue('');
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toBeVisible();
  return item;
}

test.describe('signed-in user', () => {
  test('sign up, confirm the address from the mail, sign out, and sign in again through the login page', async ({ page }) => {
    const email = uniqueEmail('signup');
    const last = unique('Lovelace').split(' ')[1]!;
    await page.clock.install();
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Create Account' });
    await signUp.getByLabel('First Name').fill('Ada');
    await signUp.getByLabel('Last Name').fill(last);
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill('password12345678');
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp.getByText(/too easy to guess/)).toBeVisible();
    await signUp.getByLabel('Password').fill(E2E_PASSWORD);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(signUp).toContainText(email);

    // The mail's link, opened in the browser, confirms the address and signs the reader in.
    await page.goto(linkTo(await mailTo(email, 'Confirm your email address'), '/verify-email'));
    await expect(page.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible();
    await expect(page.getByText(`You are signed in as Ada ${last}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Civic Ledger' }).click();

    await expect(page).toHaveURL(/\/$/);
    await passSplash(page);
    let menu = await openMenu(page);
    await expect(menu).toContainText(`Ada ${last}`);
    await expect(menu).toContainText(`A${last[0]!.toUpperCase()}`); // avatar initials
    await expect(menu.getByRole('menuitem', { name: 'View Profile' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/$/);
    await passSplash(page);
    menu = await openMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Log In' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Log In' }).click();

    await expect(page).toHaveURL(/\/login/);
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill('wrong-password');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(signIn.getByRole('alert')).toContainText('Invalid email or password');
    await signIn.getByLabel('Password').fill(E2E_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await passSplash(page);
    menu = await openMenu(page);
    await expect(menu).toContainText(`Ada ${last}`);
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });

  test("post a comment on an article: 'Posting...', the input cleared, the comment listed, the toast", async ({ page }) => {
    const me = await signUpViaApi(page.request, { firstName: 'Casey' });
    const article = await seededArticle(page.request, DEMO_ARTICLES.officialScore);
    await page.goto(`/article/${article.id}`);
    const text = unique('A thoughtful comment');
    const item = await postComment(page, text);
    const author = item.getByRole('link', { name: `Casey ${me.lastName}` });
    await expect(author).toHaveAttribute('href', `/users/${me.id}`);
    await expect(item).toContainText('just now');
    // The vote control (kept on the server, one vote each): up +1, down switches to -1, down again undoes.
    const count = item.getByLabel(/^-?\d+ votes$/);
    await expect(count).toHaveText('0');
    await item.getByRole('button', { name: 'Upvote' }).click();
    await expect(count).toHaveText('1');
    await item.getByRole('button', { name: 'Downvote' }).click();
    await expect(count).toHaveText('-1');
    await item.getByRole('button', { name: 'Downvote' }).click();
    await expect(count).toHaveText('0');

    // The comment is on the author's profile too.
    await author.click();
    await expect(page).toHaveURL(`/users/${me.id}`);
    await page.getByRole('tab', { name: 'Comments (1)' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(text);
  });

  test('comments attach to a bill and to a candidate as well', async ({ page, staffApi }) => {
    await signUpViaApi(page.request);
    const bill = await createBill(staffApi, { title: unique('Commented bill') });
    const candidate = (await listOf<CandidateRow>(page.request, '/api/candidates')).find((c) => c.name === DEMO_CANDIDATE)!;

    await openHome(page, `/bills/${bill.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bill.title);
    await expect(page.getByText('No comments yet. Be the first to share your thoughts!')).toBeVisible();
    const onBill = unique('On the bill');
    await postComment(page, onBill);

    await openHome(page, `/candidates/${candidate.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_CANDIDATE);
    const onCandidate = unique('On the candidate');
    await postComment(page, onCandidate);
    await expect(page.getByText(onBill)).toHaveCount(0);
  });

  test("subscribe to and unsubscribe from a staff author: 'Subscribing...', the toasts, and the button flipping", async ({ page }) => {
    await signUpViaApi(page.request);
    const article = await seededArticle(page.request, DEMO_ARTICLES.notYetScored);
    await page.goto(`/article/${article.id}`);
    const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true });
    await expect(subscribe).toBeEnabled();
    let held = await holdRequests(page, '**/api/subscriptions');
    await subscribe.click();
    await expect(page.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    held.release();
    await expectToast(page, `Subscribed to ${STAFF_NAME}`);
    const unsubscribe = page.getByRole('button', { name: 'Unsubscribe' });
    await expect(unsubscribe).toBeVisible();
    await page.unrouteAll();

    // The profile of the same author agrees, and offers the same control.
    await page.getByRole('link', { name: new RegExp(STAFF_NAME) }).click();
    await expect(page.getByRole('heading', { level: 1, name: STAFF_NAME })).toBeVisible();
    await expect(page.getByText('Author', { exact: true })).toBeVisible();
    held = await holdRequests(page, /\/api\/subscriptions\//, 'DELETE');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('button', { name: 'Unsubscribing...' })).toBeDisabled();
    held.release();
    await expectToast(page, `Unsubscribed from ${STAFF_NAME}`);
    await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();
  });

  test('the profile: Edit Profile opens pre-filled, Saving..., closes and shows the change; Subscribe only on staff profiles', async ({
    page,
  }) => {
    const me = await signUpViaApi(page.request, { firstName: 'Robin' });
    await openHome(page);
    const menu = await openMenu(page);
    await menu.getByRole('menuitem', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(`/users/${me.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Robin ${me.lastName}`);
    await expect(page.getByText('No bio yet')).toBeVisible();
    await expect(page.getByText(/^Joined /)).toBeVisible();
    await expect(page.getByText('Author', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Articles (0)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Comments (0)' })).toBeVisible();
    await expect(page.getByText('No articles yet')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Subscribe|^Unsubscribe/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Update your profile information and avatar')).toBeVisible();
    await expect(dialog.getByLabel('First Name')).toHaveValue('Robin');
    await expect(dialog.getByLabel('Last Name')).toHaveValue(me.lastName);
    await expect(dialog.getByLabel('Profile Picture URL')).toHaveAttribute('placeholder', /^https?:\/\/.+\.(jpg|jpeg|png|gif|webp)$/);
    const bioBox = dialog.getByLabel('Bio');
    expect((await bioBox.boundingBox())!.height).toBeGreaterThanOrEqual(95);
    await dialog.getByLabel('Last Name').fill('Renamed');
    await bioBox.fill('Reads every bill twice.');
    const held = await holdRequests(page, /\/api\/users\/[^/]+\/profile$/, 'PATCH');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release();
    await expectToast(page, 'Profile updated successfully');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Robin Renamed');
    await expect(page.getByText('Reads every bill twice.')).toBeVisible();
    const after = await openMenu(page);
    await expect(after).toContainText('Robin Renamed');
    await page.keyboard.press('Escape');

    // A staff author's profile offers Subscribe (and no Edit Profile).
    await page.goto(`/users/${await userIdOf(page, STAFF_EMAIL)}`);
    await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  });

  test('a non-staff profile offers no Subscribe to other users', async ({ page, playwright }) => {
    const them = await signUpSomeoneElse(playwright, { firstName: 'Other' });
    await signUpViaApi(page.request);
    await page.goto(`/users/${them.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Other ${them.lastName}`);
    await expect(page.getByText('No bio yet')).toBeVisible();
    await expect(page.getByRole('button', { name: /Subscribe|Edit Profile/ })).toHaveCount(0);
  });
});

test.describe('signed-in user without staff status', () => {
  test.use({ role: 'reader' });

  test("the header's New Article opens the dialog; publishing is refused: 'Failed to publish article', and no such article", async ({
    page,
  }) => {
    // docs/decisions/0044: the action shows for every signed-in user; the server publishes
    // for staff only, and the client says so with its failure toast.
    const title = unique('Reader tries to publish');
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Article' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Excerpt').fill('A reader would like to publish this.');
    await choose(dialog, page, 'Category', 'Climate');
    await dialog.getByLabel('Read Time (minutes)').fill('4');
    await dialog.getByLabel('Content', { exact: true }).fill('<p>Reader words.</p>');
    await dialog.getByRole('button', { name: 'Publish Article' }).click();
    await expectToastOverDialog(page, 'Failed to publish article');
    // The dialog stays open with what was typed; nothing sends the reader to log in.
    await expect(dialog.getByRole('button', { name: 'Publish Article' })).toBeEnabled();
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await expect(page).toHaveURL(/\/$/);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Never saved: Cancel asks before throwing it away.
    await page.getByRole('dialog', { name: 'Discard this article?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.getByRole('main').getByText(title)).toHaveCount(0);
    // Nothing was written: a fresh load of the feed does not list it either.
    await page.reload();
    await passSplash(page);
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.getByRole('main').getByText(title)).toHaveCount(0);
    expect((await listOf<ArticleRow>(page.request, '/api/articles')).map((a) => a.title)).not.toContain(title);
  });

  test('sees no staff control anywhere: menu, tabs, and /admin/users', async ({ page }) => {
    await openHome(page);
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    const menu = await openMenu(page);
    await expect(menu).toContainText('Demo Reader');
    await expect(menu.getByRole('menuitem', { name: /New Article|User Management/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await showTab(page, 'Legislation');
    await expect(page.getByRole('heading', { name: 'Legislative Tracker' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Refresh Legislation|Add Bill/ })).toHaveCount(0);
    await showTab(page, 'Candidates');
    await expect(page.getByRole('heading', { name: 'Progressive Candidates' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Refresh Candidates|Add Candidate/ })).toHaveCount(0);
    await showTab(page, 'Officials');
    await expect(page.getByRole('heading', { name: 'Elected Officials' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Refresh Members|Import Votes|Add Official/ })).toHaveCount(0);

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    // The server's refusal (403 'Forbidden: staff only'), in place of the list.
    await expect(page.getByRole('main').getByText(/Forbidden: staff only/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Make Staff|Remove Staff/ })).toHaveCount(0);
    await expect(page.getByText(READER_EMAIL)).toHaveCount(0);
  });
});
