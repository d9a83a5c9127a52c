import { describe, expect, it } from 'vitest';
import { scoreSourceText } from '../../../shared/page-texts/bill-texts.ts';
import { rollCallName } from '../../../shared/page-texts/roll-call-texts.ts';
import { billStandingText, countsInScoresText, rollCallSession, sourceRecordLabel } from './score-texts.ts';

describe('bill score and roll call wording', () => {
  it('who scored the bill, or that no one has yet', () => {
    const inferredScore = {
      score: 3,
      rollCallId: 1,
      rollCallKey: 'house:119:1:17',
      chamber: 'house' as const,
      number: 17,
      votedAt: '2025-01-16T16:00:00.000Z',
      yes: 274,
      no: 145,
      yesMean: -0.2,
      noMean: 0.6,
      explanation: 'Inferred from House roll call 17 of 2025.',
    };
    expect(scoreSourceText({ progressiveScore: 6, scoreSource: 'rubric', inferredScore: null })).toBe('Scored by the published rubric');
    expect(scoreSourceText({ progressiveScore: 6, scoreSource: 'staff', inferredScore: null })).toBe('Scored by Civic Ledger staff');
    expect(scoreSourceText({ progressiveScore: 6, scoreSource: 'staff', inferredScore })).toBe(
      'Scored by Civic Ledger staff (overriding the inferred 3/10)',
    );
    expect(scoreSourceText({ progressiveScore: 3, scoreSource: 'inferred', inferredScore })).toBe(
      'Inferred from its passage roll call, not scored by staff',
    );
    // The badge beside it says 'Not yet scored'; this line says why, not the same words again.
    expect(scoreSourceText({ progressiveScore: null, scoreSource: null, inferredScore: null })).toBe(
      'No staff score, no rubric rule and no passage vote that split its chamber',
    );
  });

  it('a passage vote on a bill not yet scored does not count, and says why', () => {
    expect(countsInScoresText({ countsInScores: false, kind: 'passage', voteKind: 'passage', floor: true }, false)).toBe(
      'Not counted in scores: the bill is not yet scored, and only passage and budget votes on a scored bill count.',
    );
    expect(countsInScoresText({ countsInScores: false, kind: 'amendment', voteKind: 'procedure', floor: true }, false)).toBe(
      'Not counted in scores: this is an amendment vote, and only passage and budget votes on a scored bill count.',
    );
  });

  it('names the kind of vote: a budget vote counts, a nominations package or a House rule does not, nor a bill staff excluded', () => {
    expect(countsInScoresText({ countsInScores: true, kind: 'passage', voteKind: 'budget', floor: true }, false)).toBe(
      'Counts in scores: a budget vote on a scored bill.',
    );
    expect(countsInScoresText({ countsInScores: false, kind: 'passage', voteKind: 'nomination', floor: true }, false)).toBe(
      'Not counted in scores: this is a nomination vote, and only passage and budget votes on a scored bill count.',
    );
    expect(countsInScoresText({ countsInScores: false, kind: 'passage', voteKind: 'procedure', floor: true }, false)).toBe(
      'Not counted in scores: this is a procedure vote, and only passage and budget votes on a scored bill count.',
    );
    expect(countsInScoresText({ countsInScores: false, kind: 'passage', voteKind: 'passage', floor: true }, true)).toBe(
      'Not counted in scores: staff have excluded the bill from scores, and only passage and budget votes on a scored bill count.',
    );
  });

  it('says under a bill’s score when its votes are of another kind or excluded, and nothing for plain legislation', () => {
    expect(billStandingText({ voteKind: 'passage', excludedFromScores: false })).toBeNull();
    expect(billStandingText({ voteKind: 'nomination', excludedFromScores: false })).toMatch(
      /^A nomination vote: .* count in no official's score\.$/,
    );
    expect(billStandingText({ voteKind: 'procedure', excludedFromScores: false })).toMatch(/^A procedure vote: /);
    expect(billStandingText({ voteKind: 'budget', excludedFromScores: false })).toMatch(/^A budget vote: votes on it count/);
    expect(billStandingText({ voteKind: 'budget', excludedFromScores: true })).toBe(
      "Excluded from officials' scores by Civic Ledger staff: votes on it are shown and count in no score.",
    );
  });

  it('the Congress as an ordinal', () => {
    expect(
      [101, 102, 103, 111, 112, 113, 119, 121].map((congress) => rollCallSession({ congress, session: 2, sessionName: null })),
    ).toEqual([
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

  it('a statehouse’s roll call by its chamber’s own name, floor or committee, in its session, on LegiScan', () => {
    const floor = { chamberName: 'Minnesota Senate', number: null, floor: true };
    expect(rollCallName(floor)).toBe('Minnesota Senate floor vote');
    expect(rollCallName({ ...floor, chamberName: 'Colorado House of Representatives', floor: false })).toBe(
      'Colorado House of Representatives committee vote',
    );
    expect(rollCallName({ chamberName: 'House', number: 17, floor: true })).toBe('House roll call 17');
    expect(rollCallSession({ congress: null, session: null, sessionName: '94th Legislature 2025-2026' })).toBe(
      '94th Legislature 2025-2026',
    );
    expect(sourceRecordLabel({ level: 'state', chamber: 'upper' })).toBe("LegiScan's record");
    expect(countsInScoresText({ countsInScores: false, kind: 'passage', voteKind: 'passage', floor: false }, false)).toBe(
      "Not counted in scores: a committee's vote, and only votes of the whole chamber count.",
    );
  });
});
