import { describe, expect, it } from 'vitest';
import { makeOfficial } from '../../../../tests/support/client/fixtures.ts';
import { fewVotesText, scalePositionText } from './scale-texts.ts';

describe('the words beside a score and a place on the scale', () => {
  it('names the roll calls a place rests on as contested, apart from the roll calls the missed-vote rate is over', () => {
    expect(scalePositionText(makeOfficial({ scalePosition: 0.9882, scaleVoteCount: 866 }))).toBe(
      "+0.99 on the Senate's progressive–conservative scale (−1 to +1), from their votes on 866 contested roll calls",
    );
    expect(scalePositionText(makeOfficial({ office: 'Representative', chamber: 'house', scalePosition: -0.5, scaleVoteCount: 1 }))).toBe(
      "−0.50 on the House's progressive–conservative scale (−1 to +1), from their votes on 1 contested roll call",
    );
    expect(scalePositionText(makeOfficial({ scalePosition: null }))).toBeNull();
  });

  it("a state senator's place is on their own chamber's scale, by its name, never the House's", () => {
    const stateSenator = makeOfficial({
      level: 'state',
      office: 'State Senator',
      chamber: 'upper',
      chamberName: 'Minnesota Senate',
      scalePosition: 0.7305,
      scaleVoteCount: 53,
    });
    expect(scalePositionText(stateSenator)).toBe(
      "+0.73 on the Minnesota Senate's progressive–conservative scale (−1 to +1), from their votes on 53 contested roll calls",
    );
  });

  it('a score resting on few votes says how few counted votes', () => {
    expect(fewVotesText(1)).toBe('from 1 counted vote');
    expect(fewVotesText(3)).toBe('from 3 counted votes');
    expect(fewVotesText(10)).toBeNull();
    expect(fewVotesText(0)).toBeNull();
  });
});
