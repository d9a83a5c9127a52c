import { describe, expect, it } from 'vitest';
import { makeBill } from '../../test/fixtures.ts';
import { billLevelLabel, billStateOptions, billStatusVariant, DEFAULT_BILL_FILTER, filterBills, sortBills } from './filters.ts';
import { billDateText } from './bill-card.tsx';

const bills = [
  makeBill({ id: 1, level: 'federal', progressiveScore: 5, introducedDate: '2025-01-01T00:00:00Z' }),
  makeBill({ id: 2, level: 'state', state: 'NY', progressiveScore: 9, introducedDate: '2025-03-01T00:00:00Z' }),
  makeBill({ id: 3, level: 'state', state: 'CA', progressiveScore: 2, introducedDate: '2025-02-01T00:00:00Z' }),
  makeBill({ id: 4, level: 'state', state: 'NY', progressiveScore: 7, introducedDate: '2024-12-01T00:00:00Z' }),
  makeBill({ id: 5, level: 'federal', state: 'TX', progressiveScore: 6 }),
];

describe('legislation filters (SPEC.md §2)', () => {
  it('defaults to federal bills', () => {
    expect(filterBills(bills, DEFAULT_BILL_FILTER).map((b) => b.id)).toEqual([1, 5]);
  });
  it('State shows every state bill; a chosen state narrows to it', () => {
    expect(filterBills(bills, { level: 'state', state: null }).map((b) => b.id)).toEqual([2, 3, 4]);
    expect(filterBills(bills, { level: 'state', state: 'NY' }).map((b) => b.id)).toEqual([2, 4]);
  });
  it('the dropdown lists only states on state-level bills, once each, by name', () => {
    expect(billStateOptions(bills)).toEqual([
      { value: 'CA', label: 'California' },
      { value: 'NY', label: 'New York' },
    ]);
  });
});

describe('legislation sorts', () => {
  it('Newest First by introduced date (default), Highest and Lowest Score', () => {
    const state = bills.slice(1, 4);
    expect(sortBills(state, 'newest').map((b) => b.id)).toEqual([2, 3, 4]);
    expect(sortBills(state, 'score-desc').map((b) => b.id)).toEqual([2, 4, 3]);
    expect(sortBills(state, 'score-asc').map((b) => b.id)).toEqual([3, 4, 2]);
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
  });
});
