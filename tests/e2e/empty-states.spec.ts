// Empty states: the feed, the three tabs and a profile on the harness's empty app (a fresh
// database WITHOUT the demo seed: no articles, bills, candidates, officials or accounts), as a visitor
// and as staff; and the Discussion of a new bill and a new candidate on the main app.
// Nothing here creates content on the empty app (only accounts), so its lists stay empty whatever order
// the journeys run in; docs/decisions/0082-empty-and-loading-states.md.
import type { APIRequestContext, Page } from '@playwright/test';
import { createBill, createCandidate } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { linkTo, mailTo } from './support/mail.ts';
import { EMPTY_STAFF_EMAIL, emptyURL } from './support/ports.ts';
import { E2E_PASSWORD, openHome, showTab, signUpViaApi, unique } from './support/ui.ts';

const EMPTY_STAFF_PASSWORD = E2E_PASSWORD;

/**
 * Signs this context in as the empty app's staff account: ADMIN_EMAILS makes that address staff once it
 * is verified. Every journey signs up (202 whether or not the account exists) and tries the first
 * verification link ever mailed to it: the first to get here is signed in by it; later ones (or the
 * other worker, racing it) find it spent, and sign in with the password instead.
 */
async function signInAsEmptyStaff(request: APIRequestContext): Promise<void> {
  const register = await request.post('/api/auth/register', {
    data: { email: EMPTY_STAFF_EMAIL, password: EMPTY_STAFF_PASSWORD, firstName: 'Empty', lastName: 'Editor' },
  });
  expect(register.status(), await register.text()).toBe(202);
  const link = new URL(linkTo(await mailTo(EMPTY_STAFF_EMAIL, 'Confirm your email address'), '/verify-email'));
  const verified = await request.post('/api/auth/verify-email', { data: { token: link.searchParams.get('token') } });
  if (verified.status() !== 200) {
    const login = await request.post('/api/auth/login', { data: { email: EMPTY_STAFF_EMAIL, password: EMPTY_STAFF_PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
  }
  const me = await request.get('/api/auth/user');
  expect(((await me.json()) as { isStaff: number }).isStaff, 'ADMIN_EMAILS made the account staff').toBe(1);
}

/** The empty state of the tab showing now: its title, and the staff hint under it when there is one. */
function emptyState(page: Page, title: string) {
  return page.getByRole('main').getByText(title, { exact: true });
}

test.describe('empty states on a database without content', () => {
  test.use({ baseURL: emptyURL });

  test('a visitor: the feed says nothing is published yet, then No bills / No candidates / No officials found, with no staff hints', async ({
    page,
  }) => {
    await openHome(page);
    const main = page.getByRole('main');
    // The empty feed says no articles are published yet, and that staff members can create articles.
    await expect(main.getByText(/^No articles (have been )?published yet\.?$/)).toBeVisible();
    await expect(main.getByText(/^Staff members can create articles\b/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured' })).toHaveCount(0);
    await expect(main.getByRole('article')).toHaveCount(0);

    await showTab(page, 'Legislation');
    await expect(page.getByRole('heading', { name: 'Legislative Tracker' })).toBeVisible();
    await expect(emptyState(page, 'No bills found.')).toBeVisible();
    await page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'State' }).click();
    await expect(emptyState(page, 'No bills found.')).toBeVisible();

    await showTab(page, 'Candidates');
    await expect(page.getByRole('heading', { name: 'Progressive Candidates' })).toBeVisible();
    await expect(emptyState(page, 'No candidates found.')).toBeVisible();

    await showTab(page, 'Officials');
    await expect(page.getByRole('heading', { name: 'Elected Officials' })).toBeVisible();
    await expect(emptyState(page, 'No officials found.')).toBeVisible();

    // The staff hints are for staff only.
    await expect(main.getByText(/^Staff members can add/)).toHaveCount(0);
    await showTab(page, 'Legislation');
    await expect(emptyState(page, 'No bills found.')).toBeVisible();
    await expect(main.getByText(/^Staff members can add/)).toHaveCount(0);
    await showTab(page, 'Candidates');
    await expect(emptyState(page, 'No candidates found.')).toBeVisible();
    await expect(main.getByText(/^Staff members can add/)).toHaveCount(0);
  });

  test('staff: the same empty states, each followed by its staff hint', async ({ page }) => {
    await signInAsEmptyStaff(page.request);
    await openHome(page);
    const main = page.getByRole('main');
    await expect(main.getByText(/^No articles (have been )?published yet\.?$/)).toBeVisible();
    await expect(main.getByText(/^Staff members can create articles\b/)).toBeVisible();

    await showTab(page, 'Legislation');
    await expect(page.getByRole('button', { name: 'Refresh Legislation' })).toBeVisible();
    await expect(emptyState(page, 'No bills found.')).toBeVisible();
    await expect(main.getByText('Staff members can add bills manually or refresh legislation.', { exact: true })).toBeVisible();

    await showTab(page, 'Candidates');
    await expect(page.getByRole('button', { name: 'Add Candidate' })).toBeVisible();
    await expect(emptyState(page, 'No candidates found.')).toBeVisible();
    // The candidates hint has no fixed wording, only that staff see one.
    await expect(main.getByText(/^Staff members can .*candidates/)).toBeVisible();

    await showTab(page, 'Officials');
    await expect(page.getByRole('button', { name: 'Add Official' })).toBeVisible();
    await expect(emptyState(page, 'No officials found.')).toBeVisible();
    await expect(main.getByText('Staff members can add officials manually.', { exact: true })).toBeVisible();
    // An empty filtered list reads the same.
    await page.getByRole('group', { name: 'Chamber' }).getByRole('button', { name: 'Senate' }).click();
    await expect(emptyState(page, 'No officials found.')).toBeVisible();
    await expect(main.getByText('Staff members can add officials manually.', { exact: true })).toBeVisible();
  });

  test("a new user's profile: 'No bio yet', Articles (0) 'No articles yet', Comments (0) 'No comments yet'", async ({ page }) => {
    const me = await signUpViaApi(page.request, { firstName: 'Emery' });
    await page.goto(`/users/${me.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Emery ${me.lastName}`);
    await expect(page.getByText('No bio yet', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Articles (0)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText('No articles yet');
    await page.getByRole('tab', { name: 'Comments (0)' }).click();
    await expect(page.getByRole('tab', { name: 'Comments (0)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText('No comments yet');
  });
});

test.describe('empty Discussion', () => {
  // The main app: a bill and a candidate of this test's own, which nobody has commented on.
  test("a new bill and a new candidate read 'No comments yet. Be the first to share your thoughts!'", async ({ page, staffApi }) => {
    const bill = await createBill(staffApi, { title: unique('Uncommented bill') });
    const candidate = await createCandidate(staffApi, { name: unique('Uncommented Candidate') });
    const none = 'No comments yet. Be the first to share your thoughts!';

    await openHome(page, `/bills/${bill.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bill.title);
    await expect(page.getByRole('heading', { name: 'Discussion' })).toBeVisible();
    await expect(page.getByText(none, { exact: true })).toBeVisible();

    await openHome(page, `/candidates/${candidate.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(candidate.name);
    await expect(page.getByRole('heading', { name: 'Discussion' })).toBeVisible();
    await expect(page.getByText(none, { exact: true })).toBeVisible();
  });
});
