import { describe, expect, it } from 'vitest';
import { contradictions } from './contradictions.ts';

// The first-visit report's examples, each caught; and pages that agree, passed.
describe('statements a page may not make together', () => {
  it.each([
    [
      ['No Votes', 'No voting records available', '2', 'total votes · Yes 1 · No 1'],
      "'No Votes' or 'No voting records' beside a record of votes",
    ],
    [['Score None'], 'a figure that reads None'],
    [['6/10', 'Not yet scored: no rule of the published rubric matched this bill.'], "'Not yet scored' beside a score"],
    [['Based on 1 recorded votes'], 'one of a plural noun'],
    [['Democrat senator for VT, serving in the Senate since 2007.'], "the party's noun as an adjective ('Democrat senator')"],
    [['Becca Balint Nay'], "'Yea' or 'Nay' where the site says Yes and No"],
    [['Not yet scored', 'Not yet scored'], "'Not yet scored' more than once"],
  ])('%j breaks: %s', (texts, rule) => {
    expect(contradictions(texts)).toContain(rule);
  });

  it('passes pages that agree', () => {
    expect(
      contradictions([
        '8',
        'Based on 1 recorded vote',
        '1',
        'total vote · Yes 1 · No 0',
        'Score 8',
        'None of their 2 recorded votes counts yet',
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
