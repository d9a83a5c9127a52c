// Issue 22's first visit, the parts of it that contradicted themselves or lost work: every page here is
// opened by clicking or through the shell's shared links, checked in light and dark at 390 and 1280 px with
// axe, and its visible text held to the rules no page may break (src/shared/page-texts/contradictions.ts).
// Issue 41, item 8, the same way: an official's four counts each named once, their parts adding up, and
// Compare's count of differing bills out of the bills both voted on, read off the page at 390 px dark and
// 1280 px light and held to the API's numbers.
import type { Page } from '@playwright/test';
import { contradictions } from '../../src/shared/page-texts/contradictions.ts';
import { type BillRow, createArticle, listOf, type OfficialRow } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { checkScreen, screenPath } from './support/screens.ts';
import { choose, expectToast, openHome, settle, showTab, signUpViaApi, startInTheme, type Theme, unique } from './support/ui.ts';

test.describe.configure({ timeout: 120_000 });

type Official = OfficialRow & { voteCount: number };
type Bill = BillRow & { scoreSource: 'staff' | 'rubric' | 'inferred' | null; inferredScore: { score: number } | null };

const mainText = async (page: Page) => (await page.getByRole('main').or(page.locator('#content')).first().innerText()).split('\n');

test.describe('pages that agree with themselves', () => {
  test('an official with one counted vote says so in the singular, and the page contradicts nothing', async ({ page }, testInfo) => {
    const officials = await listOf<Official>(page.request, '/api/officials');
    const fewest = officials.filter((o) => o.scoredVoteCount > 0).sort((a, b) => a.scoredVoteCount - b.scoredVoteCount)[0]!;
    await openHome(page, `/?official=${fewest.id}`);
    await expect(page.getByRole('heading', { name: 'How this score is calculated' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'The arithmetic' })).toBeVisible();
    const noun = fewest.scoredVoteCount === 1 ? 'recorded vote' : 'recorded votes';
    await expect(page.getByText(`Based on ${fewest.scoredVoteCount} ${noun}`, { exact: true })).toBeVisible();
    expect(contradictions(await mainText(page))).toEqual([]);
    await checkScreen(page, testInfo, 'issue22-official');
  });

  test("an unscored bill's header says 'Not yet scored' once", async ({ page }, testInfo) => {
    const bill = (await listOf<Bill>(page.request, '/api/bills?limit=100')).find((b) => b.progressiveScore === null)!;
    await openHome(page, `/?bill=${bill.id}`);
    await expect(page.getByRole('heading', { level: 1, name: bill.shortTitle ?? bill.title })).toBeVisible();
    await expect(page.getByText('No staff score, no rubric rule and no passage vote that split its chamber')).toBeVisible();
    const header = page.getByRole('main').getByRole('article').first();
    await expect(header.getByText(/Not yet scored/)).toHaveCount(1);
    expect(contradictions(await mainText(page))).toEqual([]);
    await checkScreen(page, testInfo, 'issue22-unscored-bill');
  });

  test('search for Warren lists Sen. Elizabeth Warren before Rep. Warren Davidson', async ({ page }) => {
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search Civic Ledger' });
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('Warren');
    const officials = dialog.getByRole('heading', { name: /^Officials \(\d+\)$/ });
    await expect(officials).toBeVisible();
    // An official's result names their office and state after the name.
    const found = dialog.getByRole('button', { name: /(Senator|Representative) · [A-Z]{2} ·/ });
    await expect(found.first()).toContainText('Elizabeth Warren');
    await expect(found.nth(1)).toContainText('Warren Davidson');
  });
});

type Counted = OfficialRow & { voteCount: number; yesCount: number; noCount: number; scaleVoteCount: number };
type Receipt = { counted: unknown[]; notCounted: unknown[]; attendance: { rollCalls: number; missed: number } };
type Comparison = { bills: { votes: (string | null)[] }[] };

/** Issue 41 asks for what a reader sees on a phone in the dark and on a desktop in the light. */
const VIEWS: { width: number; theme: Theme }[] = [
  { width: 390, theme: 'dark' },
  { width: 1280, theme: 'light' },
];

/** The numbers in a text that match a pattern, in order of its groups. */
const numbersIn = (text: string, pattern: RegExp) => {
  const found = pattern.exec(text);
  expect(found, `${pattern} in ${JSON.stringify(text)}`).not.toBeNull();
  return found!.slice(1).map((n) => Number(n ?? 0));
};

test.describe("issue 41, item 8: an official's four counts, each named once", () => {
  for (const { width, theme } of VIEWS) {
    test(`counted votes, votes on bills split two ways that add up, contested roll calls, roll calls (${theme}, ${width} px)`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await startInTheme(page, theme);
      // A member whose record has every part: a vote neither Yes nor No, votes not counted, and a place on the scale.
      const official = (await listOf<Counted>(page.request, '/api/officials')).find(
        (o) => o.yesCount + o.noCount < o.voteCount && o.scoredVoteCount > 0 && o.scoredVoteCount < o.voteCount && o.scaleVoteCount > 0,
      )!;
      const receipt = (await (await page.request.get(`/api/officials/${official.id}/receipt`)).json()) as Receipt;
      await openHome(page, `/officials/${official.id}`);
      const card = (title: string) => page.getByRole('heading', { level: 2, name: title, exact: true }).locator('xpath=..');
      const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

      // The score rests on the counted votes, the same number the calculation lists.
      await expect(card('Progressive Score')).toContainText(`Based on ${plural(official.scoredVoteCount, 'recorded vote')}`);
      expect(receipt.counted).toHaveLength(official.scoredVoteCount);

      // The votes on bills, split into Yes, No and neither, and into counted and not: both add up to the total.
      const record = (await card('Voting Record').textContent())!;
      const [total, yes, no, neither, counted, notCounted] = numbersIn(
        record,
        /^Voting Record(\d+)votes? on (?:a )?bills?= (\d+) Yes \+ (\d+) No(?: \+ (\d+) neither Yes nor No)?= (\d+) counted in the score(?: \+ (\d+) not counted)?$/,
      );
      expect([total, yes, no, counted]).toEqual([official.voteCount, official.yesCount, official.noCount, official.scoredVoteCount]);
      expect(neither).toBeGreaterThan(0);
      expect(yes! + no! + neither!).toBe(total);
      expect(notCounted).toBe(receipt.notCounted.length);
      expect(counted! + notCounted!).toBe(total);

      // The scale's roll calls are the contested ones; the missed-vote rate's are every roll call.
      await expect(card('Ideological Lean')).toContainText(`from their votes on ${plural(official.scaleVoteCount, 'contested roll call')}`);
      await expect(
        page.getByText(
          'Recorded votes: the Yes and No votes on bills that the score counts, each listed under Counted votes in the calculation.',
        ),
      ).toBeVisible();
      await page.getByRole('heading', { name: 'How this score is calculated' }).scrollIntoViewIfNeeded();
      const { rollCalls, missed } = receipt.attendance;
      await expect(page.getByText(new RegExp(`^Missed ${missed} of ${plural(rollCalls, 'roll call')} \\(`))).toBeVisible();
      await expect(page.getByRole('table', { name: `Counted votes (${counted})` })).toBeAttached();

      // Each count under one name: 'recorded votes' only for the score's own (the score card's words, and the
      // note that ties them to the calculation's Counted votes); no 'total votes', no bare 'from N roll calls'.
      const text = (await page.getByRole('main').innerText()).split('\n');
      const scoresOwn = (line: string) => /^Based on \d+ recorded votes?$/.test(line) || line.startsWith('Recorded votes: ');
      expect(text.filter((line) => /recorded votes?\b/i.test(line) && !scoresOwn(line))).toEqual([]);
      expect(text.filter((line) => /total votes?\b|from \d+ roll calls?\b/.test(line))).toEqual([]);
      expect(contradictions(text)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      await page.screenshot({ path: screenPath(testInfo, 'issue41-four-counts', theme, width), fullPage: true, animations: 'disabled' });
    });
  }
});

test.describe('the Officials tab, a page at a time', () => {
  test("opens on its first 48 cards, drawn; 'Show more officials' adds the next; a chamber and a sort start again from their own first page", async ({
    page,
  }, testInfo) => {
    const everyone = await listOf<Official>(page.request, '/api/officials?chamber=all&sort=highest');
    const senators = await listOf<Official>(page.request, '/api/officials?chamber=senate&sort=az');
    const asked: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/officials/pages') && asked.push(new URL(request.url()).search)));
    // The next page also comes when the end of the list scrolls near, and Playwright's click scrolls the button
    // (the scroll sentinel) into view first: the sentinel and the click then race, and each scroll back to a
    // button disabled while its page loads brings in yet another page. This journey is about the button, so it
    // runs as a browser without IntersectionObserver does, where the button alone asks for the next page.
    await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
    await openHome(page, '/officials');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(48);
    await expect(cards.first().getByRole('heading')).toHaveText(everyone[0]!.name);
    await page.getByRole('button', { name: 'Show more officials' }).click();
    await expect(cards).toHaveCount(96);
    // The first page came with the page: the tab asked only for the next one.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\?chamber=all&cursor=[^&]+&sort=highest$/);
    await expect(cards.nth(95).getByRole('heading')).toHaveText(everyone[95]!.name);

    await page.getByRole('group', { name: 'Chamber' }).getByRole('button', { name: 'Senate' }).click();
    await choose(page, page, 'Sort officials', 'A to Z');
    await expect(cards.first().getByRole('heading')).toHaveText(senators[0]!.name);
    await expect(cards).toHaveCount(48);
    await checkScreen(page, testInfo, 'issue22-officials-first-page');
  });
});

test.describe('staff: scores and drafts never lost', () => {
  test.use({ role: 'staff' });

  test("the score form on an inferred bill starts from 'No staff score', never from the inferred number", async ({ page }, testInfo) => {
    const bill = (await listOf<Bill>(page.request, '/api/bills?limit=100')).find((b) => b.scoreSource === 'inferred')!;
    await openHome(page, `/?bill=${bill.id}`);
    const form = page.getByRole('region', { name: 'Score this bill' });
    await expect(form.getByRole('combobox', { name: 'Progressive Score (1-10)' })).toHaveText(
      `No staff score: the inferred ${bill.inferredScore!.score}/10`,
    );
    await expect(form.getByLabel('Progressive Analysis')).toHaveValue('');
    await checkScreen(page, testInfo, 'issue22-inferred-bill-staff');
  });

  test('Escape in the editor asks before discarding; Keep editing keeps the draft', async ({ page }, testInfo) => {
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'New Article' }).click();
    const editor = page.getByRole('dialog', { name: 'Create New Article' });
    await editor.getByLabel('Title').fill('A draft worth keeping');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Discard this article?' });
    await expect(ask).toBeVisible();
    await checkScreen(page, testInfo, 'issue22-discard-ask', () => expect(ask).toBeVisible());
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(editor.getByLabel('Title')).toHaveValue('A draft worth keeping');
    await editor.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Discard this article?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(editor).toBeHidden();
  });

  test('after Unpublish, staff land on their drafts, where the article now is', async ({ page, staffApi }) => {
    const article = await createArticle(staffApi, { title: unique('Unpublish me') });
    await page.goto(`/article/${article.id}`);
    const confirm = page.getByRole('dialog', { name: /^Unpublish/ });
    // The staff tools are drawn by the server and come alive with their (lazily loaded) code: click until the question opens.
    await expect(async () => {
      await page.getByRole('button', { name: 'Unpublish' }).click();
      await expect(confirm).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await confirm.getByRole('button', { name: 'Unpublish' }).click();
    await expectToast(page, 'Article unpublished', 'It is back in your drafts.');
    await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
    await expect(page.getByText(article.title)).toBeVisible();
  });

  test("'Bill number is required' goes once a number is typed", async ({ page }) => {
    await openHome(page);
    await showTab(page, 'Legislation');
    await page.getByRole('button', { name: 'Add Bill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Bill' });
    await dialog.getByRole('button', { name: 'Add Bill' }).click();
    await expect(dialog.getByText('Bill number is required')).toBeVisible();
    await dialog.getByLabel('Bill Number').fill('H. 101');
    await expect(dialog.getByText('Bill number is required')).toBeHidden();
    await expect(dialog.getByText('Title is required')).toBeVisible();
  });
});

test.describe('a reader: votes kept, a match that leads somewhere', () => {
  test('a vote on a comment is still there after a reload', async ({ page }) => {
    await signUpViaApi(page.request);
    const bill = (await listOf<Bill>(page.request, '/api/bills?limit=20'))[0]!;
    await openHome(page, `/?bill=${bill.id}`);
    const text = unique('A comment to vote on');
    await page.getByPlaceholder('Share your thoughts...').fill(text);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    const comment = page.getByRole('listitem').filter({ hasText: text });
    await comment.getByRole('button', { name: 'Upvote' }).click();
    await expect(comment.getByLabel('1 votes')).toBeVisible();
    await page.reload();
    // The comments are drawn as the reader nears them, below the bill's roll calls.
    await page.getByRole('heading', { name: 'Discussion' }).scrollIntoViewIfNeeded();
    const again = page.getByRole('listitem').filter({ hasText: text });
    await expect(again.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true');
    await expect(again.getByLabel('1 votes')).toBeVisible();
  });

  test("marking one bill shows the ten best matches first, and 'See your match' lands on them", async ({ page }, testInfo) => {
    await signUpViaApi(page.request);
    const bill = (await listOf<Bill>(page.request, '/api/bills?limit=100')).find((b) => b.billNumber === 'S. 5')!;
    await openHome(page, `/?bill=${bill.id}`);
    await page.getByRole('group', { name: 'Your position on this bill' }).getByRole('button', { name: 'Support' }).click();
    await page.getByRole('link', { name: 'See your match' }).click();
    const section = page.getByRole('region', { name: 'Your match' });
    await expect(section).toBeFocused();
    await expect(section.getByRole('list', { name: /^Your match, best first: 10 of \d+$/ })).toBeVisible();
    await expect(section.getByRole('button', { name: /^Show all \d+ matches$/ })).toBeVisible();
    // Account security follows within a screen or two, not thousands of pixels of matches further down.
    const [matchTop, securityTop] = await Promise.all([
      section.evaluate((e) => e.getBoundingClientRect().top),
      page.getByRole('heading', { name: 'Account security' }).evaluate((e) => e.getBoundingClientRect().top),
    ]);
    expect(securityTop - matchTop).toBeLessThan(2_000);
    await checkScreen(page, testInfo, 'issue22-your-match');
  });
});

test.describe('Compare', () => {
  test('says who is chosen, empties the box, and tells a bill that never reached the Senate from a missed vote', async ({
    page,
  }, testInfo) => {
    const officials = await listOf<Official>(page.request, '/api/officials?state=VT');
    const senator = officials.find((o) => o.office === 'Senator' && o.scoredVoteCount > 0)!;
    const member = officials.find((o) => o.office === 'Representative')!;
    await page.goto(`/compare?officials=${senator.id}`);
    await expect(page.getByText(`One chosen so far: ${senator.name} (Senator, VT). Add another above.`)).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Add an official' });
    await box.fill(member.name.split(' ').at(-1)!);
    await page.getByRole('button', { name: `${member.name} (VT)` }).click();
    await expect(box).toHaveValue('');
    await expect(page.getByText(/No official matches/)).toBeHidden();
    await expect(
      page
        .getByRole('table', { name: /Votes on each bill/ })
        .getByText('Not voted on in the Senate')
        .first(),
    ).toBeVisible();
    await checkScreen(page, testInfo, 'issue22-compare');
  });

  for (const { width, theme } of VIEWS) {
    test(`they voted differently on X of the bills both voted on, the others marked (${theme}, ${width} px)`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await startInTheme(page, theme);
      // Two representatives of one state, one of whom missed a vote the other cast.
      const officials = await listOf<Counted>(page.request, '/api/officials?chamber=house');
      const missedOne = officials.find((o) => o.yesCount + o.noCount < o.voteCount)!;
      const castAll = officials.find((o) => o.state === missedOne.state && o.voteCount > 0 && o.yesCount + o.noCount === o.voteCount)!;
      const ids = `${missedOne.id},${castAll.id}`;
      // From the votes themselves: a bill both voted on has a vote of each, neither of them a missed one.
      const { bills } = (await (await page.request.get(`/api/compare?officials=${ids}`)).json()) as Comparison;
      const both = bills.filter((b) => b.votes.every((vote) => vote !== null && vote !== 'Not Voting'));
      const differing = both.filter((b) => new Set(b.votes).size > 1).length;
      expect(both.length).toBeGreaterThan(0);
      expect(bills.length, 'a bill only one of them voted on').toBeGreaterThan(both.length);

      await page.goto(`/compare?officials=${ids}`);
      const votes = page.getByRole('table', { name: /Votes on each bill/ });
      await expect(votes).toBeVisible();
      const sentence = page.getByText(/^They voted (differently|alike) on /);
      const manner = differing === 0 ? 'alike' : 'differently';
      await expect(sentence).toHaveText(
        both.length === 1
          ? `They voted ${manner} on the 1 bill both voted on.`
          : differing === 0
            ? `They voted alike on all ${both.length} bills both voted on.`
            : `They voted differently on ${differing} of the ${both.length} bills both voted on, listed first.`,
      );
      // The rows before the heading of the others are the bills both voted on, the differing ones marked.
      const rest = bills.length - both.length;
      const others = votes.getByRole('rowheader', {
        name: `Not voted on by both: ${rest} bill${rest === 1 ? '' : 's'}, not in the count above`,
      });
      await expect(others).toBeVisible();
      await expect(votes.locator('tbody').first().getByRole('row')).toHaveCount(both.length);
      await expect(votes.locator('tbody').first().getByText('Differ', { exact: true })).toHaveCount(differing);
      await expect(votes.locator('tbody').nth(1).getByText('Differ', { exact: true })).toHaveCount(0);
      await settle(page);
      await page.screenshot({ path: screenPath(testInfo, 'issue41-compare', theme, width), fullPage: true, animations: 'disabled' });
    });
  }
});
