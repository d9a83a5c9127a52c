// What kind of vote each score line is (issue 41, item 7; docs/decisions/0330-vote-kinds-and-exclusions.md): a
// senator's receipt names the kind of every vote, and a resolution that only authorises the en bloc
// consideration of nominations (S.Res. 817's real title) is a nomination vote, which its page says counts in
// no score. The demo's Senate roll call 7 on S. 5 is the data; staff excluding a bill from scores is a journey
// of scores.spec.ts, which rescores the demo's House bills one journey at a time.
import { createBill, listOf, type OfficialRow } from './support/data.ts';
import { expect, test } from './support/fixtures.ts';
import { checkScreen } from './support/screens.ts';
import { openHome } from './support/ui.ts';

test.describe('the kind of every vote', () => {
  test("a senator's receipt names each vote's kind, and the bill's roll call says why it counts", async ({ page }, testInfo) => {
    const officials = await listOf<OfficialRow>(page.request, '/api/officials');
    const senator = officials.find((o) => o.office === 'Senator' && o.scoredVoteCount > 0);
    expect(senator, 'a senator with counted votes').toBeTruthy();
    await openHome(page, `/officials/${senator!.id}`);

    const receipt = page.getByRole('region', { name: 'How this score is calculated' });
    await receipt.scrollIntoViewIfNeeded();
    const counted = receipt.getByRole('table', { name: /^Counted votes/ });
    await expect(counted.getByRole('columnheader')).toHaveText(['Bill', 'Vote', 'Bill score', 'Points']);
    // The kind is named under the vote.
    const row = counted.getByRole('row').filter({ hasText: 'S. 5' });
    await expect(row.getByRole('cell').first()).toHaveText(/^(Yes|No)Passage$/);
    await checkScreen(page, testInfo, 'vote-kinds-receipt');

    await row.getByRole('link').click();
    const rollCall = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Senate roll call 7/ }) });
    await expect(rollCall).toContainText('Counts in scores: a passage vote on a scored bill.');
  });

  test.describe('as staff', () => {
    test.use({ role: 'staff' });

    test('a resolution that only authorises the en bloc consideration of nominations says it is a nomination vote that counts in no score', async ({
      page,
      staffApi,
    }, testInfo) => {
      const bill = await createBill(staffApi, {
        title:
          'An executive resolution authorizing the en bloc consideration in Executive Session of certain nominations on the Executive Calendar.',
      });
      await openHome(page, `/bills/${bill.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(
        "A nomination vote: the measure only lets the Senate consider a package of nominations at once, so votes on it count in no official's score.",
      );
      await expect(
        page.getByRole('region', { name: 'Scores from this bill' }).getByRole('button', { name: 'Exclude from scores' }),
      ).toBeVisible();
      await checkScreen(page, testInfo, 'vote-kinds-nominations-package');
    });
  });
});
