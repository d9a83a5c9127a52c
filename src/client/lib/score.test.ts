import { describe, expect, it } from 'vitest';
import { partyTone, scoreChipClass, scoreTextClass } from './score.ts';

describe('score bands and colours', () => {
  it('8 and above is green, 5 to below 8 yellow, below 5 red', () => {
    expect(scoreTextClass(10)).toBe('text-score-high');
    expect(scoreTextClass(8)).toBe('text-score-high');
    expect(scoreTextClass(7)).toBe('text-score-medium');
    expect(scoreTextClass(5)).toBe('text-score-medium');
    expect(scoreTextClass(4)).toBe('text-score-low');
    expect(scoreTextClass(0)).toBe('text-score-low');
    expect(scoreChipClass(9)).toContain('bg-score-high-bg');
  });
  it('party colours: Democrat blue, Republican red, Independent grey, others secondary', () => {
    expect(partyTone('Democrat')).toBe('dem');
    expect(partyTone('Democratic')).toBe('dem');
    expect(partyTone('Republican')).toBe('rep');
    expect(partyTone('Independent')).toBe('ind');
    expect(partyTone('Green')).toBe('other');
  });
});
