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
  it("says which date it is: 'Introduced {day}', else 'First vote {day}', else that none is on record, then 'Passed {day}'", () => {
    const dates = { passedDate: null, introducedDate: null, firstVoteDate: null };
    expect(billDateText({ ...dates, introducedDate: '2025-01-01T00:00:00Z', passedDate: '2025-04-02T00:00:00Z' })).toBe(
      'Introduced Jan 1, 2025 · Passed Apr 2, 2025',
    );
    expect(billDateText({ ...dates, introducedDate: '2025-01-01T00:00:00Z', firstVoteDate: '2025-01-09T00:00:00Z' })).toBe(
      'Introduced Jan 1, 2025',
    );
    // A bill known only from its roll calls (S.J.Res., S.Res. read from the Senate's votes) is dated by the first.
    expect(billDateText({ ...dates, firstVoteDate: '2025-01-09T00:00:00Z' })).toBe('First vote Jan 9, 2025');
    // No source recorded either (a bill known only from Congress.gov's list): said in words, never invented.
    expect(billDateText(dates)).toBe('Introduction date not on record');
    expect(billDateText({ ...dates, passedDate: '2023-12-26T00:00:00Z' })).toBe('Introduction date not on record · Passed Dec 26, 2023');
  });
});
