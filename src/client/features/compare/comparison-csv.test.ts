import { describe, expect, it } from 'vitest';
import { comparison } from '../../../shared/schemas/compare.ts';
import { comparisonCsv } from './comparison-csv.ts';

const compared = comparison.parse({
  officials: [
    {
      id: 1,
      name: 'Ada "Ace" Adams',
      party: 'Democratic',
      office: 'Senator',
      chamber: 'senate',
      state: 'VT',
      district: null,
      score: 8,
      scoredVoteCount: 3,
      lean: 0.5,
      rollCalls: 4,
      missedVotes: 1,
    },
    {
      id: 2,
      name: '=cmd()',
      party: 'Republican',
      office: 'Representative',
      chamber: 'house',
      state: 'TX',
      district: '7',
      score: null,
      scoredVoteCount: 0,
      lean: -1.5,
      rollCalls: 0,
      missedVotes: 0,
    },
  ],
  bills: [
    {
      billId: 5,
      billNumber: 'S. 5',
      title: 'Agreed Act',
      shortTitle: null,
      progressiveScore: 3,
      votedByAll: true,
      differ: true,
      votes: ['Yes', 'No'],
      chambers: ['senate'],
    },
    {
      billId: 9,
      billNumber: 'H.R. 30',
      title: 'Laken Riley Act, and more',
      shortTitle: null,
      progressiveScore: null,
      votedByAll: false,
      differ: false,
      votes: ['No', null],
      chambers: ['house', 'senate'],
    },
  ],
});

describe('the comparison as CSV', () => {
  it('one column per official, the records, then each bill, whether all voted on it, and every vote; quoted and formula-safe', () => {
    expect(comparisonCsv(compared).split('\r\n')).toEqual([
      `Official,"Ada ""Ace"" Adams","'=cmd()"`,
      'Party,Democratic,Republican',
      'Office,"Senator, VT","Representative, TX-7"',
      'Progressive score,8,',
      'Counted votes,3,0',
      'Lean,+0.5,-1.5',
      'Missed votes,1,0',
      'Roll calls recorded,4,0',
      '',
      `Bill,Title,Bill score,Voted on by all,Votes differ,"Ada ""Ace"" Adams","'=cmd()"`,
      'S. 5,Agreed Act,3,Yes,Yes,Yes,No',
      // One of them has no vote on it: not a bill they voted differently on.
      'H.R. 30,"Laken Riley Act, and more",,No,No,No,No vote',
      '',
    ]);
  });
});
