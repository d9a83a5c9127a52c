import { describe, expect, it } from 'vitest';
import { countsInScoresText, rollCallSession, scoreSourceText } from './score-texts.ts';

describe('bill score and roll call wording', () => {
  it('who scored the bill, or that no one has yet', () => {
    expect(scoreSourceText({ progressiveScore: 6, scoreSource: 'rubric' })).toBe('Scored by the published rubric');
    expect(scoreSourceText({ progressiveScore: 6, scoreSource: 'staff' })).toBe('Scored by Civic Ledger staff');
    expect(scoreSourceText({ progressiveScore: null, scoreSource: null })).toBe('Not yet scored');
  });

  it('a passage vote on a bill not yet scored does not count, and says why', () => {
    expect(countsInScoresText({ countsInScores: false, kind: 'passage' })).toBe('Not counted in scores: the bill is not yet scored, and only passage votes on a scored bill count.');
    expect(countsInScoresText({ countsInScores: false, kind: 'amendment' })).toBe('Not counted in scores: this is an amendment vote, and only passage votes on a scored bill count.');
  });

  it('the Congress as an ordinal', () => {
    expect([101, 102, 103, 111, 112, 113, 119, 121].map((congress) => rollCallSession({ congress, session: 2 }))).toEqual([
      '101st Congress, session 2',
      '102nd Congress, session 2',
      '103rd Congress, session 2',
      '111th Congress, session 2',
      '112th Congress, session 2',
      '113th Congress, session 2',
      '119th Congress, session 2',
      '121st Congress, session 2',
    ]);
  });
});
