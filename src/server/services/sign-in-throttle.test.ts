// The throttle rules on an injected clock: waits, locks, windows, and the hourly bound decision 0101 states.
import { describe, expect, it } from 'vitest';
import type { ThrottleRow } from '../repositories/sign-in-throttles.ts';
import { ACCOUNT_RULE, ADDRESS_RULE, type ThrottleRule, waitMs, withFailure } from './sign-in-throttle.ts';

const T0 = new Date('2026-01-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const fresh = (): ThrottleRow => ({ key: 'k', failures: 0, windowStartedAt: T0, lastFailureAt: T0, lockedUntil: null });

/** The waits an attacker meets failing as soon as allowed, and the row they leave. */
function failFast(rule: ThrottleRule, count: number, start = 0) {
  let row = fresh();
  let clock = start;
  const waits: number[] = [];
  for (let i = 0; i < count; i++) {
    const wait = waitMs(row, rule, at(clock));
    waits.push(wait);
    clock += wait;
    row = withFailure(row, rule, at(clock));
  }
  return { waits, row, clock };
}

describe('account rule', () => {
  it('lets 5 failures go at once, then waits 1, 2, 4, 8 and 16 s, and the 10th locks for 15 minutes', () => {
    const { waits, row, clock } = failFast(ACCOUNT_RULE, 10);
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000]);
    expect(clock).toBe(31_000);
    expect(row.lockedUntil).toEqual(at(31_000 + 15 * 60_000));
    expect(waitMs(row, ACCOUNT_RULE, at(31_000))).toBe(15 * 60_000);
  });

  it('starts the count again when the lock ends', () => {
    const { row, clock } = failFast(ACCOUNT_RULE, 10);
    const after = at(clock + 15 * 60_000);
    expect(waitMs(row, ACCOUNT_RULE, after)).toBe(0);
    expect(withFailure(row, ACCOUNT_RULE, after)).toMatchObject({ failures: 1, lockedUntil: null, windowStartedAt: after });
  });

  it('forgets an unlocked count an hour after its first failure, but never cuts a lock short', () => {
    const slowed = failFast(ACCOUNT_RULE, 9).row;
    expect(waitMs(slowed, ACCOUNT_RULE, at(20_000))).toBeGreaterThan(0);
    expect(waitMs(slowed, ACCOUNT_RULE, at(60 * 60_000))).toBe(0);
    expect(withFailure(slowed, ACCOUNT_RULE, at(60 * 60_000)).failures).toBe(1);
    // Locked 50 minutes into the window (it opened at T0): still locked when the window's hour is up.
    const late = failFast(ACCOUNT_RULE, 10, 50 * 60_000).row;
    expect(late.windowStartedAt).toEqual(T0);
    expect(waitMs(late, ACCOUNT_RULE, at(61 * 60_000))).toBeGreaterThan(0);
  });

  it('bounds an attacker to 40 guesses an hour, well under 100', () => {
    let row = fresh();
    let clock = 0;
    let guesses = 0;
    for (;;) {
      clock += waitMs(row, ACCOUNT_RULE, at(clock));
      if (clock >= 3_600_000) break;
      row = withFailure(row, ACCOUNT_RULE, at(clock));
      guesses++;
    }
    expect(guesses).toBe(40);
  });
});

describe('address rule', () => {
  it('never waits before the 30th failure within the hour, which locks for 15 minutes', () => {
    const { waits, row } = failFast(ADDRESS_RULE, 30);
    expect(waits.every((wait) => wait === 0)).toBe(true);
    expect(row.lockedUntil).toEqual(at(15 * 60_000));
    expect(waitMs(failFast(ADDRESS_RULE, 29).row, ADDRESS_RULE, T0)).toBe(0);
  });
});
