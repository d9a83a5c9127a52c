// Staff: the staff menu, Add Bill, Add Candidate, and User Management.
import { expect, STAFF_EMAIL, test } from './support/fixtures.ts';
import { candidateCard, choose, expectToast, holdRequests, openHome, openMenu, showTab, signUpSomeoneElse, unique } from './support/ui.ts';

test.describe('staff', () => {
  test.use({ role: 'staff' });

  test('the menu offers New Article and User Management; the tabs offer the staff buttons', async ({ page }) => {
    await openHome(page);
    const menu = await openMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'New Article' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'User Management' }).click();
    await expect(page).toHaveURL('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    await showTab(page, 'Legislation');
    await expect(page.getByRole('button', { name: 'Refresh Legislation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Bill' })).toBeVisible();
    await showTab(page, 'Candidates');
    await expect(page.getByRole('button', { name: 'Refresh Candidates' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Candidate' })).toBeVisible();
    await showTab(page, 'Officials');
    await expect(page.getByRole('button', { name: 'Refresh Members' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import Votes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Official' })).toBeVisible();
  });

  test("Add Bill: 'State is required for state-level bills', then a state bill added, listed and reset", async ({ page }) => {
    const title = unique('Added state bill');
    await openHome(page);
    await showTab(page, 'Legislation');
    await page.getByRole('button', { name: 'Add Bill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Bill' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Bill Number').fill('S.B. 77');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Summary').fill('Expands rural bus service.');
    await choose(dialog, page, 'Status', 'In Committee');
    await choose(dialog, page, 'Level', 'State');
    await expect(dialog.getByLabel('Progressive Score (1-10)')).toHaveValue('5');
    await dialog.getByLabel('Progressive Score (1-10)').fill('8');
    await dialog.getByLabel('Progressive Analysis').fill('Public transit for rural riders.');
    await dialog.getByRole('button', { name: 'Add Bill' }).click();
    await expect(dialog.getByText('State is required for state-level bills')).toBeVisible();

    await choose(dialog, page, 'State', 'Oregon');
    await dialog.getByLabel('Passed Date').fill('2025-03-04');
    await dialog.getByRole('button', { name: 'Add Bill' }).click();
    await expectToast(page, 'Bill added successfully');
    await expect(dialog).toBeHidden();

    // The list was fetched again: the bill is under State / Oregon with its passed date.
    await page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'State' }).click();
    await choose(page, page, /^State$/, 'Oregon');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: title });
    await expect(card).toContainText('S.B. 77');
    await expect(card).toContainText('In Committee');
    await expect(card).toContainText('Oregon');
    await expect(card.getByLabel('Progressive score 8 out of 10')).toBeVisible();
    await expect(card).toContainText('Passed Mar 4, 2025');

    // Reopened, the dialog is reset.
    await page.getByRole('button', { name: 'Add Bill' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Bill' }).getByLabel('Title')).toHaveValue('');
  });

  test('Add Candidate: its validation messages, then JSON donations and one-per-line legislation on the detail', async ({ page }) => {
    const name = unique('Jordan Added');
    await openHome(page);
    await showTab(page, 'Candidates');
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Candidate' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Candidate' }).click();
    for (const message of [
      'Name is required',
      'Party is required',
      'Office is required',
      'State is required',
      'Progressive analysis is required',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel('Website')).toHaveAttribute('type', 'url');
    await expect(dialog.getByLabel('Image URL')).toHaveAttribute('type', 'url');

    await dialog.getByLabel('Name').fill(name);
    await choose(dialog, page, 'Party', 'Independent');
    await choose(dialog, page, 'Office', 'State Senate');
    await dialog.getByLabel('State', { exact: true }).fill('ME');
    await dialog.getByLabel('District').fill('4');
    await dialog.getByLabel('Progressive Score (1-10)').fill('7');
    await dialog.getByLabel('Progressive Analysis').fill('Backs paid family leave and broadband.');
    await dialog.getByLabel('Website').fill('https://example.org/jordan');
    await dialog
      .getByLabel('Donations (JSON)')
      .fill('[{"type": "PAC", "source": "Teachers Union", "date": "2025-03-01", "amount": 5000}, {"source": "Neighbours", "amount": 250}]');
    await dialog.getByLabel('Legislation Backed').fill('Paid Leave Act\n\n  Broadband for All  \n');
    await dialog.getByRole('button', { name: 'Add Candidate' }).click();
    await expectToast(page, 'Candidate added successfully');
    await expect(dialog).toBeHidden();

    await page.getByRole('group', { name: 'Office' }).getByRole('button', { name: 'State Legislature' }).click();
    const card = await candidateCard(page, name);
    await expect(card).toContainText('Independent');
    await expect(card).toContainText('ME - District 4');
    await expect(card).toContainText('2 donation sources');
    await card.getByRole('link').first().click();

    const detail = page.getByRole('main').getByRole('article').first();
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(detail.getByRole('link', { name: /Visit Website/ })).toHaveAttribute('href', 'https://example.org/jordan');
    const legislation = detail
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Legislation Backed' }) })
      .getByRole('listitem');
    await expect(legislation).toHaveText(['Paid Leave Act', 'Broadband for All']);
    const finance = detail.getByRole('table', { name: 'Campaign finance' });
    await expect(finance.getByRole('row').filter({ hasText: 'Teachers Union' })).toContainText(/PAC.*Teachers Union.*2025-03-01.*\$5,000/);
    await expect(finance.getByRole('row').filter({ hasText: 'Neighbours' })).toContainText(/Donation.*Neighbours.*\$250/);
    await expect(finance.getByRole('row').filter({ hasText: 'Total Raised' })).toContainText('$5,250');
  });

  test('Add Candidate: invalid donations JSON silently becomes an empty list', async ({ page }) => {
    const name = unique('Quinn Invalid');
    await openHome(page);
    await showTab(page, 'Candidates');
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Candidate' });
    await dialog.getByLabel('Name').fill(name);
    await choose(dialog, page, 'Party', 'Green');
    await choose(dialog, page, 'Office', 'Mayor');
    await dialog.getByLabel('State', { exact: true }).fill('WA');
    await dialog.getByLabel('Progressive Analysis').fill('Transit first.');
    // A top score puts the card on the list's first page, ahead of some 3,500 FEC candidates.
    await dialog.getByLabel('Progressive Score (1-10)').fill('10');
    await dialog.getByLabel('Donations (JSON)').fill('[{not json');
    await dialog.getByRole('button', { name: 'Add Candidate' }).click();
    await expectToast(page, 'Candidate added successfully');
    const card = await candidateCard(page, name);
    await expect(card).toContainText('0 donation sources');
  });

  test("User Management: one's own row is disabled; Make Staff and Remove Staff on another user", async ({ page, playwright }) => {
    const user = await signUpSomeoneElse(playwright, { firstName: 'Morgan' });

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    const mine = page.getByRole('listitem').filter({ hasText: STAFF_EMAIL });
    await expect(mine.getByText('You', { exact: true })).toBeVisible();
    await expect(mine.getByText('Staff', { exact: true })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Remove Staff' })).toBeDisabled();

    const row = page.getByRole('listitem').filter({ hasText: user.email });
    await expect(row).toContainText(`Morgan ${user.lastName}`);
    await expect(row.getByText('Staff', { exact: true })).toHaveCount(0);
    const held = await holdRequests(page, /\/api\/admin\/users\/[^/]+\/staff$/, 'PATCH');
    await row.getByRole('button', { name: 'Make Staff' }).click();
    // While the change is pending every toggle is disabled.
    await expect(row.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    held.release();
    await expectToast(page, 'User staff status updated');
    await expect(row.getByText('Staff', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Remove Staff' })).toBeEnabled();
    await page.unrouteAll();

    // The promoted user's profile now shows 'Author'.
    const profile = await page.context().newPage();
    await profile.goto(`/users/${user.id}`);
    await expect(profile.getByText('Author', { exact: true })).toBeVisible();
    await profile.close();

    await row.getByRole('button', { name: 'Remove Staff' }).click();
    await expectToast(page, 'User staff status updated');
    await expect(row.getByRole('button', { name: 'Make Staff' })).toBeEnabled();
    await expect(row.getByText('Staff', { exact: true })).toHaveCount(0);
  });
});
