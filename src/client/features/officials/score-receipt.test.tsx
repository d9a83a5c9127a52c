import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeOfficial, makeReceipt } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import type { ReceiptVote } from '../../../shared/scoring.ts';
import type { VoteKind } from '../../../shared/vote-kinds.ts';
import { OfficialsTab } from './officials-tab.tsx';

const bill = (id: number, progressiveScore: number | null, scoreSource: 'staff' | 'inferred' = 'staff') => ({
  id,
  billNumber: `H.R. ${id}`,
  title: `Act ${id}`,
  shortTitle: null,
  progressiveScore,
  scoreSource: progressiveScore === null ? null : scoreSource,
  voteKind: 'passage' as const,
  excludedFromScores: false,
});
const vote = (voteId: number, v: string, b: ReceiptVote<string>['bill']): ReceiptVote<string> => ({
  voteId,
  vote: v,
  votedAt: '2025-03-04T15:00:00.000Z',
  bill: b,
});

const attendance = { rollCalls: 120, missed: 3, from: '2025-01-09T15:00:00.000Z', to: '2025-09-08T15:00:00.000Z' };
const official = makeOfficial({ id: 1, name: 'Sen Receipt', party: 'Democratic' });

function renderOfficial(receipt: unknown, onOpenBill = vi.fn()) {
  mockApi({
    '/api/auth/user': json(null, 401),
    '/api/officials/1': official,
    '/api/officials/1/votes': [],
    '/api/officials/1/receipt': receipt,
  });
  renderApp(<OfficialsTab selectedId={1} onSelect={() => {}} onOpenBill={onOpenBill} />);
  return onOpenBill;
}

const rowsOf = (caption: string) => within(screen.getByRole('table', { name: new RegExp(`^${caption}`) })).getAllByRole('row');

describe("an official's 'How this score is calculated'", () => {
  it('shows each counted vote with its points, the average and its rounding, the baseline and lean, and why other votes do not count', async () => {
    const receipt = makeReceipt(
      1,
      'Democratic',
      [
        vote(1, 'Yes', bill(11, 8)),
        vote(2, 'No', bill(12, 3)),
        vote(3, 'Not Voting', bill(13, 6)),
        vote(4, 'Present', bill(14, 5)),
        vote(5, 'Yes', null),
        vote(6, 'Yes', bill(16, null)),
      ],
      attendance,
    );
    const onOpenBill = renderOfficial(receipt);
    const section = await screen.findByRole('region', { name: 'How this score is calculated' });
    expect(await within(section).findByRole('table', { name: 'Counted votes (2)' })).toBeInTheDocument();

    // Yes on a bill scored 8 earns 8 points; No on a bill scored 3 earns 10 minus 3.
    const counted = rowsOf('Counted votes').map((row) => row.textContent);
    expect(counted).toEqual([
      'BillVoteBill scorePoints',
      expect.stringMatching(/^H\.R\. 11 Act 11.*YesPassage88the bill score$/),
      expect.stringMatching(/^H\.R\. 12 Act 12.*NoPassage3710 minus 3$/),
      'Total points15',
    ]);
    expect(within(section).getByText('Score: 15 points ÷ 2 counted votes = 7.5, rounded to 8.')).toBeInTheDocument();
    expect(
      within(section).getByText(
        /Party baseline \(Democratic\): 7\.5\. Lean: score 8 minus baseline 7\.5 = \+0\.5, aligned with party average\./,
      ),
    ).toBeInTheDocument();

    const uncounted = rowsOf('Votes not counted')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);
    expect(uncounted).toEqual(['Not voting', 'Present', 'Bill not in our records', 'Bill not yet scored']);
    expect(within(section).getByText('Bill information not available')).toBeInTheDocument();

    // The second figure: the one missed vote on a scored bill counts 0 points.
    const figure = within(section).getByText('Score counting missed votes', { selector: 'dt' }).parentElement!;
    expect(figure).toHaveTextContent(`Score counting missed votes${receipt.withAbsences.score}`);
    expect(figure).toHaveTextContent("League of Conservation Voters' scorecard");
    expect(
      within(section).getByText('Score counting missed votes: 15 points ÷ (2 counted + 1 missed) = 5, rounded to 5.'),
    ).toBeInTheDocument();
    expect(within(section).getByText(/Missed 3 of 120 roll calls \(2\.5%\) between Jan 9, 2025 and Sep 8, 2025\./)).toBeInTheDocument();

    // A bill opens in place, through the link it shares.
    const link = within(section).getByRole('link', { name: 'H.R. 12 Act 12' });
    expect(link).toHaveAttribute('href', '/bills/12');
    // Its title is its only name: no tooltip repeats it.
    expect(link).not.toHaveAttribute('title');
    vi.stubGlobal('scrollTo', () => {});
    await userEvent.click(link);
    expect(onOpenBill).toHaveBeenCalledWith(12);
    expect(screen.getByRole('link', { name: 'How scores work' })).toHaveAttribute('href', '/about/scores');
  });

  it('names the kind of every vote, counts a budget vote, and says a nominations package and a bill staff excluded do not count', async () => {
    const of = (id: number, score: number, voteKind: VoteKind, excludedFromScores = false) => ({
      ...bill(id, score),
      voteKind,
      excludedFromScores,
    });
    renderOfficial(
      makeReceipt(
        1,
        'Democratic',
        [
          vote(1, 'Yes', of(21, 7, 'budget')),
          vote(2, 'Yes', of(22, 2, 'nomination')),
          vote(3, 'No', of(23, 4, 'procedure')),
          vote(4, 'Yes', of(24, 9, 'passage', true)),
        ],
        attendance,
      ),
    );
    const section = await screen.findByRole('region', { name: 'How this score is calculated' });
    expect(await within(section).findByRole('table', { name: 'Counted votes (1)' })).toBeInTheDocument();
    expect(rowsOf('Counted votes')[1]).toHaveTextContent(/^H\.R\. 21 Act 21.*YesBudget77the bill score$/);
    const uncounted = rowsOf('Votes not counted')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(uncounted).toEqual([
      ['YesNomination', 'Nomination and procedure votes do not count'],
      ['NoProcedure', 'Nomination and procedure votes do not count'],
      ['YesPassage', 'Bill excluded from scores by staff'],
    ]);
    expect(within(section).getByText('Score: 7 points ÷ 1 counted vote = 7, rounded to 7.')).toBeInTheDocument();
  });

  it('says which bill scores were inferred from their roll calls, and how, in one sentence with the way to the method', async () => {
    renderOfficial(
      makeReceipt(
        1,
        'Democratic',
        [vote(1, 'Yes', bill(11, 8, 'inferred')), vote(2, 'No', bill(12, 3)), vote(3, 'Yes', bill(13, 6, 'inferred'))],
        attendance,
      ),
    );
    const section = await screen.findByRole('region', { name: 'How this score is calculated' });
    await within(section).findByRole('table', { name: 'Counted votes (3)' });
    expect(
      rowsOf('Counted votes')
        .map((row) => row.textContent)
        .filter((text) => text?.includes('inferred from its roll call')),
    ).toHaveLength(2);
    expect(
      within(section).getByText(
        /^2 of the 3 bill scores above were inferred from the bill's passage roll call, not set by staff: the further its Yes voters sat toward the progressive end of the chamber's progressive–conservative scale from its No voters, the higher the score/,
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'How scores are inferred' })).toHaveAttribute('href', '/about/scores#inferred');
  });

  it("leads each vote with the bill's short title where it has one, its formal title on the link", async () => {
    const formal =
      'A bill to require the Secretary of Homeland Security to take into custody aliens who have been charged in the United States with theft, and for other purposes.';
    const s5 = { ...bill(5, 2), billNumber: 'S. 5', title: formal, shortTitle: 'Laken Riley Act' };
    renderOfficial(
      makeReceipt(1, 'Democratic', [vote(1, 'No', s5), vote(2, 'Not Voting', { ...s5, id: 6, billNumber: 'S. 6' })], attendance),
    );
    const section = await screen.findByRole('region', { name: 'How this score is calculated' });
    await within(section).findByRole('table', { name: 'Counted votes (1)' });
    expect(rowsOf('Counted votes')[1]).toHaveTextContent(/^S\. 5 Laken Riley Act.*NoPassage2810 minus 2$/);
    expect(rowsOf('Votes not counted')[1]).toHaveTextContent(/^S\. 6 Laken Riley Act/);
    expect(within(section).getByRole('link', { name: 'S. 5 Laken Riley Act' })).toHaveAttribute('title', formal);
    expect(section).not.toHaveTextContent(/custody/);
  });

  it('says nothing of inferred scores when staff scored every counted bill', async () => {
    renderOfficial(makeReceipt(1, 'Democratic', [vote(1, 'Yes', bill(11, 8)), vote(2, 'No', bill(12, 3))], attendance));
    const section = await screen.findByRole('region', { name: 'How this score is calculated' });
    await within(section).findByRole('table', { name: 'Counted votes (2)' });
    expect(within(section).queryByText(/inferred/)).toBeNull();
    expect(within(section).queryByRole('link', { name: 'How scores are inferred' })).toBeNull();
  });

  it("a long record shows its first 20 votes, then all of them on 'Show all 25 votes'", async () => {
    const votes = Array.from({ length: 25 }, (_, i) => vote(i + 1, i % 2 ? 'No' : 'Yes', bill(100 + i, (i % 10) + 1)));
    renderOfficial(makeReceipt(1, 'Democratic', votes, attendance));
    await screen.findByRole('table', { name: 'Counted votes (25)' });
    // A header row and a total row around the votes.
    expect(rowsOf('Counted votes')).toHaveLength(22);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 25 votes' }));
    expect(rowsOf('Counted votes')).toHaveLength(27);
    await userEvent.click(screen.getByRole('button', { name: 'Show fewer votes' }));
    expect(rowsOf('Counted votes')).toHaveLength(22);
  });

  it('without counted votes: no score, no lean figure, and the uncounted votes with their reasons', async () => {
    renderOfficial(makeReceipt(1, 'Democratic', [vote(1, 'Not Voting', bill(11, 7)), vote(2, 'Yes', bill(12, null))], attendance));
    const section = await screen.findByRole('region', { name: 'How this score is calculated' });
    expect(await within(section).findByText(/^No counted votes yet, so there is no score\./)).toBeInTheDocument();
    expect(within(section).getByText(/Without counted votes there is no lean\./)).toBeInTheDocument();
    expect(within(section).queryByText(/Lean:/)).not.toBeInTheDocument();
    expect(within(section).queryByRole('table', { name: /^Counted votes/ })).not.toBeInTheDocument();
    expect(rowsOf('Votes not counted')).toHaveLength(3);
  });
});
