// Email digests of what readers follow (docs/decisions/0261-email-digests.md): built from the same inbox
// read, claimed once whatever instances run, sent through the app's mailer inside the claim's
// transaction so a mail that fails leaves the digest to be sent again rather than lost.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { uuidId } from '../../shared/schemas/common.ts';
import type { DigestFrequency } from '../../shared/schemas/follows.ts';
import type { Database } from '../db/connect.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { badRequest } from '../platform/http-error.ts';
import {
  claimDigest,
  digestFrequency,
  digestRecipients,
  setDigestFrequency,
  stopDigests,
  tokenGenerationOf,
} from '../repositories/digests.ts';
import { type InboxRow, inboxPage } from '../repositories/follows.ts';
import type { UserRow } from '../repositories/users.ts';

/** A digest lists at most this many events, the newest; the inbox holds the rest. */
const DIGEST_EVENTS = 50;

export type DigestContext = { db: Database; mailer: Pick<Mailer, 'send'>; origin: string; secret: string; now: Date };

/**
 * The unsubscribe token: the reader's id and a MAC of it and of the account's token generation, so the
 * link needs no session, cannot be forged, and stops working when the account's sessions are revoked
 * (docs/decisions/0316-csv-xml-and-unsubscribe-links.md).
 */
export function unsubscribeToken(secret: string, reader: { userId: string; tokenGeneration: number }): string {
  return `${reader.userId}.${mac(secret, reader)}`;
}

const INVALID_LINK =
  'This unsubscribe link is not valid or no longer works. Change your email settings under Account security on your profile.';

async function userOfUnsubscribeToken(db: Database, secret: string, token: string): Promise<string> {
  const [id = '', given = ''] = token.split('.');
  // An id that is no uuid is an invalid link, never a query the database refuses.
  const userId = tokenUserId.safeParse(id).data;
  const tokenGeneration = userId === undefined ? undefined : await tokenGenerationOf(db, userId);
  if (userId === undefined || tokenGeneration === undefined || !sameMac(given, mac(secret, { userId, tokenGeneration })))
    throw badRequest(INVALID_LINK);
  return userId;
}

const tokenUserId = uuidId('not a user id');

function sameMac(given: string, expected: string) {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

// Generation 0 signs what tokens always signed, so links mailed before generations existed keep working
// until the account's sessions are first revoked.
const mac = (secret: string, reader: { userId: string; tokenGeneration: number }) =>
  createHmac('sha256', secret)
    .update(`digest-unsubscribe:${reader.userId}${reader.tokenGeneration === 0 ? '' : `:${reader.tokenGeneration}`}`)
    .digest('base64url');

const WHY: Record<Exclude<DigestFrequency, 'none'>, string> = {
  immediately: 'as it happens',
  daily: 'once a day',
  weekly: 'once a week',
};

export function digestMail(
  to: string,
  frequency: Exclude<DigestFrequency, 'none'>,
  rows: readonly InboxRow[],
  origin: string,
  token: string,
): OutgoingMail {
  const unsubscribe = `${origin}/api/digests/unsubscribe?token=${encodeURIComponent(token)}`;
  const page = `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;
  const lines = rows.map((row) => `- ${row.title}\n  (${row.via_label}) ${origin}${row.path}`);
  const count = rows.length === 1 ? '1 update' : `${rows.length} updates`;
  return {
    to,
    subject: `Civic Ledger: ${count} on what you follow`,
    text:
      `You are getting this email because you asked Civic Ledger to email you ${WHY[frequency]} about the officials, bills, candidates, authors, subjects and searches you follow.\n\n` +
      `${lines.join('\n\n')}\n\nAll your notifications: ${origin}/inbox\n\n` +
      `Stop these emails: ${page}\nOr change how often they come under Account security on your profile.\n\n— Civic Ledger`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Sends every due digest of one frequency; answers how many went from this instance. */
export async function sendDigests(context: DigestContext, frequency: Exclude<DigestFrequency, 'none'>): Promise<number> {
  let sent = 0;
  const failures: unknown[] = [];
  for (const reader of await digestRecipients(context.db, frequency)) {
    const rows = await inboxPage(context.db, reader.userId, DIGEST_EVENTS, { after: reader.sentThrough });
    if (rows.length === 0) continue;
    const through = Math.max(...rows.map((row) => Number(row.id)));
    try {
      const went = await context.db.transaction(async (tx) => {
        if (!(await claimDigest(tx, { userId: reader.userId, from: reader.sentThrough, through, events: rows.length, now: context.now })))
          return false;
        await context.mailer.send(digestMail(reader.email, frequency, rows, context.origin, unsubscribeToken(context.secret, reader)));
        return true;
      });
      if (went) sent += 1;
    } catch (error) {
      // One reader's mail server refusing must not keep the others' digests; the job's retry sends this one.
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} digest(s) could not be sent`);
  return sent;
}

/** What the account screen shows: the choice, and whether the address can receive it. */
export async function digestSettingsOf(db: Database, user: UserRow) {
  return { frequency: await digestFrequency(db, user.id), emailVerified: user.emailVerifiedAt !== null };
}

export async function chooseDigest(db: Database, user: UserRow, frequency: DigestFrequency, now: Date) {
  await setDigestFrequency(db, user.id, frequency, now);
  return { frequency, emailVerified: user.emailVerifiedAt !== null };
}

/** The one-click unsubscribe: the token names the reader; a forged one is refused (400). */
export async function unsubscribeByToken(db: Database, secret: string, token: string, now: Date) {
  await stopDigests(db, await userOfUnsubscribeToken(db, secret, token), now);
  return { frequency: 'none' as const };
}
