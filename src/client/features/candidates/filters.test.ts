import { describe, expect, it } from 'vitest';
import { makeCandidate } from '../../../../tests/support/client/fixtures.ts';
import { candidateCardLean, candidateDetailLean, candidateLocation, candidateScore, totalRaised } from './filters.ts';

// Office groups and sorts are the server's now: src/server/routes/candidates-pages.test.ts.
describe('candidate scores', () => {
  it('shows the adjusted score when present, else the base score', () => {
    expect(candidateScore(makeCandidate({ progressiveScore: 9, adjustedProgressiveScore: 4 }))).toBe(4);
    expect(candidateScore(makeCandidate({ progressiveScore: 6 }))).toBe(6);
    expect(candidateScore(makeCandidate({ progressiveScore: null, adjustedProgressiveScore: 4 }))).toBe(4);
    expect(candidateScore(makeCandidate({ progressiveScore: null }))).toBeNull();
  });
});

describe('candidate wording', () => {
  it('card lean: signed, one decimal, more / less progressive / on party line', () => {
    expect(candidateCardLean(1.25)).toBe('+1.3 more progressive');
    expect(candidateCardLean(-0.5)).toBe('-0.5 less progressive');
    expect(candidateCardLean(0)).toBe('0.0 on party line');
  });
  it('detail lean text', () => {
    expect(candidateDetailLean(0.1)).toBe('More progressive than party baseline');
    expect(candidateDetailLean(-2)).toBe('Less progressive than party baseline');
    expect(candidateDetailLean(0)).toBe('Votes with party baseline');
  });
  it("location adds ' - District N'; Total Raised sums the amounts", () => {
    expect(candidateLocation({ state: 'TX', district: '7' })).toBe('TX - District 7');
    expect(candidateLocation({ state: 'TX', district: null })).toBe('TX');
    // A state race reads by its own name.
    expect(candidateLocation({ state: 'MT', district: '12', office: 'State Senate', raceKey: 'MT-state-senate-12' })).toBe(
      'Montana Senate, district 12',
    );
    expect(
      candidateLocation({
        state: 'OR',
        district: 'Clatsop County',
        office: 'District Attorney',
        raceKey: 'OR-district-attorney-clatsop-county',
      }),
    ).toBe('Oregon District Attorney, Clatsop County');
    expect(
      totalRaised({
        donations: [
          { source: 'a', amount: 100 },
          { source: 'b', amount: 250.5 },
        ],
      }),
    ).toBe(350.5);
  });
});
