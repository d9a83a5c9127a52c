import { describe, expect, it } from 'vitest';
import { attendanceText, averageText, inferredScoresText } from './receipt-texts.ts';

describe('receipt wording', () => {
  it('an exact average stays as it is; a long one is given to two decimals, said to be about', () => {
    expect(averageText(6.5)).toBe('6.5');
    expect(averageText(7)).toBe('7');
    expect(averageText(20 / 3)).toBe('about 6.67');
  });

  it('the missed-vote rate over the period, and none without roll calls', () => {
    expect(
      attendanceText({ rollCalls: 120, missed: 3, rate: 3 / 120, from: '2025-01-09T15:00:00.000Z', to: '2025-09-08T15:00:00.000Z' }),
    ).toBe('Missed 3 of 120 roll calls (2.5%) between Jan 9, 2025 and Sep 8, 2025');
    expect(attendanceText({ rollCalls: 0, missed: 0, rate: null, from: null, to: null })).toBeNull();
  });

  it('counts the inferred bill scores among the counted votes, in words that fit the count', () => {
    const counted = (...sources: ('staff' | 'inferred')[]) =>
      sources.map((scoreSource, i) => ({
        voteId: i,
        vote: 'Yes' as const,
        votedAt: '2025-03-04T15:00:00.000Z',
        points: 6,
        voteKind: 'passage' as const,
        bill: {
          id: i,
          billNumber: `H.R. ${i}`,
          title: 'Act',
          shortTitle: null,
          progressiveScore: 6,
          scoreSource,
          voteKind: 'passage' as const,
          excludedFromScores: false,
        },
      }));
    expect(inferredScoresText(counted('staff', 'staff'))).toBeNull();
    expect(inferredScoresText(counted('inferred', 'staff'))).toMatch(
      /^1 of the 2 bill scores above was inferred from the bill's passage roll call, not set by staff: /,
    );
    expect(inferredScoresText(counted('inferred', 'inferred', 'staff'))).toMatch(/^2 of the 3 bill scores above were inferred/);
    expect(inferredScoresText(counted('inferred', 'inferred'))).toMatch(/^All 2 bill scores above were inferred/);
    expect(inferredScoresText(counted('inferred'))).toMatch(/^The bill score above was inferred/);
  });
});
