// The scoring rules, rule by rule.
import { describe, expect, it } from 'vitest';
import {
  adjustedProgressiveScore,
  formatLean,
  ideologicalLean,
  officialRecord,
  partyBaseline,
  type ReceiptVote,
  scoreBand,
  scoreReceipt,
  votingScore,
} from './scoring.ts';

describe('votingScore', () => {
  it('adds the bill score for a Yes', () => expect(votingScore([{ vote: 'Yes', billScore: 7 }])).toBe(7));
  it('adds 10 minus the bill score for a No', () => expect(votingScore([{ vote: 'No', billScore: 7 }])).toBe(3));
  it('ignores other votes', () =>
    expect(
      votingScore([
        { vote: 'Present', billScore: 9 },
        { vote: 'Not Voting', billScore: 1 },
        { vote: 'Yes', billScore: 4 },
      ]),
    ).toBe(4));
  it('is case-sensitive about Yes and No, as the data sources write them', () =>
    expect(
      votingScore([
        { vote: 'yes', billScore: 9 },
        { vote: 'Aye', billScore: 9 },
      ]),
    ).toBe(0));
  it('ignores votes on unknown bills', () =>
    expect(
      votingScore([
        { vote: 'Yes', billScore: null },
        { vote: 'No', billScore: undefined },
        { vote: 'No', billScore: 2 },
      ]),
    ).toBe(8));
  it('averages and rounds half up', () => {
    expect(
      votingScore([
        { vote: 'Yes', billScore: 8 },
        { vote: 'Yes', billScore: 7 },
      ]),
    ).toBe(8); // 7.5
    expect(
      votingScore([
        { vote: 'Yes', billScore: 8 },
        { vote: 'Yes', billScore: 7 },
        { vote: 'Yes', billScore: 7 },
      ]),
    ).toBe(7); // 7.33
    expect(
      votingScore([
        { vote: 'Yes', billScore: 1 },
        { vote: 'No', billScore: 8 },
      ]),
    ).toBe(2); // (1 + 2) / 2 = 1.5
  });
  it('is 0 with no votes, or none that count', () => {
    expect(votingScore([])).toBe(0);
    expect(
      votingScore([
        { vote: 'Present', billScore: 5 },
        { vote: 'Yes', billScore: null },
      ]),
    ).toBe(0);
  });
  it('counts a bill scored 0', () => expect(votingScore([{ vote: 'No', billScore: 0 }])).toBe(10));
});

describe('party baselines and lean', () => {
  it.each([
    ['Democratic', 7.5],
    ['Democrat', 7.5],
    ['dem', 7.5],
    ['DEM', 7.5],
    [' Democratic ', 7.5],
    ['Republican', 2.5],
    ['rep', 2.5],
    ['REP', 2.5],
    ['Independent', 6],
    ['ind', 6],
    ['Green', 5],
    ['Libertarian', 5],
    ['', 5],
    [null, 5],
    [undefined, 5],
  ])('%j has baseline %d', (party, baseline) => expect(partyBaseline(party)).toBe(baseline));

  it('is score minus baseline', () => {
    expect(ideologicalLean(9, 'Democratic')).toBe(1.5);
    expect(ideologicalLean(2, 'Republican')).toBe(-0.5);
    expect(ideologicalLean(6, 'Independent')).toBe(0);
    expect(ideologicalLean(3, 'Green')).toBe(-2);
  });

  it('rounds to one decimal', () => {
    expect(ideologicalLean(7.26, 'Other')).toBe(2.3);
    expect(ideologicalLean(7.24, 'Other')).toBe(2.2);
    expect(ideologicalLean(5.04, 'dem')).toBe(-2.5);
  });

  it('formats with a sign and one decimal', () => {
    expect(formatLean(1.5)).toBe('+1.5');
    expect(formatLean(-0.5)).toBe('-0.5');
    expect(formatLean(0)).toBe('0.0');
    expect(formatLean(2)).toBe('+2.0');
  });
});

describe('officialRecord', () => {
  it('gives score, counted votes and lean together', () =>
    expect(
      officialRecord(
        [
          { vote: 'Yes', billScore: 9 },
          { vote: 'Present', billScore: 9 },
        ],
        'rep',
      ),
    ).toEqual({ votingScore: 9, scoredVoteCount: 1, ideologicalLean: 6.5 }));
  it('reports no lean without counted votes (decision 0012), not 0 minus the baseline', () =>
    expect(officialRecord([{ vote: 'Yes', billScore: null }], 'Democratic')).toEqual({
      votingScore: 0,
      scoredVoteCount: 0,
      ideologicalLean: null,
    }));
  it('keeps a real score of 0 from counted votes', () =>
    expect(officialRecord([{ vote: 'No', billScore: 10 }], 'Democratic')).toEqual({
      votingScore: 0,
      scoredVoteCount: 1,
      ideologicalLean: -7.5,
    }));
});

describe('score bands', () => {
  it.each([
    [10, 'high'],
    [8, 'high'],
    [7.99, 'medium'],
    [7, 'medium'],
    [5, 'medium'],
    [4.99, 'low'],
    [4, 'low'],
    [0, 'low'],
  ])('%d is %s', (score, band) => expect(scoreBand(score)).toBe(band));
});

describe('adjustedProgressiveScore', () => {
  it('averages the base score with a positive voting score, rounded', () => {
    expect(adjustedProgressiveScore(6, 10)).toBe(8);
    expect(adjustedProgressiveScore(6, 9)).toBe(8); // 7.5
    expect(adjustedProgressiveScore(3, 4)).toBe(4); // 3.5
  });
  it('is null without a voting score above 0', () => {
    expect(adjustedProgressiveScore(6, 0)).toBeNull();
    expect(adjustedProgressiveScore(6, null)).toBeNull();
  });
  it('without a staff score is the voting score itself, and null without one either', () => {
    expect(adjustedProgressiveScore(null, 4)).toBe(4);
    expect(adjustedProgressiveScore(null, 0)).toBeNull();
    expect(adjustedProgressiveScore(null, null)).toBeNull();
  });
});

describe('scoreReceipt', () => {
  let nextId = 1;
  const bill = (progressiveScore: number | null) => ({
    id: nextId,
    billNumber: `H.R. ${nextId}`,
    title: `Bill ${nextId}`,
    shortTitle: null,
    progressiveScore,
    voteKind: 'passage' as const,
    excludedFromScores: false,
  });
  const vote = (cast: string, score: number | null | 'unknown'): ReceiptVote<string> => {
    const id = nextId++;
    return { voteId: id, vote: cast, votedAt: `2025-01-0${(id % 9) + 1}`, bill: score === 'unknown' ? null : { ...bill(score), id } };
  };
  const noRollCalls = { rollCalls: 0, missed: 0, from: null, to: null };

  it('gives a Yes the bill score and a No 10 minus it', () => {
    const receipt = scoreReceipt([vote('Yes', 8), vote('No', 3)], 'Republican', noRollCalls);
    expect(receipt.counted.map((c) => [c.vote, c.points])).toEqual([
      ['Yes', 8],
      ['No', 7],
    ]);
    // (8 + 7) / 2 = 7.5 rounds to 8; lean 8 - 2.5.
    expect(receipt).toMatchObject({ points: 15, average: 7.5, votingScore: 8, partyBaseline: 2.5, lean: 5.5 });
  });

  it('rounds an average of 6.5 up to 7', () => {
    const receipt = scoreReceipt([vote('Yes', 6), vote('Yes', 7)], 'Democratic', noRollCalls);
    expect(receipt).toMatchObject({ average: 6.5, votingScore: 7, lean: -0.5 });
  });

  it('says why each other vote does not count', () => {
    const receipt = scoreReceipt(
      [vote('Present', 9), vote('Not Voting', 9), vote('Yes', null), vote('No', 'unknown'), vote('Aye', 4), vote('Yes', 4)],
      'Green',
      noRollCalls,
    );
    expect(receipt.notCounted.map((v) => v.reason)).toEqual(['present', 'not-voting', 'unscored-bill', 'unknown-bill', 'other']);
    expect(receipt.counted).toHaveLength(1);
    expect(receipt).toMatchObject({ points: 4, votingScore: 4, lean: -1 });
  });

  it('has no score, average or lean without counted votes', () => {
    const receipt = scoreReceipt([vote('Yes', null), vote('Present', 5)], 'Democratic', noRollCalls);
    expect(receipt).toMatchObject({ counted: [], points: 0, average: null, votingScore: null, lean: null, partyBaseline: 7.5 });
  });

  it('counts missed votes on scored bills as 0 points in the second figure, and only those', () => {
    // Counted: 10 + 8 = 18 over 2; missed on scored bills: 2 (the unscored and unknown ones are not missed votes that count).
    const receipt = scoreReceipt(
      [
        vote('Yes', 10),
        vote('No', 2),
        vote('Not Voting', 7),
        vote('Not Voting', 0),
        vote('Not Voting', null),
        vote('Not Voting', 'unknown'),
      ],
      'Independent',
      noRollCalls,
    );
    expect(receipt.votingScore).toBe(9);
    expect(receipt.withAbsences).toEqual({ missed: 2, average: 4.5, score: 5 });
  });

  it('has no absences figure without counted or missed votes', () =>
    expect(scoreReceipt([vote('Present', 3)], 'dem', noRollCalls).withAbsences).toEqual({ missed: 0, average: null, score: null }));

  it('gives attendance as the share of roll calls missed', () => {
    const period = { rollCalls: 40, missed: 3, from: '2025-01-03', to: '2025-06-30' };
    expect(scoreReceipt([], 'rep', period).attendance).toEqual({ ...period, rate: 0.075 });
    expect(scoreReceipt([], 'rep', noRollCalls).attendance.rate).toBeNull();
  });
});
