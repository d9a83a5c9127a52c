// What a user does and sees, in one place: open the front page, read a toast, use the menu, pick from
// a dropdown, switch tabs, set the theme. Every wait here waits on something visible, never a timer.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { linkTo, mailTo } from './mail.ts';
import { appURL } from './ports.ts';

let counter = 0;
/** A name no other test (or earlier run on a reused server) has used. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

export function uniqueEmail(prefix = 'reader'): string {
  return `${unique(prefix).replace(/\s+/g, '-').toLowerCase()}@e2e.example.org`;
}

/**
 * The front page with the splash screen passed. The page clock is installed first so the splash's
 * 2 seconds can be skipped; time otherwise flows as normal.
 */
export async function openHome(page: Page, path = '/'): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await passSplash(page);
}

/** Waits for the splash (if it shows) to go, fast-forwarding its 2 s when the clock is installed. */
export async function passSplash(page: Page): Promise<void> {
  const splash = page.getByTestId('splash');
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeAttached();
  if (await splash.isVisible()) await page.clock.fastForward(2_100).catch(() => undefined);
  await expect(splash).toBeHidden();
}

/**
 * Stops the page's timers (the clock must be installed) so a short-lived state, such as a toast shown
 * 500 ms before a redirect to login, can be seen; move on with page.clock.runFor().
 */
export async function holdTimers(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1_000);
}

/** The toast region (Radix: 'Notifications (F8)'), not its screen-reader announcement copy. */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ });
}

export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp): Promise<void> {
  const region = toasts(page);
  const item = region.getByRole('listitem').filter({ hasText: title });
  await expect(item.first()).toBeVisible();
  if (description !== undefined) await expect(item.first()).toContainText(description);
}

/**
 * A toast raised while a modal dialog stays open (a failed publish): the dialog hides everything
 * behind it from assistive technology (aria-hidden on #root, where the toast list lives), so the toast
 * is found by what is on screen, and screen readers get it from Radix's live announcement, which sits
 * outside #root ('Notification {title}').
 */
export async function expectToastOverDialog(page: Page, title: string): Promise<void> {
  await expect(page.locator('[role="region"][aria-label^="Notifications"] li').filter({ hasText: title }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: title }).first()).toHaveText(`Notification ${title}`);
}

export function menuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Menu/ });
}

export async function openMenu(page: Page): Promise<Locator> {
  await menuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** One of the sections under the header (links: docs/decisions/0220-every-screen-has-an-address.md). */
export function sectionTab(page: Page, name: 'News' | 'Legislation' | 'Candidates' | 'Officials'): Locator {
  return page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name, exact: true });
}

/** The section shown: its list is the current page ('page'), or holds the item open ('true'). */
export async function expectSection(page: Page, name: 'News' | 'Legislation' | 'Candidates' | 'Officials'): Promise<void> {
  await expect(sectionTab(page, name)).toHaveAttribute('aria-current', /^(page|true)$/);
}

export async function showTab(page: Page, name: 'News' | 'Legislation' | 'Candidates' | 'Officials'): Promise<void> {
  await sectionTab(page, name).click();
  await expect(sectionTab(page, name)).toHaveAttribute('aria-current', 'page');
}

/** Picks an option of a Radix select (a combobox named by its label or aria-label). */
export async function choose(scope: Page | Locator, page: Page, combobox: string | RegExp, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

export type Theme = 'light' | 'dark';

/** Starts every page of this context in a theme, the way a returning reader's stored choice does. */
export async function startInTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/** Switches the theme of the page showing now, as the stored choice does at load (class on <html>). */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((value) => {
    window.localStorage.setItem('theme', value);
    document.documentElement.classList.toggle('dark', value === 'dark');
  }, theme);
}

/**
 * Waits for running CSS transitions and animations (dialog fade-ins) and web fonts to finish. Only those
 * of elements being rendered: Chromium does not run the animations of a subtree it skips (a closed
 * <details> is content-visibility: hidden inside), so a theme switch's colour transition on a button
 * in one never reports finished, though it shows nothing.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const rendered = (a: Animation) => {
      const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
      return target === null || target.checkVisibility({ contentVisibilityAuto: true });
    };
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity && rendered(a));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** A password the server's strength check accepts, for accounts the journeys create. */
export const E2E_PASSWORD = 'e2e lantern orchard marble';

/**
 * Signs a new user up through the API in this page's context and confirms the address from the mail
 * it received, as the reader would: the context then carries the verified user's session.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  user: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<{ id: string; email: string; firstName: string; lastName: string }> {
  const body = {
    email: user.email ?? uniqueEmail(),
    password: E2E_PASSWORD,
    firstName: user.firstName ?? 'Pat',
    lastName: user.lastName ?? unique('Tester').split(' ')[1]!,
  };
  const response = await request.post('/api/auth/register', { data: body });
  expect(response.status(), await response.text()).toBe(202);
  const link = new URL(linkTo(await mailTo(body.email, 'Confirm your email address'), '/verify-email'));
  const verified = await request.post('/api/auth/verify-email', { data: { token: link.searchParams.get('token') } });
  expect(verified.status(), await verified.text()).toBe(200);
  const created = (await verified.json()) as { id: string };
  return { id: created.id, email: body.email, firstName: body.firstName, lastName: body.lastName };
}

/**
 * Signs a new user up in a request context of its own (never the test's browser context: signing up
 * there would replace, and end, the session the test is using).
 */
export async function signUpSomeoneElse(
  playwright: {
    request: { newContext: (options: { baseURL: string; storageState: { cookies: []; origins: [] } }) => Promise<APIRequestContext> };
  },
  user: { firstName?: string; lastName?: string } = {},
) {
  // Explicitly empty: in a test, new request contexts would otherwise start from the test's storageState.
  const request = await playwright.request.newContext({ baseURL: appURL, storageState: { cookies: [], origins: [] } });
  try {
    return await signUpViaApi(request, user);
  } finally {
    await request.dispose();
  }
}

/**
 * Holds every request to a URL until `release()` is called, so a pending state ('Posting...',
 * 'Saving...', 'Refreshing...') can be seen before the answer arrives.
 */
export async function holdRequests(page: Page, url: string | RegExp, method = 'POST') {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await released;
    await route.fallback();
  });
  return { release };
}

/** A candidate's card, after 'Show more candidates' as often as it takes: the server sends a page at a time. */
export async function candidateCard(page: Page, name: string): Promise<Locator> {
  const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
  const more = page.getByRole('button', { name: 'Show more candidates' });
  await expect(async () => {
    if ((await card.count()) === 0 && (await more.count()) > 0 && (await more.isEnabled())) await more.click();
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return card;
}
