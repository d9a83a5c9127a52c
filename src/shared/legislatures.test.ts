import { describe, expect, it } from 'vitest';
import { chamberName, stateLegislatorOffice } from './legislatures.ts';

describe('state chambers by their own names', () => {
  it('names each chamber as its state does', () => {
    expect(chamberName('MN', 'lower')).toBe('Minnesota House of Representatives');
    expect(chamberName('MN', 'upper')).toBe('Minnesota Senate');
    expect(chamberName('CA', 'lower')).toBe('California State Assembly');
    expect(chamberName('NV', 'lower')).toBe('Nevada Assembly');
    expect(chamberName('MD', 'lower')).toBe('Maryland House of Delegates');
    expect(chamberName('NE', 'legislature')).toBe('Nebraska Legislature');
    expect(chamberName('DC', 'legislature')).toBe('Council of the District of Columbia');
  });

  it('names each member’s office', () => {
    expect(stateLegislatorOffice('AZ', 'lower')).toBe('State Representative');
    expect(stateLegislatorOffice('AZ', 'upper')).toBe('State Senator');
    expect(stateLegislatorOffice('NY', 'lower')).toBe('State Assemblymember');
    expect(stateLegislatorOffice('VA', 'lower')).toBe('State Delegate');
    expect(stateLegislatorOffice('NE', 'legislature')).toBe('State Senator');
    expect(stateLegislatorOffice('DC', 'legislature')).toBe('Councilmember');
  });
});
