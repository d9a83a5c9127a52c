import { describe, expect, it } from 'vitest';
import { nearestDistrictOffice } from './nearest-office.ts';

const offices = [
  { id: 'dc', kind: 'washington', zip: '20515' },
  { id: 'cullman', kind: 'district', zip: '35055' },
  { id: 'jasper', kind: 'district', zip: '35501' },
  { id: 'tuscumbia', kind: 'district', zip: '35674' },
];

describe('the nearest district office', () => {
  it('is the one in the reader’s ZIP, else in the same three-digit postal area, else the first listed', () => {
    expect(nearestDistrictOffice(offices, '35674')?.id).toBe('tuscumbia');
    expect(nearestDistrictOffice(offices, '35504')?.id).toBe('jasper');
    expect(nearestDistrictOffice(offices, '36104')?.id).toBe('cullman');
    expect(nearestDistrictOffice(offices, null)?.id).toBe('cullman');
  });

  it('is never the Washington office, and none when there is no district office', () => {
    expect(nearestDistrictOffice(offices.slice(0, 1), '20515')).toBeUndefined();
  });
});
