import { describe, expect, it } from 'vitest';
import { matchOutcome, matchSummary } from './match.ts';

describe('your match', () => {
  it('support with Yes and oppose with No agree; the other pairs disagree; absences and Present are apart', () => {
    expect(matchOutcome('support', 'Yes')).toBe('agree');
    expect(matchOutcome('oppose', 'No')).toBe('agree');
    expect(matchOutcome('support', 'No')).toBe('disagree');
    expect(matchOutcome('oppose', 'Yes')).toBe('disagree');
    expect(matchOutcome('support', 'Not Voting')).toBe('not-voting');
    expect(matchOutcome('oppose', 'Present')).toBe('present');
    expect(matchOutcome('oppose', 'Guthrie')).toBe('other');
  });

  it('the percentage counts agreements over agreements and disagreements only, rounded', () => {
    expect(matchSummary(['agree', 'agree', 'disagree', 'not-voting'])).toEqual({ agree: 2, disagree: 1, notCounted: 1, percent: 67 });
    expect(matchSummary(['agree', 'disagree'])).toEqual({ agree: 1, disagree: 1, notCounted: 0, percent: 50 });
    expect(matchSummary(['present', 'not-voting'])).toEqual({ agree: 0, disagree: 0, notCounted: 2, percent: null });
    expect(matchSummary([])).toEqual({ agree: 0, disagree: 0, notCounted: 0, percent: null });
  });
});
