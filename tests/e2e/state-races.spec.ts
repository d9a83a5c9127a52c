// Issue 40, items 3 to 5 (docs/decisions/0337-state-and-local-races.md): the Candidates tab's State, State
// Legislature and Local filters list the 2026 state and local candidates of datasets/candidates-2026; a
// Montana legislative race gives its filers in the order they filed, with their campaigns' contacts and never
// a home address or phone, and credits the Secretary of State; an Oregon ZIP's 'Your 2026 races' adds the
// governor's race and the reader's own statehouse districts, whose page says who won the primary and who lost.
// The keyless e2e app loads the four lists before it listens (support/start-e2e-server.ts). At 390 and
// 1280 px, in both themes, axe clean.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { keylessURL } from './support/ports.ts';
import { checkScreen } from './support/screens.ts';
import { choose, openHome, showTab } from './support/ui.ts';

test.describe.configure({ timeout: 240_000 });
test.use({ baseURL: keylessURL });

const office = (page: Page) => page.getByRole('group', { name: 'Office' });
const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('the State, State Legislature and Local filters list the 2026 state and local candidates', async ({ page }, testInfo) => {
  await openHome(page, '/candidates');
  await showTab(page, 'Candidates');
  await office(page).getByRole('button', { name: 'Local' }).click();
  // Oregon's district attorneys, the only local races in the lists.
  await expect(cards(page).first()).toContainText('District Attorney');
  await expect(cards(page).first()).toContainText(/Oregon District Attorney, \w+ County/);

  await office(page).getByRole('button', { name: 'State Legislature' }).click();
  await expect(cards(page).first()).toContainText(/State (Senate|House)/);

  await office(page).getByRole('button', { name: 'State', exact: true }).click();
  await choose(page, page, 'State', 'Oregon');
  await choose(page, page, 'Race', /^Oregon Governor \(\d+\)$/);
  const kotek = cards(page).filter({ has: page.getByRole('heading', { level: 3, name: 'Tina Kotek' }) });
  await expect(kotek).toContainText(/Won the Democratic primary: [\d,]+ votes \(\d+\.\d%\)/);
  await expect(cards(page).filter({ hasText: 'Lost the Republican primary' }).first()).toBeVisible();
  await checkScreen(page, testInfo, 'state-candidates-filter');
});

test('a Montana legislative race gives its filers in the order they filed, their campaigns’ contacts and no home address', async ({
  page,
}, testInfo) => {
  await page.goto('/race/MT-state-senate-12');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Montana Senate, district 12' })).toBeVisible();
  await expect(main).toContainText('The candidates who filed for the primary; who won it is not in our data.');
  await expect(main).toContainText('The general election was held on 3 November 2026; its results are not in our data.');
  await expect(main.getByRole('heading', { level: 2 })).toContainText('in the order they filed');
  const filed = main.getByRole('article');
  await expect(filed).toHaveCount(4);
  await expect(filed.first()).toContainText(/Filed \d{1,2} (February|March) 2026/);
  // The filings' mailing addresses and phones are never shown (nor stored): none of Montana's ZIP codes or
  // of the filed phone numbers of this race appears on the page.
  const filings = readFileSync(path.join('datasets', 'candidates-2026', 'mt-CandidateList.csv'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"STATE SENATOR DISTRICT 12"'));
  const text = await main.innerText();
  for (const filing of filings) {
    const [, , , , , , , address, , phone] = filing.split('","');
    expect(text).not.toContain(address!.split(',')[0]!);
    if (phone) expect(text).not.toContain(phone);
  }
  await expect(main.getByRole('link', { name: 'Montana Secretary of State' })).toHaveAttribute('href', /candidatefiling\.mt\.gov/);
  await checkScreen(page, testInfo, 'state-race-montana');

  // A filer's own page says the same race, and links back to it.
  await filed.first().getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: '2026 Race' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Montana Senate, district 12' })).toHaveAttribute('href', '/race/MT-state-senate-12');
  await expect(page.getByText('Campaign money in state and local races is not in our data.')).toBeVisible();
});

test('an Oregon ZIP’s races add the governor’s and the reader’s own statehouse districts’, each with the primary’s result', async ({
  page,
}, testInfo) => {
  await openHome(page);
  await showTab(page, 'Officials');
  const panel = page.getByRole('region', { name: 'Your officials' });
  // Hood River: Senate district 26, House district 52 (the Census’s 2024 plans).
  await panel.getByLabel('ZIP code').fill('97031');
  await panel.getByRole('button', { name: 'Find my officials' }).click();
  const races = panel.getByRole('region', { name: 'Your 2026 races' });
  await expect(races.getByRole('link', { name: 'Oregon Governor' })).toBeVisible();
  await expect(races.getByRole('link', { name: 'Oregon Senate, district 26' })).toBeVisible();
  await expect(races.getByRole('link', { name: 'Oregon House of Representatives, district 52' })).toBeVisible();
  await expect(races.getByRole('link', { name: /^Oregon Senate, district (?!26$)/ })).toHaveCount(0);
  await checkScreen(page, testInfo, 'state-races-your-ballot');

  await races.getByRole('link', { name: 'Oregon Senate, district 26' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Oregon Senate, district 26' })).toBeVisible();
  await expect(main).toContainText('The candidates of the 19 May 2026 primary, with their votes.');
  await expect(main.getByRole('article').first()).toContainText(/^.*Won the (Democratic|Republican) primary/);
  await expect(main.getByRole('link', { name: 'OpenElections' })).toBeVisible();
  await checkScreen(page, testInfo, 'state-race-oregon');
});
