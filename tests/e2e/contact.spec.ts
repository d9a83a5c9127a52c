// Calling one's officials: a ZIP gives the reader's three officials with their numbers, a script for each
// way they voted, logging a call adds to the count, and a committee page. The demo's data: House roll call
// 17 on H.R. 30 (Pramila Jayapal, WA-07, voted Nay; her senators have not voted on it) and the bundled
// congress-legislators offices and committees.
import type { Page } from '@playwright/test';
import { type BillRow, listOf } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { appURL } from './support/ports.ts';
import { checkScreen } from './support/screens.ts';
import { openHome, openMenu, signUpViaApi, unique } from './support/ui.ts';

async function openHr30(page: Page) {
  const hr30 = (await listOf<BillRow>(page.request, '/api/bills?limit=100')).find((b) => b.billNumber === 'H.R. 30')!;
  await openHome(page, `/bills/${hr30.id}`);
  return hr30;
}

/** Gives ZIP 98101, which spans WA-07 and WA-09: the section asks which, and WA-07 is chosen. */
async function giveZip(page: Page) {
  const section = page.getByRole('region', { name: 'Call your officials' });
  await section.getByLabel('ZIP code').fill('98101');
  await section.getByRole('button', { name: 'Find my officials' }).click();
  const choice = section.getByRole('group', { name: 'ZIP code 98101 spans 2 districts. Which one is yours?' });
  await choice.getByRole('button', { name: 'WA-07' }).click();
  return section;
}

const official = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Call your officials' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(name) }) });

test.describe('calling your officials', () => {
  test('a ZIP gives your three officials with their numbers, and a script for each way they voted', async ({ page }, testInfo) => {
    // Four screenshots and axe runs of a long page.
    test.slow();
    await openHr30(page);
    const section = await giveZip(page);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([/Maria Cantwell/, /Patty Murray/, /Pramila Jayapal/]);
    const jayapal = official(page, 'Pramila Jayapal');
    await expect(jayapal.getByRole('link', { name: '202-225-3106' })).toHaveAttribute('href', 'tel:+12022253106');
    await expect(jayapal.getByText(/Nearest district office: Seattle office/)).toBeVisible();
    for (const name of ['Maria Cantwell', 'Patty Murray'])
      await expect(official(page, name).getByRole('link', { name: /^202-224-/ })).toHaveAttribute('href', /^tel:\+1202224/);

    // Supporting H.R. 30: Jayapal voted against it, her senators have not voted.
    await section.getByRole('button', { name: 'I support it' }).click();
    await expect(jayapal.getByRole('textbox', { name: 'Ask them to reconsider' })).toHaveValue(/Representative Jayapal voted against it/);
    await expect(official(page, 'Maria Cantwell').getByRole('textbox', { name: 'Ask them to support' })).toHaveValue(
      /asking Senator Cantwell to support it too/,
    );
    // Opposing it: she voted the reader's way.
    await section.getByRole('button', { name: 'I oppose it' }).click();
    await expect(jayapal.getByRole('textbox', { name: 'Thank them' })).toHaveValue(/thank Representative Jayapal for voting against it/);
    await expect(jayapal.getByRole('link', { name: 'Log in' })).toBeVisible();
    await checkScreen(page, testInfo, 'contact-bill', () => expect(jayapal.getByRole('textbox', { name: 'Thank them' })).toBeVisible());
  });

  test('a reader logs a call, and the count of readers who called goes up', async ({ page }) => {
    await signUpViaApi(page.request);
    const hr30 = await openHr30(page);
    await giveZip(page);
    const before = (await (await page.request.get(`/api/call-counts?bill=${hr30.id}`)).json()).bill as number;
    const jayapal = official(page, 'Pramila Jayapal');
    await jayapal.getByRole('button', { name: 'Reached a staffer' }).click();
    await expect(jayapal.getByText(/^Logged: Reached a staffer/)).toBeVisible();
    const after = before + 1;
    await expect(
      page
        .getByRole('region', { name: 'Call your officials' })
        .getByText(`${after.toLocaleString('en-US')} ${after === 1 ? 'reader' : 'readers'} called about H.R. 30`),
    ).toBeVisible();
    // Logging again the same day changes the outcome, not the count.
    await jayapal.getByRole('button', { name: 'Left voicemail' }).click();
    await expect(jayapal.getByText(/^Logged: Left voicemail/)).toBeVisible();
    expect((await (await page.request.get(`/api/call-counts?bill=${hr30.id}`)).json()).bill).toBe(after);
  });

  test("an official's committees lead to a committee page listing its members with their scores", async ({ page }, testInfo) => {
    test.slow();
    const jayapal = (await listOf<{ id: number; name: string }>(page.request, '/api/officials?state=WA&district=7&sort=az')).find(
      (o) => o.name === 'Pramila Jayapal',
    )!;
    await openHome(page, `/officials/${jayapal.id}`);
    const committees = page.getByRole('region', { name: 'Committees' });
    await committees.getByRole('link', { name: 'House Committee on the Judiciary' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'House Committee on the Judiciary' })).toBeVisible();
    await expect(page).toHaveTitle('House Committee on the Judiciary — Civic Ledger');
    const minority = page.getByRole('region', { name: /^Minority/ });
    await expect(minority.getByRole('link', { name: 'Pramila Jayapal' })).toBeVisible();
    await expect(
      minority
        .getByRole('listitem')
        .filter({ hasText: 'Pramila Jayapal' })
        .getByLabel(/Progressive score/),
    ).toBeVisible();
    await checkScreen(page, testInfo, 'committee', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  });
});

test.describe('reporting a wrong number', () => {
  /** The line of Pramila Jayapal's Washington office, on H.R. 30's page with ZIP 98101 (WA-07). */
  async function washingtonLine(page: Page) {
    await openHr30(page);
    await giveZip(page);
    return official(page, 'Pramila Jayapal')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: '202-225-3106' }) });
  }

  test('a reader reports a wrong number, and staff see it beside the current number on Wrong numbers and resolve it', async ({
    page,
    browser,
    staffState,
  }, testInfo) => {
    // Two browsers, and four screenshots and axe runs.
    test.slow();
    await signUpViaApi(page.request);
    const line = await washingtonLine(page);
    await line.getByRole('button', { name: 'Wrong number?' }).click();
    const form = line.getByRole('form', { name: 'Report 202-225-3106 as wrong' });
    // A note of this run's own: other runs on a reused server may have reported the same number.
    const note = unique('Rings a fax machine');
    await form.getByLabel('What is wrong with 202-225-3106? (optional)').fill(note);
    await form.getByRole('button', { name: 'Report wrong number' }).click();
    await expect(line.getByRole('status')).toHaveText('Thanks — staff will check 202-225-3106.');

    const staffContext = await browser.newContext({ baseURL: appURL, storageState: staffState });
    try {
      const staff = await staffContext.newPage();
      await openHome(staff);
      await staff.waitForFunction(() => document.documentElement.dataset.appStarted !== undefined);
      await (await openMenu(staff)).getByRole('menuitem', { name: 'Wrong numbers' }).click();
      await expect(staff).toHaveURL(/\/admin\/wrong-numbers$/);
      await expect(staff.getByRole('heading', { level: 1, name: 'Wrong numbers' })).toBeVisible();
      const report = staff.getByRole('main').getByRole('listitem').filter({ hasText: note });
      await expect(report.getByRole('link', { name: 'Pramila Jayapal' })).toBeVisible();
      await expect(report).toContainText('Washington');
      // No import has changed the number since, so the current number is the one reported.
      await expect(report.getByText(/^Reported: 202-225-3106$/)).toBeVisible();
      await expect(report).not.toContainText('changed by an import since');
      await checkScreen(staff, testInfo, 'wrong-numbers', () => expect(report).toBeVisible());
      await report.getByRole('button', { name: 'Resolve the report on 202-225-3106' }).click();
      await expect(report.getByText('Resolved', { exact: true })).toBeVisible();
      await expect(report).toContainText(/resolved /);
    } finally {
      await staffContext.close();
    }
  });

  test('a visitor who finds a number wrong is asked to sign in', async ({ page }) => {
    const line = await washingtonLine(page);
    await line.getByRole('button', { name: 'Wrong number?' }).click();
    await expect(line).toContainText('Log in to report a wrong number.');
    // The sign-in brings them back to the bill.
    await expect(line.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /\/login\?returnTo=%2Fbills%2F\d+$/);
  });
});
