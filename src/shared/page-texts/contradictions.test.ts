import { describe, expect, it } from 'vitest';
import { contradictions } from './contradictions.ts';

// The first-visit report's examples, each caught; and pages that agree, passed.
describe('statements a page may not make together', () => {
  it.each([
    [
      ['No Votes', 'No voting records available', '2', 'votes on bills', '= 1 Yes + 1 No', '= 0 counted in the score + 2 not counted'],
      "'No Votes' or 'No voting records' beside a record of votes",
    ],
    [['Score None'], 'a figure that reads None'],
    [['6/10', 'Not yet scored: no rule of the published rubric matched this bill.'], "'Not yet scored' beside a score"],
    [['Based on 1 recorded votes'], 'one of a plural noun'],
    [['from their votes on 1 contested roll calls'], 'one of a plural noun'],
    // Warren's card as issue 41 found it, written the new way: 12 + 49 is not 62.
    [['62', 'votes on bills', '= 12 Yes + 49 No', '= 61 counted in the score + 1 not counted'], 'a count whose parts do not add up to it'],
    [
      ['62votes on bills= 12 Yes + 49 No + 1 neither Yes nor No= 60 counted in the score + 1 not counted'],
      'a count whose parts do not add up to it',
    ],
    [['Democrat senator for VT, serving in the Senate since 2007.'], "the party's noun as an adjective ('Democrat senator')"],
    [['Becca Balint Nay'], "'Yea' or 'Nay' where the site says Yes and No"],
    [['Not yet scored', 'Not yet scored'], "'Not yet scored' more than once"],
  ])('%j breaks: %s', (texts, rule) => {
    expect(contradictions(texts)).toContain(rule);
  });

  it('passes pages that agree', () => {
    // Warren's Voting Record card, its parts adding up both ways, as drawn (no breaks between the lines).
    expect(
      contradictions([
        '9Based on 61 recorded votes',
        '62votes on bills= 12 Yes + 49 No + 1 neither Yes nor No= 61 counted in the score + 1 not counted',
      ]),
    ).toEqual([]);
    expect(
      contradictions([
        '8',
        'Based on 1 recorded vote',
        '1',
        'vote on a bill',
        '= 1 Yes + 0 No',
        '= 1 counted in the score',
        'Score 8',
        'None of their 2 votes on bills counts yet',
      ]),
    ).toEqual([]);
    expect(
      contradictions([
        'Not yet scored',
        'Counts in no score until it is scored',
        'No staff score, no rubric rule and no passage vote that split its chamber',
      ]),
    ).toEqual([]);
  });
});
