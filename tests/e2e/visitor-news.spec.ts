// A logged-out visitor on the front page and the article screens: feed, detail, share and sign-in prompts.
import { SPLASH_MS } from '../../src/shared/constants.ts';
import { DEMO_ARTICLES, seededArticle } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { expectSection, expectToast, holdTimers, menuButton, openHome, openMenu, sectionTab } from './support/ui.ts';

test.describe('visitor: news', () => {
  test('the splash shows the logo alone for 2 seconds, then the feed: FEATURED then LATEST ARTICLES', async ({ page }) => {
    // The page's clock is the test's: paused before the page loads, it moves only when the test moves it, so
    // the 2 seconds are checked exactly however busy the machine is. The splash leaves by a timer (the
    // script) and by its stylesheet animation (in case the script is late); each is checked on its own clock.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    // Notes, in page time, when the page sets a timer of more than a second and at most the splash's 2:
    // the splash's own, set once the app has drawn it.
    await page.addInitScript((splashMs) => {
      const setTimer = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
        if (delay !== undefined && delay > 1_000 && delay <= splashMs)
          (window as { splashTimerSetAt?: number }).splashTimerSetAt = performance.now();
        return setTimer(handler, delay, ...rest);
      }) as typeof window.setTimeout;
    }, SPLASH_MS);
    // The frame's own goto: the fixture's waits for the app to start, which needs the clock to move.
    await page.mainFrame().goto('/');
    const splash = page.getByTestId('splash');
    // The stylesheet animation runs on the browser's own time: held at its start, then moved by hand.
    const seekSplashAnimation = (ms: number) =>
      splash.evaluate((element, at) => {
        const [animation] = element.getAnimations();
        animation!.pause();
        animation!.currentTime = at;
      }, ms);
    await seekSplashAnimation(0);
    await expect(splash).toBeVisible();
    // The logo alone: nothing but the logo inside the splash, covering the page.
    await expect(splash.getByRole('img', { name: 'Civic Ledger' })).toBeVisible();
    await expect(splash).not.toContainText(/FEATURED|LATEST/);
    await seekSplashAnimation(SPLASH_MS - 1);
    await expect(splash).toBeVisible();
    await seekSplashAnimation(SPLASH_MS);
    await expect(splash).toBeHidden();
    await seekSplashAnimation(0);

    // Frame by frame until the app has started and set the splash's timer, then to just before its 2 seconds.
    const pageTime = () =>
      page.evaluate(() => ({ now: performance.now(), timerSetAt: (window as { splashTimerSetAt?: number }).splashTimerSetAt }));
    let time = await pageTime();
    while (time.timerSetAt === undefined) {
      await page.clock.runFor(16);
      time = await pageTime();
    }
    await page.clock.runFor(time.timerSetAt + SPLASH_MS - 1 - time.now);
    await expect(splash).toBeVisible();
    await page.clock.runFor(1);
    await expect(splash).not.toBeAttached();
    await page.clock.resume();

    const featured = page.getByRole('region', { name: 'Featured' });
    const latest = page.getByRole('region', { name: 'Latest articles' });
    await expect(featured.getByRole('heading', { name: 'FEATURED', exact: true })).toBeVisible();
    await expect(featured.getByRole('article')).toHaveCount(1);
    await expect(latest.getByRole('heading', { name: 'LATEST ARTICLES', exact: true })).toBeVisible();
    expect(await latest.getByRole('article').count()).toBeGreaterThanOrEqual(2);
    // The featured story is the newest of those shown (another journey may publish meanwhile).
    const shown = await page.getByRole('main').getByRole('article').locator('h3').allTextContents();
    const published = new Map(
      ((await (await page.request.get('/api/articles')).json()) as { title: string; publishedAt: string }[]).map((a) => [
        a.title,
        Date.parse(a.publishedAt),
      ]),
    );
    const newest = [...shown].sort((a, b) => published.get(b)! - published.get(a)!)[0];
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(newest!);
    // Exactly one tab is active: News.
    await expect(page.getByRole('navigation', { name: 'Sections' }).locator('[aria-current="page"]')).toHaveText('News');
  });

  test('a card opens the article detail with all its parts, and Back to articles returns to the feed', async ({ page }) => {
    const article = await seededArticle(page.request, DEMO_ARTICLES.officialScore);
    await openHome(page);
    await page.getByRole('link', { name: new RegExp(article.title) }).click();

    const detail = page.getByRole('main').getByRole('article');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(detail.getByRole('link', { name: 'Back to articles' })).toBeVisible();
    await expect(detail.getByRole('link', { name: 'Share' })).toBeVisible();
    await expect(detail.getByText(article.category, { exact: true }).first()).toBeVisible();
    await expect(detail.getByText(article.excerpt)).toBeVisible();
    const author = detail.getByRole('link', { name: /Demo Editor/ });
    await expect(author).toHaveAttribute('href', `/users/${article.userId}`);
    await expect(author).toContainText('DE'); // avatar initials fallback
    await expect(detail.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    const longDate = new Date(article.publishedAt).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    await expect(detail.getByText(longDate)).toBeVisible();
    await expect(detail.getByText(`${article.readTime} min read`)).toBeVisible();
    // The body keeps its allowed markup: an ordered list (the four steps of checking a score) and a link opening a new tab.
    await expect(detail.locator('ol li')).toHaveCount(4);
    const record = detail.getByRole('link', { name: 'senate.gov' });
    await expect(record).toHaveAttribute('href', 'https://www.senate.gov/legislative/votes_new.htm');
    await expect(record).toHaveAttribute('target', '_blank');
    await expect(detail.getByRole('heading', { name: 'Discussion' })).toBeVisible();

    await detail.getByRole('link', { name: 'Back to articles' }).click();
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  });

  test('/article/{id} opens the article directly, with a back action to /', async ({ page }) => {
    const article = await seededArticle(page.request, DEMO_ARTICLES.missedVotes);
    await page.goto(`/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await page.getByRole('link', { name: 'Back to articles' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  });

  test('a shared article and the front page are on screen before any script runs, and the script takes them over in place', async ({
    browser,
    page,
    trap,
  }) => {
    const article = await seededArticle(page.request, DEMO_ARTICLES.rollCall);
    // As the server's HTML alone draws them: no JavaScript at all.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    // The visit's first page is the front page, so it opens with the splash.
    await bare.goto('/');
    await expect(bare.getByTestId('splash')).toBeVisible();
    // Its stylesheet lifts the splash after 2 seconds even with no script to remove it.
    await expect(bare.getByTestId('splash')).toBeHidden();
    await expect(bare.getByRole('region', { name: 'Featured' }).getByRole('article')).toHaveCount(1);
    await bare.goto(`/article/${article.id}`);
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(bare.locator('.prose-news p').first()).toBeVisible();
    await noScript.close();

    // With the script: the same elements, hydrated (a mismatch would be an uncaught error in trap).
    await page.goto(`/article/${article.id}`);
    await page.getByRole('link', { name: 'Back to articles' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(trap.errors).toEqual([]);
  });

  test("an unknown article id shows 'Article Not Found'", async ({ page }) => {
    await page.goto('/article/987654321');
    await expect(page.getByText('Article Not Found', { exact: true })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
  });

  test("any other path shows '404 Page Not Found' with a developer-style hint", async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('the theme toggle switches to dark and the choice survives a reload', async ({ page }) => {
    await openHome(page);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    let menu = await openMenu(page);
    await menu.getByRole('menuitem', { name: 'Dark Mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByTestId('splash')).toBeHidden({ timeout: 6_000 });
    menu = await openMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Light Mode' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Light Mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test("share copies the article link, shows 'Copied' for 2 seconds and the 'Link copied!' toast", async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // No device share sheet here: the clipboard path, 'Link copied!'.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    const article = await seededArticle(page.request, DEMO_ARTICLES.officialScore);
    await page.clock.install();
    await page.goto(`/article/${article.id}`);
    const share = page.getByRole('link', { name: 'Share' });
    await share.click();
    await expect(page.getByRole('link', { name: 'Copied' })).toBeVisible();
    await expectToast(page, 'Link copied!', 'The link has been copied to your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/article/${article.id}`);
    await page.clock.fastForward(1_000);
    await expect(page.getByRole('link', { name: 'Copied' })).toBeVisible();
    await page.clock.fastForward(1_100);
    await expect(page.getByRole('link', { name: 'Share' })).toBeVisible();
  });

  test("a visitor's comment box is disabled with 'Log in to join the discussion'", async ({ page }) => {
    const article = await seededArticle(page.request, DEMO_ARTICLES.officialScore);
    await page.goto(`/article/${article.id}`);
    const box = page.getByRole('textbox', { name: 'Your comment' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAttribute('placeholder', 'Log in to join the discussion');
    await expect(page.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
  });

  test('Subscribe sends a visitor to log in', async ({ page }) => {
    const article = await seededArticle(page.request, DEMO_ARTICLES.officialScore);
    await page.clock.install();
    await page.goto(`/article/${article.id}`);
    await holdTimers(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'Unauthorized', 'Please log in to subscribe');
    // Then the login endpoint, 500 ms later.
    await page.clock.runFor(400);
    await expect(page).toHaveURL(`/article/${article.id}`);
    await page.clock.runFor(200);
    await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=${encodeURIComponent(`/article/${article.id}`)}`));
    await page.clock.resume();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });

  test("creating an article while logged out shows 'Login Required', then the login page", async ({ page }) => {
    await openHome(page);
    await holdTimers(page);
    await page.getByRole('banner').getByRole('button', { name: 'New Article' }).click();
    await expectToast(page, 'Login Required', 'Please log in to create an article');
    await page.clock.runFor(600);
    await expect(page).toHaveURL(/\/login/);
    await page.clock.resume();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('the menu offers Search, the theme and Log In, and no staff entries', async ({ page }) => {
    await openHome(page);
    await expect(menuButton(page)).toHaveAccessibleName('Menu');
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    const menu = await openMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Search' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Dark Mode' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Log In' })).toHaveAttribute('href', '/api/login');
    await expect(menu.getByRole('menuitem', { name: /New Article|User Management|Logout|View Profile/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // Home clears the selection and returns to the main tab.
    await sectionTab(page, 'Officials').click();
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expectSection(page, 'News');
  });
});
