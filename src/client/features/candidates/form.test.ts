import { describe, expect, it } from 'vitest';
import { parseDonations, parseLegislation } from './form.ts';

describe('Add Candidate input rules', () => {
  it('donations: a JSON array is kept; invalid JSON or a non-array silently becomes empty', () => {
    expect(parseDonations('[{"source":"Union","amount":5}]')).toEqual([{ source: 'Union', amount: 5 }]);
    expect(parseDonations('[{oops')).toEqual([]);
    expect(parseDonations('{"source":"x"}')).toEqual([]);
    expect(parseDonations('')).toEqual([]);
  });
  it('legislation backed: one per line, blank lines dropped', () => {
    expect(parseLegislation('H.R. 1\n\n  S. 2  \r\n \nGreen New Deal')).toEqual(['H.R. 1', 'S. 2', 'Green New Deal']);
  });
});
