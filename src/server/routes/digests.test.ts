// Email digests: received on a loopback SMTP server, sent once even when two workers run the same tick,
// only to verified addresses, each with its reason, a text part and a one-click unsubscribe that works
// without a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRollCall } from '../../../tests/support/server/roll-calls.ts';
import { startSmtpCapture } from '../../../tests/support/server/smtp-capture.ts';
import { call, createTestApp, TEST_PASSWORD, type TestApp } from '../../../tests/support/server/test-app.ts';
import { officials } from '../db/schema.ts';
import { recordEvents, rollCallEvent } from '../repositories/events.ts';
import { sendDigests } from '../services/digests.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let officialId: number;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://civic.example' } });
  [{ id: officialId }] = (await t.db
    .insert(officials)
    .values({ name: 'Jane Member', party: 'Democratic', office: 'Representative', state: 'CA' })
    .returning({ id: officials.id })) as [{ id: number }];
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A roll call the official voted in, with its event, as the votes import writes them. */
async function rollCallHappens(question: string) {
  const roll = await insertRollCall(t.db, {
    votedAt: new Date(),
    question,
    positions: [{ memberKey: 'M1', name: 'Jane Member', position: 'Yes', officialId }],
  });
  await recordEvents(t.db, [rollCallEvent({ id: roll.id, question, result: 'Passed', billId: null, chamber: 'house' })]);
}

const worker = () =>
  sendDigests(
    { db: t.db, mailer: t.app.mailer, origin: t.app.config.publicOrigin, secret: t.app.config.sessionSecret, now: new Date() },
    'daily',
  );

async function readerFollowing(
  values: { verified?: boolean } = {},
  reader: { user: { id: string; email: string }; cookie: string } | undefined = undefined,
) {
  reader ??= await t.signUp(values);
  await call(t.app, 'POST', '/api/follows', { cookie: reader.cookie, body: { kind: 'official', target: String(officialId) } });
  const saved = await call(t.app, 'PUT', '/api/digest-settings', { cookie: reader.cookie, body: { frequency: 'daily' } });
  expect(saved.json()).toEqual({ frequency: 'daily', emailVerified: values.verified !== false });
  return reader;
}

describe('email digests', () => {
  it('sends one digest however many workers run the tick, saying why, with a text part and RFC 8058 headers', async () => {
    const reader = await readerFollowing();
    await rollCallHappens('On Motion to Recommit');
    const sent = await Promise.all([worker(), worker()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const mail = await smtp.waitForMail(reader.user.email);
    expect(smtp.mailTo(reader.user.email)).toHaveLength(1);
    expect(mail.subject).toBe('Civic Ledger: 1 update on what you follow');
    expect(mail.hasTextPart).toBe(true);
    expect(mail.text).toContain('because you asked Civic Ledger to email you once a day');
    expect(mail.text).toContain('House vote — On Motion to Recommit: Passed');
    expect(mail.text).toContain('(Jane Member)');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<https:\/\/civic\.example\/api\/digests\/unsubscribe\?token=[^>]+>$/);
    // Nothing new: no second digest.
    expect(await worker()).toBe(0);
  });

  it('sends nothing to an unverified address', async () => {
    const reader = await readerFollowing({ verified: false });
    await rollCallHappens('On Passage of the Unverified Act');
    await worker();
    expect(smtp.mailTo(reader.user.email)).toHaveLength(0);
  });

  it("unsubscribes in one click, without a session, from the mail's List-Unsubscribe; a forged token is refused", async () => {
    const reader = await readerFollowing();
    await rollCallHappens('On Agreeing to the Amendment');
    await worker();
    const mail = await smtp.waitForMail(reader.user.email);
    const url = new URL(/^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!);
    const oneClick = (search: string) =>
      t.app.inject({
        method: 'POST',
        url: `${url.pathname}${search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const forged = await oneClick(`?token=${encodeURIComponent(`${reader.user.id}.forged`)}`);
    expect(forged.statusCode).toBe(400);
    // An id that is no account's is refused the same way, never a database error.
    expect((await oneClick('?token=not-a-user.forged')).statusCode).toBe(400);
    // A mail provider posts 'List-Unsubscribe=One-Click' as a form; no cookie, no Origin.
    const response = await oneClick(url.search);
    expect(response.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/digest-settings', { cookie: reader.cookie })).json().frequency).toBe('none');
    // The page the mail's text links to says the same and offers the button.
    expect(mail.links.some((link) => link.startsWith('https://civic.example/unsubscribe?token='))).toBe(true);
    await rollCallHappens('On the Cloture Motion');
    await worker();
    expect(smtp.mailTo(reader.user.email)).toHaveLength(1);
  });

  // The revocations that end the account's other sessions, each by its own route.
  const revocations = [
    {
      name: 'signing out everywhere else',
      revoke: (cookie: string) => call(t.app, 'POST', '/api/auth/sessions/sign-out-others', { cookie }),
    },
    {
      name: 'a password change',
      revoke: (cookie: string) =>
        call(t.app, 'POST', '/api/auth/password', {
          cookie,
          body: { currentPassword: TEST_PASSWORD, newPassword: 'marble kettle orbit thistle' },
        }),
    },
  ];
  for (const { name, revoke } of revocations) {
    it(`voids the unsubscribe links already mailed on ${name}; the next digest brings one that works`, async () => {
      const account = await t.createAccount();
      const reader = await readerFollowing({}, { user: account, cookie: (await t.signIn(account.id)).cookie });
      await rollCallHappens(`On the Motion before ${name}`);
      await worker();
      const unsubscribeAddress = (mail: { headers: Record<string, string | undefined> }) =>
        new URL(/^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!);
      const before = unsubscribeAddress(await smtp.waitForMail(account.email));
      const oneClick = (url: URL) =>
        call(t.app, 'POST', `${url.pathname}${url.search}`, {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });

      expect((await revoke(reader.cookie)).statusCode).toBe(200);
      const stale = await oneClick(before);
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toEqual({
        message:
          'This unsubscribe link is not valid or no longer works. Change your email settings under Account security on your profile.',
      });
      expect((await call(t.app, 'GET', '/api/digest-settings', { cookie: (await t.signIn(account.id)).cookie })).json().frequency).toBe(
        'daily',
      );

      await rollCallHappens(`On the Motion after ${name}`);
      await worker();
      const after = unsubscribeAddress(await smtp.waitForMail(account.email, (mail) => mail.text.includes(`On the Motion after ${name}`)));
      expect(after.search).not.toBe(before.search);
      expect((await oneClick(after)).statusCode).toBe(200);
      expect((await call(t.app, 'GET', '/api/digest-settings', { cookie: (await t.signIn(account.id)).cookie })).json().frequency).toBe(
        'none',
      );
    });
  }
});
