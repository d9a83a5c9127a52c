// When the 2026 general election counts as held: from the day after Election Day in Washington's calendar, the
// same wherever the page is drawn. Dates are passed in, never read from the clock.
import { describe, expect, it } from 'vitest';
import { generalElectionHeld } from './races.ts';

describe('the 2026 general election', () => {
  it('is still to come on Election Day itself, to its last minute in Washington', () => {
    expect(generalElectionHeld(new Date('2026-10-15T12:00:00Z'))).toBe(false);
    expect(generalElectionHeld(new Date('2026-11-03T12:00:00Z'))).toBe(false);
    // 23:59 on 3 November in Washington is 04:59 on the 4th in UTC.
    expect(generalElectionHeld(new Date('2026-11-04T04:59:59Z'))).toBe(false);
  });

  it('is held from the next day in Washington on', () => {
    expect(generalElectionHeld(new Date('2026-11-04T05:00:00Z'))).toBe(true);
    expect(generalElectionHeld(new Date('2026-11-29T12:00:00Z'))).toBe(true);
  });
});
