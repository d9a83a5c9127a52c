// The strength check of new passwords: its verdicts, and that it runs beside the event loop rather than
// on it (a crafted password costs zxcvbn over a second of CPU).
import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-strength.ts';

/** Long runs of digits are zxcvbn's slowest input. */
const COSTLY = '1234567890'.repeat(25);

describe('the password strength check', () => {
  it('refuses a common or personal password with the reason, and accepts a long phrase', async () => {
    expect(await passwordWeakness('password1234567')).toMatch(/^This password is too easy to guess\./);
    expect(await passwordWeakness('rita.reader@example.org', ['rita.reader@example.org', 'Rita', 'Reader'])).toMatch(/too easy to guess/);
    expect(await passwordWeakness('quiet orchard lantern 42')).toBeUndefined();
  });

  it('leaves the event loop free while it works', async () => {
    await passwordWeakness('warm the checker up');
    let settled = false;
    const checking = passwordWeakness(COSTLY).finally(() => (settled = true));
    // On the main thread the check would run to its end before the loop could turn once.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    expect(await checking).toMatch(/too easy to guess/);
  });
});
