import { describe, expect, it } from 'vitest';
import { NEUTRAL_SCORE, POLICY_AREA_WEIGHTS, SUBJECTS_CAP, scoreBill, TITLE_CAP } from './bill-rubric.ts';

describe('bill rubric', () => {
  it('leaves a bill no rule matches unscored, and says it counts in no score until staff score it', () => {
    const r = scoreBill({ title: 'To rename a post office', policyArea: 'Commerce', subjects: ['Postal facilities'] });
    expect(r.score).toBeNull();
    expect(r.matches).toEqual([]);
    expect(r.analysis).toBe(
      'Not yet scored: no rule of the published rubric matched this bill, so it counts in no score until staff score it.',
    );
  });

  it("scores a bill whose matched weights cancel out: a rule matched, so the 5 is the rubric's", () => {
    const r = scoreBill({ title: 'Workers Repeal Act' });
    expect(r.score).toBe(NEUTRAL_SCORE);
    expect(r.analysis).toBe('Rubric score 5/10, from a neutral 5: title term "workers" (+1); title term "repeal" (-1).');
  });

  it('adds the documented weights of policy area, subjects and title terms, naming each', () => {
    const r = scoreBill({
      title: 'Clean Energy for Workers Act',
      policyArea: 'Health',
      subjects: ['Climate change and greenhouse gases'],
    });
    expect(r.score).toBe(NEUTRAL_SCORE + POLICY_AREA_WEIGHTS['Health']! + 2 + 2);
    expect(r.analysis).toContain('policy area "Health" (+1)');
    expect(r.analysis).toContain('subject "Climate change and greenhouse gases" (+2)');
    expect(r.analysis).toContain('title term "clean energy" (+1)');
    expect(r.analysis).toContain('title term "workers" (+1)');
  });

  it('caps subjects and title terms, and clamps the result to 1–10', () => {
    const many = scoreBill({
      title: 'Climate Clean Energy Affordable Voting Rights Equal Pay Act',
      policyArea: 'Civil Rights and Minority Issues',
      subjects: ['Climate change', 'Voting rights', 'Minimum wage', 'Medicare'],
    });
    expect(many.score).toBe(Math.min(10, NEUTRAL_SCORE + 2 + SUBJECTS_CAP + TITLE_CAP));
    expect(many.analysis).toMatch(/capped/);
    const low = scoreBill({
      title: 'Repeal and deport: take into custody, detention, border wall and drilling',
      policyArea: 'Crime and Law Enforcement',
      subjects: ['Border security and unlawful immigration', 'Detention of persons', 'Oil and gas', 'Tax reform'],
    });
    expect(low.score).toBe(Math.max(1, NEUTRAL_SCORE - 1 - SUBJECTS_CAP - TITLE_CAP));
    expect(low.score).toBeGreaterThanOrEqual(1);
  });

  it('matches title terms as words, not inside other words', () => {
    expect(scoreBill({ title: 'Reclimatization Study Act' })).toMatchObject({ score: null, matches: [] });
  });
});
