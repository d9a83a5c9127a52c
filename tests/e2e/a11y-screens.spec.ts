// Every screen in light and dark, at 390 px and 1280 px: a screenshot saved under
// test-results/screens/ for people to look at, and an axe check with no serious or critical violation.
import type { Page } from '@playwright/test';
import {
  type BillRow,
  type CandidateRow,
  createArticle,
  DEMO_ARTICLES,
  DEMO_CANDIDATE,
  listOf,
  type OfficialRow,
  seededArticle,
} from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { checkScreen } from './support/screens.ts';
import { choose, openHome, showTab, signUpViaApi, unique } from './support/ui.ts';

test.describe.configure({ timeout: 90_000 });

async function searchWithResults(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Civic Ledger' });
  // An explainer's excerpt and the sample candidates' bios both name a candidate.
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('candidate');
  await expect(dialog.getByRole('heading', { name: /^Articles \(\d+\)$/ })).toBeVisible();
}

test.describe('screens: visitor', () => {
  test('front page (news feed)', async ({ page }, testInfo) => {
    await openHome(page);
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await checkScreen(page, testInfo, 'feed');
  });

  for (const [tab, heading, name] of [
    ['Legislation', 'Legislative Tracker', 'legislation'],
    ['Candidates', 'Progressive Candidates', 'candidates'],
    ['Officials', 'Elected Officials', 'officials'],
  ] as const) {
    test(`${name} tab`, async ({ page }, testInfo) => {
      await openHome(page);
      await showTab(page, tab);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await checkScreen(page, testInfo, name);
    });
  }

  test('article detail', async ({ page }, testInfo) => {
    const article = await seededArticle(page.request, DEMO_ARTICLES.officialScore);
    await page.goto(`/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.getByText(/No comments yet|Loading comments/).or(page.getByRole('button', { name: 'Upvote' }).first())).toBeVisible();
    await checkScreen(page, testInfo, 'article');
  });

  test('bill detail', async ({ page }, testInfo) => {
    const [bill] = await listOf<BillRow>(page.request, '/api/bills');
    await openHome(page, `/bills/${bill!.id}`);
    await expect(page.getByRole('link', { name: 'Back to legislation' })).toBeVisible();
    await checkScreen(page, testInfo, 'bill');
  });

  test("bill detail with its roll calls and a roll call's members open", async ({ page }, testInfo) => {
    const bill = (await listOf<BillRow>(page.request, '/api/bills?limit=100')).find((b) => b.billNumber === 'S. 5')!;
    await openHome(page, `/bills/${bill.id}`);
    const passage = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Senate roll call 7/ }) });
    await passage.getByRole('button', { name: 'How every member voted' }).click();
    await expect(passage.getByRole('searchbox', { name: 'Find a member' })).toBeVisible();
    await checkScreen(page, testInfo, 'bill-roll-calls');
  });

  test('about the scores', async ({ page }, testInfo) => {
    await page.goto('/about/scores');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkScreen(page, testInfo, 'about-scores');
  });

  test('candidate detail', async ({ page }, testInfo) => {
    const candidate = (await listOf<CandidateRow>(page.request, '/api/candidates')).find((c) => c.name === DEMO_CANDIDATE)!;
    await openHome(page, `/candidates/${candidate.id}`);
    await expect(page.getByRole('link', { name: 'Back to candidates' })).toBeVisible();
    await checkScreen(page, testInfo, 'candidate');
  });

  test('official detail', async ({ page }, testInfo) => {
    const official = (await listOf<OfficialRow>(page.request, '/api/officials')).find((o) => o.scoredVoteCount > 0)!;
    await openHome(page, `/officials/${official.id}`);
    // The history loads when scrolled near, and the contact, committees and money sections now sit above it.
    await page.getByRole('heading', { name: 'Voting History' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('list', { name: 'Voting history' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table', { name: /^Counted votes/ })).toBeVisible();
    await checkScreen(page, testInfo, 'official');
  });

  test('two officials compared', async ({ page }, testInfo) => {
    const vermont = await listOf<OfficialRow>(page.request, '/api/officials?state=VT&district=0&sort=az');
    const kentucky = await listOf<OfficialRow>(page.request, '/api/officials?state=KY&sort=az');
    const ids = [vermont.find((o) => o.name.includes('Sanders'))!.id, kentucky.find((o) => o.name.includes('McConnell'))!.id];
    await page.goto(`/compare?officials=${ids.join(',')}`);
    await expect(page.getByRole('table', { name: /Votes on each bill/ })).toBeVisible();
    await checkScreen(page, testInfo, 'compare');
  });

  test('author profile', async ({ page }, testInfo) => {
    const article = await seededArticle(page.request, DEMO_ARTICLES.officialScore);
    await page.goto(`/users/${article.userId}`);
    await expect(page.getByText('Author', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Articles \(\d+\)$/ })).toBeVisible();
    await checkScreen(page, testInfo, 'profile');
  });

  test('login page', async ({ page }, testInfo) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await checkScreen(page, testInfo, 'login');
  });

  test('404 page', async ({ page }, testInfo) => {
    await page.goto('/this/page/does/not/exist');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await checkScreen(page, testInfo, 'not-found');
  });

  test('article not found', async ({ page }, testInfo) => {
    await page.goto('/article/987654321');
    await expect(page.getByText('Article Not Found', { exact: true })).toBeVisible();
    await checkScreen(page, testInfo, 'article-not-found');
  });

  test('search dialog with results', async ({ page }, testInfo) => {
    await openHome(page);
    await searchWithResults(page);
    await checkScreen(page, testInfo, 'search', async () => {
      await expect(page.getByRole('dialog', { name: 'Search Civic Ledger' })).toBeVisible();
    });
  });
});

test.describe('screens: staff', () => {
  test.use({ role: 'staff' });

  test('user management', async ({ page }, testInfo) => {
    await page.goto('/admin/users');
    await expect(page.getByText('You', { exact: true })).toBeVisible();
    await checkScreen(page, testInfo, 'admin-users');
  });

  test('audit log', async ({ page }, testInfo) => {
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    // Whether the journeys so far left events or not, the screen is settled once either shows.
    await expect(page.getByRole('table').or(page.getByText('No security events yet'))).toBeVisible();
    await checkScreen(page, testInfo, 'audit-log');
  });

  test('create article dialog (95vh on a phone)', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Article' });
    await expect(dialog).toBeVisible();
    await expect.poll(async () => Math.round((await dialog.boundingBox())!.height)).toBe(Math.round(0.95 * 844));
    await checkScreen(page, testInfo, 'create-article', async () => {
      await expect(dialog).toBeVisible();
    });
  });

  test('the article editor showing its preview', async ({ page }, testInfo) => {
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'New Article' }).click();
    const editor = page.getByRole('dialog', { name: 'Create New Article' });
    await editor.getByLabel('Title').fill('A preview of the body');
    await editor.getByLabel('Content', { exact: true }).fill('<h2>What happened</h2><p>The <strong>vote</strong> and what it means.</p>');
    await editor.getByRole('button', { name: 'Preview' }).click();
    await expect(editor.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'What happened' })).toBeVisible();
    await checkScreen(page, testInfo, 'article-preview', async () => {
      await expect(editor).toBeVisible();
    });
  });

  test('drafts', async ({ page }, testInfo) => {
    const title = unique('A draft for the screens');
    await createArticle(page.request, { title, status: 'draft' });
    await page.goto('/admin/drafts');
    await expect(page.getByRole('list', { name: 'Drafts' }).getByRole('listitem').filter({ hasText: title })).toBeVisible();
    await checkScreen(page, testInfo, 'drafts');
  });

  test('add bill dialog with its validation messages', async ({ page }, testInfo) => {
    await openHome(page);
    await showTab(page, 'Legislation');
    await page.getByRole('button', { name: 'Add Bill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Bill' });
    await choose(dialog, page, 'Level', 'State');
    await dialog.getByRole('button', { name: 'Add Bill' }).click();
    await expect(dialog.getByText('State is required for state-level bills')).toBeVisible();
    await checkScreen(page, testInfo, 'add-bill', async () => {
      await expect(dialog).toBeVisible();
    });
  });

  test('add candidate dialog with its validation messages', async ({ page }, testInfo) => {
    await openHome(page);
    await showTab(page, 'Candidates');
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Candidate' });
    await dialog.getByRole('button', { name: 'Add Candidate' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await checkScreen(page, testInfo, 'add-candidate', async () => {
      await expect(dialog).toBeVisible();
    });
  });
});

test.describe('screens: signed-in user', () => {
  test('own profile and the Edit Profile dialog', async ({ page }, testInfo) => {
    const me = await signUpViaApi(page.request, { firstName: 'Sam' });
    await page.goto(`/users/${me.id}`);
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await checkScreen(page, testInfo, 'own-profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await checkScreen(page, testInfo, 'edit-profile', async () => {
      await expect(dialog).toBeVisible();
    });
  });
});
