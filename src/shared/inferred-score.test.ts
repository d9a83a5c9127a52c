import { describe, expect, it } from 'vitest';
import { inferredScoreSentence } from './inferred-score.ts';

describe('inferredScoreSentence', () => {
  it('names a roll call of Congress by its chamber, number and year', () => {
    const facts = { chamber: 'house' as const, number: 17, votedAt: new Date('2025-01-16T16:00:00Z'), yesMean: -0.41, noMean: 0.72 };
    expect(inferredScoreSentence(facts)).toMatch(
      /^Inferred from House roll call 17 of 2025, not scored by staff: .* a Yes sided with the conservative end\.$/,
    );
  });

  it('names a state legislature’s roll call, which has no number, by its chamber as the statehouse calls it and its day', () => {
    const facts = {
      chamber: 'lower' as const,
      number: null,
      state: 'MN',
      votedAt: new Date('2025-05-12T12:00:00Z'),
      yesMean: 0.62,
      noMean: -0.7,
    };
    expect(inferredScoreSentence(facts)).toBe(
      'Inferred from a Minnesota House of Representatives roll call of May 12, 2025, not scored by staff: its Yes voters sat at +0.62 ' +
        "on average and its No voters at −0.70 on the chamber's progressive–conservative scale (−1 to +1, estimated from its own roll calls), " +
        'so a Yes sided with the progressive end.',
    );
  });
});
