// LegiScan's status codes: the tracker's status for each, and LegiScan's own word for it.
import { describe, expect, it } from 'vitest';
import { LEGISCAN_STATUSES, legiscanStatusWord, trackerStatus } from './legiscan-statuses.ts';

describe('LegiScan statuses', () => {
  it('maps every status code to one of the tracker’s, a bill waiting in a committee being In Committee', () => {
    expect(Object.fromEntries(Object.entries(LEGISCAN_STATUSES).map(([code, s]) => [code, s.tracker]))).toEqual({
      0: 'Pending',
      1: 'Pending',
      2: 'Under Review',
      3: 'Under Review',
      4: 'Passed',
      5: 'Failed',
      6: 'Failed',
    });
    expect(trackerStatus(1, 'Appropriations')).toBe('In Committee');
    expect(trackerStatus(2, 'Education')).toBe('In Committee');
    expect(trackerStatus(4, 'Education')).toBe('Passed');
    expect(trackerStatus(6, null)).toBe('Failed');
  });

  it('names each code by LegiScan’s word (its status_desc), and no word for a code it does not know', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(legiscanStatusWord)).toEqual([
      'Pre-filed',
      'Introduced',
      'Engrossed',
      'Enrolled',
      'Passed',
      'Vetoed',
      'Failed',
    ]);
    expect(legiscanStatusWord(7)).toBeNull();
  });
});
