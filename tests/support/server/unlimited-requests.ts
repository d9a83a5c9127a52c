import type { RequestLimits } from '../../../src/server/http/security.ts';

/** Tests write and search far faster than people; the limits' own tests use the configured defaults. */
const UNLIMITED = { max: 100_000, timeWindow: 60_000 };
export const UNLIMITED_REQUESTS: RequestLimits = { write: UNLIMITED, comment: UNLIMITED, publicRead: UNLIMITED, keyedRead: UNLIMITED };
