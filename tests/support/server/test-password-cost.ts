import type { ScryptCost } from '../../../src/server/auth/passwords.ts';

/**
 * N = 2^10: the same code path as production's 2^17 at a thousandth of the cost, for the test apps and the
 * browser journeys' apps, which sign people up and in far more often than people do (docs/decisions/0104-passwords.md).
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
