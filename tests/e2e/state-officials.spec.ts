// Issue 38, item 4, the officials side (docs/decisions/0328-state-officials-on-screen.md): the Officials
// tab's State view for Minnesota, a page at a time, each card in its chamber's own words; a Minnesota
// legislator's page with the chamber, district, score, receipt and where they stand among the members of
// their own chamber, and the credits of LegiScan and Open States. At 390 and 1280 px, in both themes, axe
// clean. The e2e app loads Minnesota's LegiScan dataset and Open States' people on the job queue, so the
// journey waits for them by asking the API, never by the clock.
import { expect, test } from './support/fixtures.ts';
import { keylessURL } from './support/ports.ts';
import { checkScreen } from './support/screens.ts';
import { choose, openHome, showTab } from './support/ui.ts';

test.describe.configure({ timeout: 240_000 });
// Minnesota's legislature is loaded in the keyless app only (support/start-e2e-server.ts).
test.use({ baseURL: keylessURL });

type StateOfficial = {
  id: number;
  name: string;
  level: string;
  chamber: string | null;
  chamberName: string | null;
  district: string | null;
  voteCount: number;
  scoredVoteCount: number;
  votingScore: number;
};

// Aisha Gomez, DFL, Minnesota House district 62A: in Open States' people and on LegiScan's roll calls.
const LEGISLATOR = 'Aisha Gomez';
const HOUSE = 'Minnesota House of Representatives';

/** Minnesota's House members, once its people are in and their roll calls joined to them. */
async function minnesotaHouse(request: import('@playwright/test').APIRequestContext): Promise<StateOfficial[]> {
  const response = await request.get('/api/officials?level=state&state=MN&chamber=house&sort=az');
  return response.ok() ? ((await response.json()) as StateOfficial[]) : [];
}

test("the Officials tab's State view lists Minnesota's legislators, and a legislator's page has their receipt and chart", async ({
  page,
}, testInfo) => {
  // Minnesota's people are in once the State view's dropdown names it, and her record once she has votes.
  await expect
    .poll(async () => (await (await page.request.get('/api/officials/states?level=state')).json()) as string[], { timeout: 180_000 })
    .toContain('MN');
  await expect
    .poll(async () => (await minnesotaHouse(page.request)).find((o) => o.name === LEGISLATOR)?.scoredVoteCount ?? 0, { timeout: 180_000 })
    .toBeGreaterThan(0);
  const house = await minnesotaHouse(page.request);
  const gomez = house.find((o) => o.name === LEGISLATOR)!;
  expect(gomez).toMatchObject({ level: 'state', chamber: 'lower', chamberName: HOUSE, district: '62A' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  await showTab(page, 'Officials');
  await page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'State' }).click();
  await choose(page, page, "Which state's officials", 'Minnesota');
  await page.getByRole('group', { name: 'Chamber' }).getByRole('button', { name: 'House' }).click();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toContainText(`State Representative • ${HOUSE} - District`);
  await expect(page.getByRole('main')).toContainText('Roll calls and bills: LegiScan (CC BY 4.0). People: Open States (CC0).');
  await checkScreen(page, testInfo, 'state-officials-list');

  await openHome(page, `/officials/${gomez.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: LEGISLATOR })).toBeVisible();
  await expect(main).toContainText(`State Representative • ${HOUSE} - District 62A`);
  await expect(main.getByRole('heading', { level: 2, name: 'Progressive Score' }).locator('..')).toContainText(String(gomez.votingScore));

  const chart = main.getByRole('region', { name: 'Where they stand' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toContainText(`Every one of the ${house.length} members of the ${HOUSE}, one mark each; ${LEGISLATOR} is ringed.`);
  await expect(chart.getByRole('img', { name: new RegExp(`^${LEGISLATOR} scores ${gomez.votingScore}: `) })).toBeVisible();

  const receipt = main.getByRole('region', { name: 'How this score is calculated' });
  await receipt.scrollIntoViewIfNeeded();
  await expect(receipt.getByRole('heading', { level: 3, name: 'The arithmetic' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'LegiScan' })).toHaveAttribute('href', 'https://legiscan.com');
  await expect(main.getByRole('link', { name: 'Open States' })).toHaveAttribute('href', 'https://openstates.org');

  await checkScreen(page, testInfo, 'state-legislator-page', async () => {
    await expect(chart).toBeVisible();
  });
});
