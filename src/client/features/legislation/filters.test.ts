import { describe, expect, it } from 'vitest';
import { billDateText } from './bill-card.tsx';
import { billLevelLabel, billStateOptions, billStatusVariant } from './filters.ts';

// Filtering and sorting moved to the server: src/server/routes/bills-pages.test.ts walks every filter and sort.
describe('legislation filters', () => {
  it('the dropdown names the states the server lists, ordered by name', () => {
    expect(billStateOptions(['NY', 'CA', 'Ontario'])).toEqual([
      { value: 'CA', label: 'California' },
      { value: 'NY', label: 'New York' },
      { value: 'Ontario', label: 'Ontario' },
    ]);
  });
});

describe('bill card wording', () => {
  it("level reads 'Federal' or the state", () => {
    expect(billLevelLabel({ level: 'federal', state: null })).toBe('Federal');
    expect(billLevelLabel({ level: 'state', state: 'CA' })).toBe('California');
    expect(billLevelLabel({ level: 'state', state: 'Ontario' })).toBe('Ontario');
  });
  it('status badge: Passed default, Pending secondary, else outline', () => {
    expect(billStatusVariant('Passed')).toBe('default');
    expect(billStatusVariant('Pending')).toBe('secondary');
    expect(billStatusVariant('In Committee')).toBe('outline');
  });
  it("'Passed {date}' when passed, otherwise 'Introduced {date}'", () => {
    expect(billDateText({ passedDate: '2025-04-02T12:00:00Z', introducedDate: '2025-01-01T12:00:00Z' })).toBe('Passed Apr 2, 2025');
    expect(billDateText({ passedDate: null, introducedDate: '2025-01-01T12:00:00Z' })).toBe('Introduced Jan 1, 2025');
    // No source recorded when the bill was introduced: no date line rather than an invented one.
    expect(billDateText({ passedDate: null, introducedDate: null })).toBe('');
  });
});
