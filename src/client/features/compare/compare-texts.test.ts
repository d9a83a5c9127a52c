import { describe, expect, it } from 'vitest';
import { differText, notVotedByAllText } from './compare-texts.ts';

const bill = (votedByAll: boolean, differ = false) => ({ votedByAll, differ });

describe('how many bills they voted differently on', () => {
  it('counts only the bills every one of them voted on (issue 41), saying so', () => {
    // A senator beside a representative: most bills reached only one of them.
    const bills = [bill(true, true), bill(true), bill(true), ...Array.from({ length: 40 }, () => bill(false))];
    expect(differText(2, bills)).toBe('They voted differently on 1 of the 3 bills both voted on, listed first.');
    expect(differText(3, bills)).toBe('They voted differently on 1 of the 3 bills all three voted on, listed first.');
    expect(differText(4, bills)).toBe('They voted differently on 1 of the 3 bills all four voted on, listed first.');
  });

  it('says when they voted alike, when one bill is shared, and when none is', () => {
    expect(differText(2, [bill(true), bill(true), bill(false)])).toBe('They voted alike on all 2 bills both voted on.');
    expect(differText(2, [bill(true, true), bill(false)])).toBe('They voted differently on the 1 bill both voted on.');
    expect(differText(2, [bill(true)])).toBe('They voted alike on the 1 bill both voted on.');
    expect(differText(3, [bill(false)])).toBe('None of these bills was voted on by all three.');
  });

  it('heads the other bills as outside the count', () => {
    expect(notVotedByAllText(2, 373)).toBe('Not voted on by both: 373 bills, not in the count above');
    expect(notVotedByAllText(4, 1)).toBe('Not voted on by all four: 1 bill, not in the count above');
  });
});
