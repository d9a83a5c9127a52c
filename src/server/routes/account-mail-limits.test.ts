// Answers that must not tell whether an address has an account do nothing that depends on it before
// answering, and one address receives only a few account mails an hour however many senders name it
// (docs/decisions/0194-limits-on-every-write.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp, testConfig } from '../../../tests/support/server/test-app.ts';
import { accountMailSends, auditEvents, emailTokens, users } from '../db/schema.ts';
import { createMailer, type Mailer, type OutgoingMail } from '../mail/mailer.ts';
import { ACCOUNT_MAIL_PER_RECIPIENT } from '../repositories/account-mail-sends.ts';

const STRONG = 'marble kettle orbit thistle';
let t: TestApp;
let clockMs = Date.now();
const sent: OutgoingMail[] = [];
/** Work handed to `later`, held until the test runs it. */
const held: (() => Promise<void>)[] = [];

/** A mailer that records what it sends, and holds back the work meant to run after an answer. */
function recordingMailer(): Mailer {
  const real = createMailer(testConfig(), { info: () => undefined, error: () => undefined });
  return {
    ...real,
    kind: 'smtp',
    send: async (mail) => void sent.push(mail),
    sendLater: (mail) => void sent.push(mail),
    later: (work) => void held.push(work),
  };
}

async function runHeldWork() {
  while (held.length > 0) await held.shift()!();
}

beforeAll(async () => {
  t = await createTestApp({ mailer: recordingMailer(), clock: () => new Date(clockMs) });
  await t.createAccount({ email: 'owner@example.test' });
});
afterAll(() => t.close());

const stateOf = async (email: string) => ({
  tokens: (await t.db.select().from(emailTokens).where(eq(emailTokens.email, email))).length,
  events: (await t.db.select().from(auditEvents).where(eq(auditEvents.email, email))).length,
  users: (await t.db.select().from(users).where(eq(users.email, email))).length,
});

describe('answers that must not tell', () => {
  it('a reset request is answered before the address is looked up, alike for an account and for none', async () => {
    const existing = await call(t.app, 'POST', '/api/auth/password-reset/request', { body: { email: 'owner@example.test' } });
    const missing = await call(t.app, 'POST', '/api/auth/password-reset/request', { body: { email: 'nobody@example.test' } });
    expect(existing.statusCode).toBe(202);
    expect(missing.body).toBe(existing.body);
    // Nothing that depends on the account ran before the answers: no token, no audit line, no mail yet.
    expect(await stateOf('owner@example.test')).toEqual({ tokens: 0, events: 0, users: 1 });
    expect(sent).toHaveLength(0);
    await runHeldWork();
    expect(await stateOf('owner@example.test')).toMatchObject({ tokens: 1, events: 1 });
    expect(sent.map((mail) => mail.to)).toEqual(['owner@example.test']);
  });

  it('a sign-up is answered before the address is looked up, alike for a taken and a new one', async () => {
    const taken = await call(t.app, 'POST', '/api/auth/register', { body: { email: 'owner@example.test', password: STRONG } });
    const fresh = await call(t.app, 'POST', '/api/auth/register', { body: { email: 'fresh@example.test', password: STRONG } });
    expect(fresh.body).toBe(taken.body);
    expect(await stateOf('fresh@example.test')).toEqual({ tokens: 0, events: 0, users: 0 });
    await runHeldWork();
    expect(await stateOf('fresh@example.test')).toEqual({ tokens: 1, events: 1, users: 1 });
  });
});

describe('mail to one address', () => {
  it(`stops at ${ACCOUNT_MAIL_PER_RECIPIENT.max} an hour however many resets and sign-ups name it, and resumes after the hour`, async () => {
    await t.createAccount({ email: 'victim@example.test' });
    for (let i = 0; i < 10; i++) {
      await call(t.app, 'POST', '/api/auth/password-reset/request', { body: { email: 'victim@example.test' } });
      await call(t.app, 'POST', '/api/auth/register', { body: { email: 'victim@example.test', password: STRONG } });
    }
    await runHeldWork();
    const toVictim = () => sent.filter((mail) => mail.to === 'victim@example.test').length;
    expect(toVictim()).toBe(ACCOUNT_MAIL_PER_RECIPIENT.max);
    clockMs += ACCOUNT_MAIL_PER_RECIPIENT.windowMs + 1;
    await call(t.app, 'POST', '/api/auth/password-reset/request', { body: { email: 'victim@example.test' } });
    await runHeldWork();
    expect(toVictim()).toBe(ACCOUNT_MAIL_PER_RECIPIENT.max + 1);
  });

  it('drops the unverified account whose verification mail the limit held back, so its owner can sign up later', async () => {
    // The address has had its hour's account mail already.
    const now = new Date(clockMs);
    await t.db
      .insert(accountMailSends)
      .values(Array.from({ length: ACCOUNT_MAIL_PER_RECIPIENT.max }, () => ({ recipient: 'later@example.test', sentAt: now })));
    await call(t.app, 'POST', '/api/auth/register', { body: { email: 'later@example.test', password: STRONG } });
    await runHeldWork();
    expect((await stateOf('later@example.test')).users).toBe(0);
  });
});
