// One position per reader per bill (docs/decisions/0332-one-position-per-bill.md): the call flow's side and the
// bill's 'Your position' are one stored stance, so choosing in either shows in both, and clearing it clears
// both; and the empty inbox of a reader who follows a bill says what they follow and what will arrive. The
// demo's data: House roll call 17 on H.R. 30, where Pramila Jayapal (WA-07) voted Nay. Each test signs up
// its own reader.
import type { Page } from '@playwright/test';
import { type BillRow, listOf } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { checkScreen } from './support/screens.ts';
import { openHome, signUpViaApi } from './support/ui.ts';

async function openHr30(page: Page) {
  const hr30 = (await listOf<BillRow>(page.request, '/api/bills?limit=100')).find((b) => b.billNumber === 'H.R. 30')!;
  await openHome(page, `/bills/${hr30.id}`);
}

test('a reader’s side in the call flow is their position on the bill, and their position is the call flow’s side', async ({
  page,
}, testInfo) => {
  // Four screenshots and axe runs of a long page.
  test.slow();
  await signUpViaApi(page.request);
  await openHr30(page);
  const call = page.getByRole('region', { name: 'Call your officials' });
  await call.getByLabel('ZIP code').fill('98101');
  await call.getByRole('button', { name: 'Find my officials' }).click();
  await call
    .getByRole('group', { name: 'ZIP code 98101 spans 2 districts. Which one is yours?' })
    .getByRole('button', { name: 'WA-07' })
    .click();
  const position = page.getByRole('region', { name: 'Your position' });
  const jayapal = call.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Pramila Jayapal/ }) });

  // No position yet: neither control has a side, and no script speaks for one.
  await expect(call.getByRole('button', { name: 'I support it' })).toHaveAttribute('aria-pressed', 'false');
  await expect(call.getByRole('button', { name: 'I oppose it' })).toHaveAttribute('aria-pressed', 'false');
  await expect(position.getByRole('button', { name: 'Support' })).toHaveAttribute('aria-pressed', 'false');
  await expect(jayapal.getByRole('textbox')).toHaveCount(0);

  // Opposing it in the call flow marks it under 'Your position', and it is kept.
  await call.getByRole('button', { name: 'I oppose it' }).click();
  await expect(position.getByRole('button', { name: 'Oppose' })).toHaveAttribute('aria-pressed', 'true');
  await expect(position.getByText('You oppose this bill.')).toBeVisible();
  await expect(jayapal.getByRole('textbox', { name: 'Thank them' })).toHaveValue(/thank Representative Jayapal for voting against it/);
  await page.reload();
  await expect(position.getByRole('button', { name: 'Oppose' })).toHaveAttribute('aria-pressed', 'true');
  await expect(call.getByRole('button', { name: 'I oppose it' })).toHaveAttribute('aria-pressed', 'true');
  await checkScreen(page, testInfo, 'one-position', () => expect(jayapal.getByRole('textbox', { name: 'Thank them' })).toBeVisible());

  // And the reverse: supporting it under 'Your position' turns the call flow's side and its script.
  await position.getByRole('button', { name: 'Support' }).click();
  await expect(call.getByRole('button', { name: 'I support it' })).toHaveAttribute('aria-pressed', 'true');
  await expect(call.getByRole('button', { name: 'I oppose it' })).toHaveAttribute('aria-pressed', 'false');
  await expect(jayapal.getByRole('textbox', { name: 'Ask them to reconsider' })).toHaveValue(/Representative Jayapal voted against it/);
  // Clearing it there leaves no side here either.
  await position.getByRole('button', { name: 'Clear' }).click();
  await expect(position.getByText('Only you see your position.')).toBeVisible();
  await expect(call.getByRole('button', { name: 'I support it' })).toHaveAttribute('aria-pressed', 'false');
  await expect(jayapal.getByRole('textbox')).toHaveCount(0);
});

test('the empty inbox of a reader who follows a bill says what they follow and what will arrive', async ({ page }, testInfo) => {
  await signUpViaApi(page.request);
  await openHr30(page);
  await page.getByRole('button', { name: /^Follow H\.R\. 30/ }).click();
  await expect(page.getByRole('button', { name: /^Unfollow H\.R\. 30/ })).toBeVisible();
  await page.goto('/inbox');
  const followed = page.getByRole('list', { name: 'What you follow and what will arrive' });
  await expect(page.getByText(/^Nothing has arrived yet\./)).toBeVisible();
  const bills = followed.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bills (1)' }) });
  await expect(bills.getByText('Their new roll calls, changes of status and latest actions.')).toBeVisible();
  await bills.getByRole('link', { name: 'H.R. 30' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /H\.R\. 30|Laken Riley/ })).toBeVisible();
  await page.goBack();
  await checkScreen(page, testInfo, 'inbox-what-you-follow', () => expect(followed).toBeVisible());
});
