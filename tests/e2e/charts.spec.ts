// Pictures of the scores (issue 21): an official among every member of their chamber, and how a roll call
// split. The demo's nine recorded roll calls place some members on the scale; the charts read the same
// officials list and roll-call positions as the rest of the app, so the journeys compare with those.
import type { Page } from '@playwright/test';
import { type BillRow, listOf, type OfficialRow } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { seriousViolations } from './support/screens.ts';
import { openHome } from './support/ui.ts';

type PlacedOfficial = OfficialRow & { scalePosition: number | null };
type Position = { memberKey: string; name: string; party: string; state: string; position: string; officialId: number | null };
type RollCallRow = { id: number; chamber: string; number: number };

/** Axe over the chart alone: the rest of each page is checked by the screens' journeys. */
async function expectNoSeriousViolations(page: Page, chart: string) {
  expect(await seriousViolations(page, chart)).toEqual([]);
}

test.describe('charts', () => {
  test("an official's page places them among every member of their chamber, ringed, with a table of all of them", async ({ page }) => {
    const senators = await listOf<PlacedOfficial>(page.request, '/api/officials?chamber=senate');
    const senator = senators.find((o) => o.scalePosition !== null && o.scoredVoteCount > 0);
    expect(senator, 'a senator placed on the scale, with a score').toBeTruthy();
    await openHome(page, `/officials/${senator!.id}`);

    const chart = page.getByRole('region', { name: 'Where they stand' });
    await expect(chart).toContainText(`Every one of the ${senators.length} senators, one mark each; ${senator!.name} is ringed.`);
    await expect(chart.getByRole('img', { name: new RegExp(`^${senator!.name} scores ${senator!.votingScore}: `) })).toBeVisible();
    await expect(chart.getByRole('img', { name: new RegExp(`^${senator!.name} is at [+−]\\d\\.\\d\\d: `) })).toBeVisible();
    for (const baseline of ['Dem. 7.5', 'Rep. 2.5', 'Ind. 6']) await expect(chart.getByText(baseline)).toBeVisible();

    // The table, by keyboard: its disclosure opens with Enter and lists every senator, this one flagged.
    const disclosure = chart.getByText("Table of every senator's score and position");
    await disclosure.focus();
    await page.keyboard.press('Enter');
    const table = chart.getByRole('table', { name: 'Every senator by score and position on the scale' });
    await expect(table.locator('tbody tr')).toHaveCount(senators.length);
    await expect(table.locator('tr[aria-current="true"]')).toContainText(`${senator!.name} (this page)`);
    await expect(table.locator('tr[aria-current="true"]')).toContainText(String(senator!.votingScore));
    await expectNoSeriousViolations(page, 'section:has(#where-they-stand)');
  });

  test("a roll call's split: Yes above and No below on the scale, and who broke ranks", async ({ page }) => {
    const bill = (await listOf<BillRow>(page.request, '/api/bills?limit=100')).find((b) => b.billNumber === 'H.R. 30')!;
    const rollCalls = (await (await page.request.get(`/api/bills/${bill.id}/roll-calls`)).json()) as RollCallRow[];
    const rollCall = rollCalls.find((r) => r.chamber === 'house' && r.number === 17)!;
    const positions = (await (await page.request.get(`/api/roll-calls/${rollCall.id}/positions`)).json()) as Position[];
    // Who broke ranks, counted here from the positions: each party's Yes and No, against its majority (a
    // party by its initial, as the clerk's 'D' and a list's 'Democrat' both give it).
    const crossers = (party: 'D' | 'R', vote: string) => {
      const own = positions.filter((p) => p.party.startsWith(party));
      const yes = own.filter((p) => p.position === 'Yes').length;
      const no = own.filter((p) => p.position === 'No').length;
      const majority = yes > no ? 'Yes' : 'No';
      return vote === majority ? 0 : vote === 'Yes' ? yes : no;
    };
    const democratsYes = crossers('D', 'Yes');
    expect(democratsYes, 'Democrats who voted Yes on House roll call 17').toBeGreaterThan(0);

    await openHome(page, `/bills/${bill.id}`);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^House roll call 17/ }) });
    const split = item.getByRole('figure', { name: 'How it split, by position on the scale' });
    await expect(split).toContainText(`Broke ranks: ${democratsYes} Democrats voted Yes`);
    await expect(
      split.getByRole('img', {
        name: /^House roll call 17 by position on the scale: \d+ Yes above the line, \d+ No below\. Broke ranks: /,
      }),
    ).toBeVisible();

    await split.getByText('Table of the Yes and No votes').click();
    const table = split.getByRole('table', { name: "House roll call 17: each Yes and No vote, with the member's position on the scale" });
    const voters = positions.filter((p) => p.position === 'Yes' || p.position === 'No');
    await expect(table.locator('tbody tr')).toHaveCount(voters.length);
    const crossedRows = table.locator('tbody tr').filter({ has: page.locator('td:last-child', { hasText: /^Yes$/ }) });
    await expect(crossedRows).toHaveCount(democratsYes + crossers('D', 'No') + crossers('R', 'Yes') + crossers('R', 'No'));
    await expectNoSeriousViolations(page, 'figure');
  });
});
