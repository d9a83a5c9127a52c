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
      billId: 9,
      billNumber: 'H.R. 30',
      title: 'Laken Riley Act, and more',
      progressiveScore: null,
      differ: true,
      votes: ['No', null],
      chambers: ['house', 'senate'],
    },
  ],
});

describe('the comparison as CSV', () => {
  it('one column per official, the records, then each bill with every vote; quoted and formula-safe', () => {
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
      `Bill,Title,Bill score,Votes differ,"Ada ""Ace"" Adams","'=cmd()"`,
      'H.R. 30,"Laken Riley Act, and more",,Yes,No,No vote',
      '',
    ]);
  });
});
