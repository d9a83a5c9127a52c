import { describe, expect, it } from 'vitest';
import { officialScoreCard, votingRecordLines } from './official-texts.ts';

const record = (voteCount: number, yesCount: number, noCount: number, scoredVoteCount: number) => ({
  voteCount,
  yesCount,
  noCount,
  scoredVoteCount,
});

describe("an official's counts, each named once, their parts adding up", () => {
  it("Warren's record (issue 41): 62 votes on bills, split into Yes, No and neither, and into counted and not", () => {
    expect(votingRecordLines(record(62, 12, 49, 61))).toEqual([
      'votes on bills',
      '= 12 Yes + 49 No + 1 neither Yes nor No',
      '= 61 counted in the score + 1 not counted',
    ]);
    expect(officialScoreCard({ votingScore: 9, ...record(62, 12, 49, 61) }).line).toBe('Based on 61 recorded votes');
  });

  it('Yes and No votes on bills not yet scored are among those not counted', () => {
    // A House member of the demo: 395 votes on bills, 272 of them counted.
    expect(votingRecordLines(record(395, 146, 237, 272))).toEqual([
      'votes on bills',
      '= 146 Yes + 237 No + 12 neither Yes nor No',
      '= 272 counted in the score + 123 not counted',
    ]);
  });

  it('leaves out a part of none but Yes and No, says one vote in the singular, and splits no record of none', () => {
    expect(votingRecordLines(record(1, 1, 0, 1))).toEqual(['vote on a bill', '= 1 Yes + 0 No', '= 1 counted in the score']);
    expect(votingRecordLines(record(0, 0, 0, 0))).toEqual(['votes on bills']);
  });

  it('votes on bills none of which counts yet say so, in the same name', () => {
    expect(officialScoreCard({ votingScore: 0, ...record(2, 1, 1, 0) }).line).toBe(
      'None of their 2 votes on bills counts yet: only a Yes or No on passing a scored bill counts, not a nomination or procedure vote.',
    );
    expect(officialScoreCard({ votingScore: 0, ...record(1, 1, 0, 0) }).line).toBe(
      'Their 1 vote on a bill does not count yet: only a Yes or No on passing a scored bill counts, not a nomination or procedure vote.',
    );
  });
});
