// Scores a reader can check: an official's receipt adds up, an inferred score says how it was reached, a
// staff score over it says which it overrides and rescores its voters, and a bill's roll calls show how every
// member voted, a bill nobody scored counts nowhere until staff score it, and a bill staff exclude from scores
// leaves its voters' scores until they include it again. The demo's recorded roll calls
// are the data: Senate roll call 7 on S. 5 and House roll call 17 on H.R. 30, both bills scored from their House
// roll calls (docs/decisions/0205-roll-call-scaling.md), and House roll call 240 on H.R. 3424 (397-1, too near
// unanimous to infer from: unscored).
import type { Locator, Page } from '@playwright/test';
import { type BillRow, listOf, type OfficialRow } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { checkScreen, seriousViolations } from './support/screens.ts';
import { expectToast, openHome, showTab } from './support/ui.ts';

type InferredBill = {
  scoreSource: string | null;
  progressiveAnalysis: string;
  inferredScore: { score: number; explanation: string } | null;
};
type VoteRow = { id: number; officialId: number; billId: number | null; vote: string };
type Receipt = { counted: { points: number; bill: { id: number } }[]; points: number; votingScore: number | null };
type Position = { memberKey: string; name: string; party: string; state: string; position: string; officialId: number | null };
type RollCallRow = {
  id: number;
  chamber: string;
  number: number;
  partyTally: { party: string; yes: number; no: number; present: number; notVoting: number }[];
};

async function billNumbered(page: Page, billNumber: string): Promise<BillRow> {
  const bill = (await listOf<BillRow>(page.request, '/api/bills?limit=100')).find((b) => b.billNumber === billNumber);
  expect(bill, `the demo bill ${billNumber}`).toBeTruthy();
  return bill!;
}

function receiptOf(page: Page): Locator {
  return page.getByRole('region', { name: 'How this score is calculated' });
}

/** A bill page's Progressive Analysis: for an inferred score, how it was reached. */
function analysisOf(page: Page): Locator {
  return page.getByRole('heading', { name: 'Progressive Analysis', level: 2 }).locator('xpath=following-sibling::p');
}

/** The counted votes as the receipt lists them: vote, the bill's score and the points given. */
async function countedRows(receipt: Locator) {
  const table = receipt.getByRole('table', { name: /^Counted votes/ });
  await expect(table).toBeVisible();
  const showAll = receipt.getByRole('button', { name: /^Show all \d+ votes$/ });
  if (await showAll.count()) await showAll.first().click();
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')];
      // The vote's cell names its kind under it: 'Yes' then 'Passage'.
      const [vote, kind] = [...(cells[0]?.childNodes ?? [])].map((node) => node.textContent?.trim() ?? '');
      return {
        bill: tr.querySelector('th')?.textContent ?? '',
        vote: vote ?? '',
        kind: kind ?? '',
        // The bill score's cell may add 'inferred from its roll call' under the number.
        billScore: parseInt(cells[1]?.textContent ?? '', 10),
        points: Number(cells[2]?.querySelector('span')?.textContent),
      };
    }),
  );
  const total = Number(await table.locator('tfoot td').last().textContent());
  return { rows, total };
}

test.describe('scores you can check', () => {
  test("a receipt's arithmetic: every counted vote's points, their total, the average rounded to the score, and the lean", async ({
    page,
  }) => {
    const officials = await listOf<OfficialRow & { ideologicalLean: number | null }>(page.request, '/api/officials');
    // A senator: their counted votes are on S. 5, which no journey rescores.
    const senator = officials.find((o) => o.office === 'Senator' && o.scoredVoteCount > 0 && o.party === 'Democrat');
    expect(senator, 'a Democratic senator with counted votes').toBeTruthy();
    await openHome(page, `/officials/${senator!.id}`);

    const receipt = receiptOf(page);
    const { rows, total } = await countedRows(receipt);
    expect(rows).toHaveLength(senator!.scoredVoteCount);
    for (const row of rows) expect(row.points, `${row.vote} on ${row.bill}`).toBe(row.vote === 'Yes' ? row.billScore : 10 - row.billScore);
    const points = rows.reduce((sum, r) => sum + r.points, 0);
    expect(total).toBe(points);

    const score = Math.round(points / rows.length);
    expect(score).toBe(senator!.votingScore);
    await expect(receipt.getByRole('listitem').filter({ hasText: /^Score:/ })).toContainText(
      new RegExp(`^Score: ${points} points? ÷ ${rows.length} counted votes? = .+, rounded to ${score}\\.$`),
    );
    const lean = Math.round((score - 7.5) * 10) / 10;
    await expect(receipt.getByRole('listitem').filter({ hasText: /^Party baseline/ })).toContainText(
      `Party baseline (Democrat): 7.5. Lean: score ${score} minus baseline 7.5 = ${lean > 0 ? '+' : ''}${lean.toFixed(1)}`,
    );

    // Each counted vote links to its bill.
    const firstBill = receipt
      .getByRole('table', { name: /^Counted votes/ })
      .locator('tbody tr')
      .first()
      .getByRole('link');
    const billTitle = (await firstBill.textContent())!;
    await firstBill.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(billTitle.replace(/^\S+ \S+ /, '').trim());
  });

  test.describe('as staff', () => {
    test.use({ role: 'staff' });
    // One after another in one worker: both journeys rescore House members, and one member's score rests on
    // both bills (Donald Beyer voted No on H.R. 30 and on H.R. 3424). Run side by side, one journey read his
    // receipt while the other held H.R. 30 at a staff score and his score once it had put it back: 5, then 9.
    test.describe.configure({ mode: 'default' });

    test('staff override an inferred score: the page says which score it overrides, its voters are rescored, and cleared the inferred score is back', async ({
      page,
      staffApi,
    }) => {
      const bill = await billNumbered(page, 'H.R. 30');
      const before = (await (await page.request.get(`/api/bills/${bill.id}`)).json()) as InferredBill;
      expect(before.scoreSource, 'H.R. 30 arrives with a score inferred from House roll call 17').toBe('inferred');
      const inferred = before.inferredScore!.score;
      const staffScore = inferred === 9 ? 8 : 9;
      const [vote] = (await listOf<VoteRow>(page.request, `/api/votes?billId=${bill.id}&limit=200`)).filter((v) => v.vote === 'No');
      expect(vote, 'a No vote on H.R. 30').toBeTruthy();
      const official = (await (await page.request.get(`/api/officials/${vote!.officialId}`)).json()) as OfficialRow;

      try {
        await openHome(page, `/bills/${bill.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(bill.title);
        await expect(page.getByRole('main')).toContainText('Inferred from its passage roll call, not scored by staff');
        const form = page.getByRole('region', { name: 'Score this bill' });
        await form.getByRole('combobox', { name: 'Progressive Score (1-10)' }).click();
        await page.getByRole('option', { name: String(staffScore), exact: true }).click();
        await form.getByRole('textbox', { name: 'Progressive Analysis' }).fill('Scored by a browser journey over the inferred score.');
        await form.getByRole('button', { name: 'Save Score' }).click();
        await expectToast(page, 'Score saved', `H.R. 30 is now scored ${staffScore}/10.`);
        await expect(page.getByLabel(`Progressive score ${staffScore} out of 10`).first()).toBeVisible();
        await expect(page.getByRole('main')).toContainText(`Scored by Civic Ledger staff (overriding the inferred ${inferred}/10)`);
        await expect(analysisOf(page)).toHaveText('Scored by a browser journey over the inferred score.');

        // The official's roll-call position leads back to them: their No now earns 10 minus the staff score.
        const rollCall = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^House roll call 17/ }) });
        await rollCall.getByRole('button', { name: 'How every member voted' }).click();
        await rollCall.getByRole('searchbox', { name: 'Find a member' }).fill(official.name);
        await rollCall.getByRole('link', { name: official.name, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(official.name);
        const { rows, total } = await countedRows(receiptOf(page));
        expect(rows.find((r) => r.bill.includes('H.R. 30'))).toEqual(
          expect.objectContaining({ vote: 'No', billScore: staffScore, points: 10 - staffScore }),
        );
        expect(total).toBe(rows.reduce((sum, r) => sum + r.points, 0));

        // Cleared by staff, the bill takes its inferred score again.
        await openHome(page, `/bills/${bill.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(bill.title);
        await form.getByRole('combobox', { name: 'Progressive Score (1-10)' }).click();
        // 'No staff score' names what the bill then shows: its inferred score, never 'Not yet scored'.
        await page.getByRole('option', { name: `No staff score: the inferred ${inferred}/10`, exact: true }).click();
        await form.getByRole('button', { name: 'Save Score' }).click();
        await expectToast(page, 'Score saved', `H.R. 30 has no staff score: it shows its inferred ${inferred}/10.`);
        await expect(page.getByLabel(`Inferred progressive score ${inferred} out of 10`).first()).toBeVisible();
        await expect(page.getByRole('main')).toContainText('Inferred from its passage roll call, not scored by staff');
        await expect(page.getByRole('main')).toContainText(before.inferredScore!.explanation);
      } finally {
        // Back to the inferred score, as the demo has it, for the journeys that read House scores.
        const reset = await staffApi.put(`/api/bills/${bill.id}/score`, {
          data: { progressiveScore: null, progressiveAnalysis: before.progressiveAnalysis },
        });
        expect(reset.status()).toBe(200);
      }
    });

    test('staff exclude a bill from scores: the bill says so, a voter is rescored, the receipt lists the vote as excluded; included again, it counts', async ({
      page,
      staffApi,
    }, testInfo) => {
      test.slow();
      const bill = await billNumbered(page, 'H.R. 30');
      // A voter whose score moves without H.R. 30: to another number, or to none when it was their only counted vote.
      const voters = await listOf<VoteRow>(page.request, `/api/votes?billId=${bill.id}&limit=200`);
      let voter: { id: number; after: string } | undefined;
      for (const v of voters) {
        const receipt = (await (await page.request.get(`/api/officials/${v.officialId}/receipt`)).json()) as Receipt;
        const onBill = receipt.counted.filter((line) => line.bill.id === bill.id);
        const rest = receipt.counted.length - onBill.length;
        const after = rest === 0 ? null : Math.round((receipt.points - onBill.reduce((sum, line) => sum + line.points, 0)) / rest);
        if (onBill.length > 0 && after !== receipt.votingScore) {
          voter = { id: v.officialId, after: after === null ? 'No score' : String(after) };
          break;
        }
      }
      expect(voter, 'an official whose score H.R. 30 moves').toBeTruthy();

      try {
        await openHome(page, `/bills/${bill.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(bill.title);
        const control = page.getByRole('region', { name: 'Scores from this bill' });
        await control.getByRole('button', { name: 'Exclude from scores' }).click();
        await expectToast(page, 'Scores updated', "H.R. 30 is excluded from officials' scores; its voters are rescored.");
        await expect(page.getByRole('main')).toContainText(
          "Excluded from officials' scores by Civic Ledger staff: votes on it are shown and count in no score.",
        );
        const rollCall = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^House roll call 17/ }) });
        await expect(rollCall).toContainText('Not counted in scores: staff have excluded the bill from scores');
        await checkScreen(page, testInfo, 'excluded-bill');

        await openHome(page, `/officials/${voter!.id}`);
        const receipt = receiptOf(page);
        await receipt.scrollIntoViewIfNeeded();
        await expect(receipt.getByText('Score', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(voter!.after);
        const row = receipt
          .getByRole('table', { name: /^Votes not counted/ })
          .getByRole('row')
          .filter({ hasText: 'H.R. 30' });
        await expect(row.getByRole('cell')).toHaveText([/^(Yes|No)Passage$/, 'Bill excluded from scores by staff']);
        await checkScreen(page, testInfo, 'excluded-bill-receipt');

        await openHome(page, `/bills/${bill.id}`);
        await control.getByRole('button', { name: 'Include in scores' }).click();
        await expectToast(page, 'Scores updated', "H.R. 30 counts in officials' scores again; its voters are rescored.");
        await expect(control.getByRole('button', { name: 'Exclude from scores' })).toBeVisible();
      } finally {
        // Counted again, as the demo has it, for the journeys that read House scores.
        const reset = await staffApi.put(`/api/bills/${bill.id}/score-exclusion`, { data: { excluded: false } });
        expect(reset.status()).toBe(200);
      }
    });

    test('an unscored bill counts in no score; scored by staff, the official who voted on it is rescored and the receipt shows it', async ({
      page,
      staffApi,
    }) => {
      // H.R. 3424 passed 397-1: too near unanimous for a score to be inferred from it, so it arrives unscored.
      const bill = await billNumbered(page, 'H.R. 3424');
      expect(bill.progressiveScore, 'H.R. 3424 arrives unscored').toBeNull();
      const [vote] = (await listOf<VoteRow>(page.request, `/api/votes?billId=${bill.id}&limit=200`)).filter((v) => v.vote === 'No');
      expect(vote, 'the one No vote on H.R. 3424').toBeTruthy();
      const official = (await (await page.request.get(`/api/officials/${vote!.officialId}`)).json()) as OfficialRow;
      const analysis = (await (await page.request.get(`/api/bills/${bill.id}`)).json()).progressiveAnalysis as string;

      try {
        await openHome(page, `/?official=${official.id}`);
        const receipt = receiptOf(page);
        const notCounted = receipt.getByRole('table', { name: /^Votes not counted/ });
        // One row for the one roll call, however many imports have read it (the journeys' Import Votes reads
        // roll call 240 again), and it says why it is not counted.
        const row = notCounted.getByRole('row').filter({ hasText: 'H.R. 3424' });
        await expect(row).toHaveCount(1);
        await expect(row).toContainText('Bill not yet scored');
        // Not among the counted votes: the table lists the official's scored votes (none: no table), H.R. 3424 not one of them.
        const before = receipt.getByRole('table', { name: /^Counted votes/ });
        await expect(before).toHaveCount(official.scoredVoteCount > 0 ? 1 : 0);
        await expect(before.getByRole('row').filter({ hasText: 'H.R. 3424' })).toHaveCount(0);

        // From the receipt to the bill, which says so and offers staff the score form.
        await row.getByRole('link').click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(bill.title);
        await expect(page.getByRole('main').getByText('Not yet scored').first()).toBeVisible();
        const form = page.getByRole('region', { name: 'Score this bill' });
        await form.getByRole('combobox', { name: 'Progressive Score (1-10)' }).click();
        await page.getByRole('option', { name: '2', exact: true }).click();
        await form.getByRole('textbox', { name: 'Progressive Analysis' }).fill('Scored by a browser journey to show the arithmetic.');
        await form.getByRole('button', { name: 'Save Score' }).click();
        await expectToast(page, 'Score saved', 'H.R. 3424 is now scored 2/10.');
        await expect(page.getByLabel('Progressive score 2 out of 10').first()).toBeVisible();
        await expect(page.getByRole('main')).toContainText('Scored by Civic Ledger staff');

        // The official's roll-call position leads back to them: No on a bill scored 2 now earns 8 points.
        const rollCall = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^House roll call 240/ }) });
        await rollCall.getByRole('button', { name: 'How every member voted' }).click();
        // The roll call names members as the House Clerk does ('Donald S. Beyer Jr.'), so find them by surname.
        const surname = official.name
          .replace(/,? (Jr|Sr|II|III)\.?$/, '')
          .split(' ')
          .at(-1)!;
        await rollCall.getByRole('searchbox', { name: 'Find a member' }).fill(surname);
        await rollCall
          .getByRole('link', { name: new RegExp(surname) })
          .first()
          .click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(official.name);
        // The receipt seen before the score was saved shows until its refetch lands: wait for the new one.
        const hr3424Row = async () => (await countedRows(receiptOf(page))).rows.find((r) => r.bill.includes('H.R. 3424'));
        await expect.poll(hr3424Row).toEqual(expect.objectContaining({ vote: 'No', billScore: 2, points: 8 }));
        const { rows, total } = await countedRows(receiptOf(page));
        expect(total).toBe(rows.reduce((sum, r) => sum + r.points, 0));
        const after = (await (await page.request.get(`/api/officials/${official.id}`)).json()) as OfficialRow;
        expect(after.scoredVoteCount).toBe(official.scoredVoteCount + 1);
        expect(after.votingScore).toBe(Math.round(total / rows.length));
      } finally {
        // H.R. 3424 goes back to unscored, as the demo has it, for the journeys that read House scores.
        const reset = await staffApi.put(`/api/bills/${bill.id}/score`, {
          data: { progressiveScore: null, progressiveAnalysis: analysis },
        });
        expect(reset.status()).toBe(200);
      }
    });
  });

  test("an inferred score says so and how it was reached, on the bill's card and its page", async ({ page }) => {
    // S. 5: no journey rescores it.
    const bill = (await (await page.request.get(`/api/bills/${(await billNumbered(page, 'S. 5')).id}`)).json()) as InferredBill & BillRow;
    expect(bill.scoreSource).toBe('inferred');
    const { score, explanation } = bill.inferredScore!;

    await openHome(page, '/');
    await showTab(page, 'Legislation');
    const card = page.getByRole('article').filter({ has: page.getByText('S. 5', { exact: true }) });
    await expect(card.getByLabel(`Inferred progressive score ${score} out of 10`)).toHaveAttribute('title', explanation);
    await expect(card).toContainText(explanation);

    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bill.title);
    const main = page.getByRole('main');
    await expect(main.getByLabel(`Inferred progressive score ${score} out of 10`)).toContainText('Inferred');
    await expect(main).toContainText('Inferred from its passage roll call, not scored by staff');
    await expect(analysisOf(page)).toHaveText(explanation);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a bill's roll call: its tally by party, and a member's vote found by name", async ({ page }) => {
    const bill = await billNumbered(page, 'S. 5');
    const rollCalls = (await (await page.request.get(`/api/bills/${bill.id}/roll-calls`)).json()) as RollCallRow[];
    const passage = rollCalls.find((r) => r.chamber === 'senate' && r.number === 7)!;
    const positions = (await (await page.request.get(`/api/roll-calls/${passage.id}/positions`)).json()) as Position[];
    const member = positions.find((p) => p.officialId !== null && p.position === 'No')!;

    await openHome(page, `/bills/${bill.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bill.title);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Senate roll call 7/ }) });
    await expect(item).toContainText('On Passage of the Bill S. 5');
    await expect(item).toContainText('Counts in scores');
    const tally = item.getByRole('table', { name: /^Tally by party/ });
    for (const row of passage.partyTally) {
      await expect(tally.getByRole('row').filter({ hasText: row.party })).toContainText(
        new RegExp(`${row.yes}\\s*${row.no}\\s*${row.present}\\s*${row.notVoting}`),
      );
    }
    const yes = passage.partyTally.reduce((sum, r) => sum + r.yes, 0);
    const no = passage.partyTally.reduce((sum, r) => sum + r.no, 0);
    await expect(tally.getByRole('row').filter({ hasText: 'Total' })).toContainText(new RegExp(`${yes}\\s*${no}`));

    await item.getByRole('button', { name: 'How every member voted' }).click();
    await expect(item.getByText(`${positions.length} members`, { exact: true })).toBeVisible();
    const lastName = member.name.split(/\s+/).pop()!;
    await item.getByRole('searchbox', { name: 'Find a member' }).fill(lastName);
    const found = item.getByRole('listitem').filter({ has: page.getByRole('link', { name: member.name, exact: true }) });
    await expect(found).toContainText(`(${member.party}-${member.state})`);
    await expect(found).toContainText(member.position);
    await item.getByRole('searchbox', { name: 'Find a member' }).fill('no such member zz');
    await expect(item.getByText('No member matches “no such member zz”.')).toBeVisible();
  });
});
