// An official's page never states two things that cannot both be true: the page as drawn, for the kinds of
// record the demo holds (docs/decisions/0231-pages-that-agree.md); the walk over every demo official holds
// the same words to the data (src/server/routes/demo-pages-agree.test.ts).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOfficial, makeReceipt } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { contradictions } from '../../../shared/page-texts/contradictions.ts';
import type { Official } from '../../../shared/schemas/officials.ts';
import type { ReceiptVote } from '../../../shared/scoring.ts';
import { OfficialsTab } from './officials-tab.tsx';

const attendance = { rollCalls: 2, missed: 0, from: '2025-01-09T15:00:00.000Z', to: '2025-02-08T15:00:00.000Z' };
const bill = (id: number, progressiveScore: number | null) => ({
  id,
  billNumber: `H.R. ${id}`,
  title: `Act ${id}`,
  shortTitle: null,
  progressiveScore,
  scoreSource: progressiveScore === null ? null : ('staff' as const),
  voteKind: 'passage' as const,
  excludedFromScores: false,
});
const vote = (voteId: number, v: string, b: ReceiptVote<string>['bill']): ReceiptVote<string> => ({
  voteId,
  vote: v,
  votedAt: '2025-03-04T15:00:00.000Z',
  bill: b,
});

async function renderOfficial(over: Partial<Official>, votes: ReceiptVote<string>[]) {
  const official = makeOfficial({ id: 1, name: 'Sen Record', ...over });
  mockApi({
    '/api/auth/user': json(null, 401),
    '/api/officials/1': official,
    '/api/officials/1/votes': [],
    '/api/officials/1/receipt': makeReceipt(1, official.party, votes, attendance),
  });
  const { container } = renderApp(<OfficialsTab selectedId={1} onSelect={() => {}} onOpenBill={() => {}} />);
  await screen.findByRole('heading', { level: 3, name: 'The arithmetic' });
  return container;
}

const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).parentElement!;

describe("an official's page agrees with itself", () => {
  it("votes on bills not yet scored: 'No Score Yet' and why, never 'No Votes' beside a record of 2 votes, nor a score of 'None'", async () => {
    const page = await renderOfficial(
      { votingScore: 0, scoredVoteCount: 0, voteCount: 2, yesCount: 1, noCount: 1, ideologicalLean: null },
      [vote(1, 'Yes', bill(11, null)), vote(2, 'No', bill(12, null))],
    );
    expect(card('Progressive Score')).toHaveTextContent('No Score Yet');
    expect(card('Progressive Score')).toHaveTextContent(
      'None of their 2 votes on bills counts yet: only a Yes or No on passing a scored bill counts, not a nomination or procedure vote.',
    );
    expect(card('Voting Record')).toHaveTextContent('2votes on bills= 1 Yes + 1 No= 0 counted in the score + 2 not counted');
    const receipt = screen.getByRole('region', { name: 'How this score is calculated' });
    expect(within(receipt).getByText('Score', { selector: 'dt' }).parentElement).toHaveTextContent(/^ScoreNo score/);
    expect(screen.queryByText('No Votes')).not.toBeInTheDocument();
    expect(contradictions([page.textContent!])).toEqual([]);
  });

  it("one counted vote: 'Based on 1 recorded vote', singular", async () => {
    const page = await renderOfficial({ votingScore: 8, scoredVoteCount: 1, voteCount: 1, yesCount: 1, noCount: 0, ideologicalLean: 0.5 }, [
      vote(1, 'Yes', bill(11, 8)),
    ]);
    expect(card('Progressive Score')).toHaveTextContent('Based on 1 recorded vote');
    expect(card('Progressive Score')).not.toHaveTextContent('counted votes');
    expect(card('Voting Record')).toHaveTextContent('1vote on a bill= 1 Yes + 0 No= 1 counted in the score');
    expect(contradictions([page.textContent!])).toEqual([]);
  });

  it('four counts, each named once: counted votes, votes on bills split two ways that add up, contested roll calls, roll calls', async () => {
    // Issue 41: Warren's page read 'Based on 61 recorded votes', '62 total votes · Yes 12 · No 49', 'from 866
    // roll calls' and 'Missed 14 of 885 roll calls'. Here a senator with 3 votes on bills: a Yes and a No on
    // scored bills (counted), and one Not Voting.
    const page = await renderOfficial(
      {
        votingScore: 5,
        scoredVoteCount: 2,
        voteCount: 3,
        yesCount: 1,
        noCount: 1,
        ideologicalLean: -2.5,
        scalePosition: 0.4,
        scaleVoteCount: 40,
      },
      [vote(1, 'Yes', bill(11, 6)), vote(2, 'No', bill(12, 6)), vote(3, 'Not Voting', bill(13, 6))],
    );
    expect(card('Progressive Score')).toHaveTextContent('Based on 2 recorded votes');
    expect(card('Voting Record')).toHaveTextContent(
      /^Voting Record3votes on bills= 1 Yes \+ 1 No \+ 1 neither Yes nor No= 2 counted in the score \+ 1 not counted$/,
    );
    expect(card('Ideological Lean')).toHaveTextContent(
      "Inferred from the votes: +0.40 on the Senate's progressive–conservative scale (−1 to +1), from their votes on 40 contested roll calls",
    );
    // One short line tells the votes that count from the roll calls the missed-vote rate is over.
    expect(
      screen.getByText(
        'Recorded votes: the Yes and No votes on bills that the score counts, each listed under Counted votes in the calculation. Roll calls: every vote the chamber took, procedural ones included.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Missed 0 of 2 roll calls/)).toBeInTheDocument();
    expect(contradictions([page.textContent!])).toEqual([]);
  });

  it('a lean of exactly +1.0 is aligned, with a level arrow rather than a minus sign after the number', async () => {
    await renderOfficial(
      { votingScore: 9, scoredVoteCount: 1, ideologicalLean: 1, party: 'Independent', voteCount: 1, yesCount: 1, noCount: 0 },
      [vote(1, 'Yes', bill(11, 9))],
    );
    const lean = card('Ideological Lean');
    expect(lean).toHaveTextContent('+1.0');
    expect(lean).toHaveTextContent('Aligned with party average');
    // lucide names each icon in its class: no minus icon to be read as '+1.0 −'.
    expect(lean.querySelector('svg.lucide-minus')).toBeNull();
    expect(lean.querySelector('svg.lucide-move-right')).not.toBeNull();
  });

  it("no votes at all: 'No Votes' and 'No voting records available'", async () => {
    const page = await renderOfficial(
      { votingScore: 0, scoredVoteCount: 0, voteCount: 0, yesCount: 0, noCount: 0, ideologicalLean: null },
      [],
    );
    expect(card('Progressive Score')).toHaveTextContent('No VotesNo voting records available');
    expect(contradictions([page.textContent!])).toEqual([]);
  }, 20_000);
});
