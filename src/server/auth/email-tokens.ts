// Mailed links carry `random.signature`: the HMAC (keyed with SESSION_SECRET) rejects forged or mangled
// links before any database work, and the database holds only a hash of `random`, marks it used once,
// and lets it expire (docs/decisions/0103-email-verification.md).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/connect.ts';
import { consumeEmailToken, type EmailTokenPurpose, findLiveEmailToken, replaceEmailToken } from '../repositories/email-tokens.ts';

/** How long a mailed link works: a day to verify an address, an hour to reset a password. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  'verify-email': 24 * 3_600_000,
  'reset-password': 3_600_000,
};

const sign = (secret: string, purpose: EmailTokenPurpose, random: string) =>
  createHmac('sha256', secret).update(`${purpose}.${random}`).digest('base64url');
const hashOf = (random: string) => createHash('sha256').update(random).digest('base64url');

export async function issueEmailToken(
  db: Database,
  secret: string,
  purpose: EmailTokenPurpose,
  user: { id: string; email: string },
): Promise<string> {
  const random = randomBytes(32).toString('base64url');
  await replaceEmailToken(db, {
    tokenHash: hashOf(random),
    purpose,
    userId: user.id,
    email: user.email,
    expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[purpose]),
  });
  return `${random}.${sign(secret, purpose, random)}`;
}

/** The token's random part when its signature is right; undefined for a forged or mangled link. */
function authenticRandom(secret: string, purpose: EmailTokenPurpose, token: string) {
  const [random, signature] = token.split('.');
  if (!random || !signature) return undefined;
  const expected = Buffer.from(sign(secret, purpose, random));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? random : undefined;
}

/** Whom a valid, unused, unexpired token was issued for, without spending it; undefined otherwise. */
export async function peekEmailToken(db: Database, secret: string, purpose: EmailTokenPurpose, token: string) {
  const random = authenticRandom(secret, purpose, token);
  return random ? findLiveEmailToken(db, hashOf(random), purpose) : undefined;
}

/** Spends a valid, unused, unexpired token: whom it was issued for, or undefined. */
export async function redeemEmailToken(db: Database, secret: string, purpose: EmailTokenPurpose, token: string) {
  const random = authenticRandom(secret, purpose, token);
  return random ? consumeEmailToken(db, hashOf(random), purpose) : undefined;
}
