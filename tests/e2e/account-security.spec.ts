// Accounts you can trust: a forgotten password is reset from the mailed link, which signs out every
// other device; the profile lists where one is signed in and signs out another device.
import { expect, test } from './support/fixtures.ts';
import { linkTo, mailTo } from './support/mail.ts';
import { appURL } from './support/ports.ts';
import { E2E_PASSWORD, expectToast, openMenu, passSplash, signUpViaApi, unique } from './support/ui.ts';

const NEW_PASSWORD = 'violet harbour compass 1923';

test.describe('account security', () => {
  test('forgot password: the mailed link sets a new one, signs in here and signs out the other device', async ({ page, playwright }) => {
    // The reader's other device: a signed-in session of its own.
    const elsewhere = await playwright.request.newContext({ baseURL: appURL, storageState: { cookies: [], origins: [] } });
    const last = unique('Forgetful').split(' ')[1]!;
    const me = await signUpViaApi(elsewhere, { firstName: 'Fran', lastName: last });
    expect((await elsewhere.get('/api/auth/user')).status()).toBe(200);

    await page.clock.install();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(me.email.toUpperCase());
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    await page.goto(linkTo(await mailTo(me.email, 'Reset your Civic Ledger password'), '/reset-password'));
    await page.getByLabel('New Password').fill(me.email);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText(/too easy to guess/)).toBeVisible();
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set New Password' }).click();

    await expect(page).toHaveURL(`${appURL}/`);
    await passSplash(page);
    const menu = await openMenu(page);
    await expect(menu).toContainText(`Fran ${last}`);
    // Every other session ended with the old password.
    expect((await elsewhere.get('/api/auth/user')).status()).toBe(401);
    expect((await elsewhere.post('/api/auth/login', { data: { email: me.email, password: E2E_PASSWORD } })).status()).toBe(401);
    expect((await elsewhere.post('/api/auth/login', { data: { email: me.email, password: NEW_PASSWORD } })).status()).toBe(200);
    await mailTo(me.email, 'Your Civic Ledger password was reset');
    await elsewhere.dispose();
  });

  test('the profile lists the devices signed in, and signs out the other one', async ({ page, playwright }) => {
    const me = await signUpViaApi(page.request, { firstName: 'Sam' });
    // The reader's laptop: the same account, signed in with the password from another browser.
    const laptop = await playwright.request.newContext({
      baseURL: appURL,
      storageState: { cookies: [], origins: [] },
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
    });
    expect((await laptop.post('/api/auth/login', { data: { email: me.email, password: E2E_PASSWORD } })).status()).toBe(200);

    await page.goto(`/users/${me.id}`);
    const security = page.getByRole('region', { name: 'Account security' });
    const devices = security.getByRole('region', { name: 'Sessions' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    await devices.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
    await expectToast(page, 'Signed out', 'That session has been signed out.');
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(security.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    expect((await laptop.get('/api/auth/user')).status()).toBe(401);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    await laptop.dispose();
  });
});
