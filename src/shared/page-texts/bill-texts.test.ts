import { describe, expect, it } from 'vitest';
import { analysisText } from './bill-texts.ts';

const rubricWords = 'Not yet scored: no rule of the published rubric matched this bill, so it counts in no score until staff score it.';

describe("a bill's Progressive Analysis beside its badge", () => {
  it("an unscored bill gives the reason without saying 'Not yet scored' a second time", () => {
    expect(analysisText({ progressiveScore: null, scoreSource: null, inferredScore: null, progressiveAnalysis: rubricWords })).toBe(
      'No rule of the published rubric matched this bill, so it counts in no score until staff score it.',
    );
  });

  it("a scored bill whose stored analysis still reads 'Not yet scored' names who scored it instead", () => {
    expect(analysisText({ progressiveScore: 6, scoreSource: 'staff', inferredScore: null, progressiveAnalysis: rubricWords })).toBe(
      'Scored by Civic Ledger staff; no written analysis yet.',
    );
  });

  it('any other analysis is shown as written', () => {
    expect(
      analysisText({ progressiveScore: 6, scoreSource: 'rubric', inferredScore: null, progressiveAnalysis: 'Rubric score 6/10.' }),
    ).toBe('Rubric score 6/10.');
  });
});
