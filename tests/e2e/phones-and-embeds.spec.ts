// Issue 41, item 11, as a reader on a phone meets it: the sticky header is opaque, so the page scrolled under
// it never shows through its words; a score's receipt keeps the columns that make it one in view; Compare fits
// two officials whole; and an embedded score card runs its scale the way every chart on the
// site does, conservative on the left and progressive on the right.
import { listOf, type OfficialRow } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { openHome, startInTheme, type Theme } from './support/ui.ts';

test.describe.configure({ timeout: 60_000 });

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`the sticky header hides what scrolls under it (${theme}, 390 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startInTheme(page, theme);
    await openHome(page);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const header = page.getByRole('banner');
    const style = await header.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { background: computed.backgroundColor, backdrop: computed.backdropFilter };
    });
    // rgb(…) is opaque; rgba(…, a) or a color() with an alpha below 1 lets the text behind show through.
    expect(style.background).toMatch(/^rgb\(/);
    expect(style.backdrop).toBe('none');
  });
}

test('an embedded score card puts a progressive member towards the right, as the site’s charts do', async ({ page }) => {
  const placed = (await listOf<OfficialRow & { scalePosition: number | null }>(page.request, '/api/officials')).find(
    (official) => official.scalePosition !== null && official.scalePosition > 0.3,
  )!;
  // The card is a page of its own, no app: opened without waiting for one to start.
  await page.mainFrame().goto(`/embed/official/${placed.id}`);
  const ends = page.locator('.ends span');
  await expect(ends).toHaveText(['Conservative', 'Progressive']);
  const marker = await page.locator('.scale span').evaluate((element) => Number.parseFloat((element as HTMLElement).style.left));
  expect(marker).toBeGreaterThan(50);
});

test('on a phone, a receipt keeps its vote, bill score and points in view, with no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const official = (await listOf<OfficialRow>(page.request, '/api/officials')).find((o) => o.scoredVoteCount > 0)!;
  await openHome(page, `/officials/${official.id}`);
  const receipt = page.getByRole('region', { name: 'How this score is calculated' });
  await receipt.scrollIntoViewIfNeeded();
  const counted = receipt.getByRole('table', { name: /^Counted votes/ });
  await counted.scrollIntoViewIfNeeded();
  for (const heading of ['Vote', 'Bill score', 'Points']) {
    await expect(counted.getByRole('columnheader', { name: heading, exact: true })).toBeInViewport({ ratio: 1 });
  }
  const row = counted.getByRole('row').nth(1);
  await expect(row.getByRole('cell').last()).toBeInViewport({ ratio: 1 });
  // Nothing of the table waits off to the side.
  expect(await counted.evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
});

test.describe('Compare on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('two officials fit whole; with four, a cue says the others are a scroll away, and goes at the end', async ({ page }) => {
    const officials = (await listOf<OfficialRow>(page.request, '/api/officials')).slice(0, 4);
    await page.goto(`/compare?officials=${officials[0]!.id},${officials[1]!.id}`);
    const records = page.getByRole('region', { name: 'Records side by side' });
    for (const official of officials.slice(0, 2)) {
      const header = records.getByRole('columnheader', { name: new RegExp(official.name) });
      await expect(header).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByText('Scroll sideways for the other officials')).toHaveCount(0);

    await page.goto(`/compare?officials=${officials.map((official) => official.id).join(',')}`);
    const cue = page.getByRole('region', { name: 'Records side by side' }).locator('xpath=following-sibling::p');
    await expect(cue).toHaveText('Scroll sideways for the other officials');
    await page.getByRole('region', { name: 'Records side by side' }).evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await expect(cue).toHaveCount(0);
  });
});
