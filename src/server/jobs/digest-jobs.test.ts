// Digests on the job queue with two instances working it: each tick's job runs on one of them, and
// however the ticks fall, a reader's digest is mailed once.

import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLog } from '../../../tests/support/server/jobs/queue-fixture.ts';
import { insertRollCall } from '../../../tests/support/server/roll-calls.ts';
import { startSmtpCapture } from '../../../tests/support/server/smtp-capture.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { officials } from '../db/schema.ts';
import { recordEvents, rollCallEvent } from '../repositories/events.ts';
import { digestQueue, startDigestJobs } from './digest-jobs.ts';
import { createBoss } from './import-queue.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
const bosses: PgBoss[] = [];
const runs: number[] = [];
let wake: () => void = () => undefined;
/** Resolves once this many tick jobs have ended, on whichever instance. */
const ranJobs = (count: number) => new Promise<void>((resolve) => ((wake = () => runs.length >= count && resolve()), wake()));

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://civic.example' } });
  for (let i = 0; i < 2; i++) {
    const boss = createBoss(t.database);
    await boss.start();
    bosses.push(boss);
    await startDigestJobs(boss, {
      db: t.db,
      mailer: t.app.mailer,
      config: t.app.config,
      log: silentLog,
      pollingIntervalSeconds: 0.5,
      onRun: (_frequency, sent) => {
        runs.push(sent);
        wake();
      },
    });
  }
});
afterAll(async () => {
  for (const boss of bosses) await boss.stop({ graceful: false });
  await t.close();
  await smtp.close();
});

describe('digest jobs', () => {
  it('mails a reader one digest when both instances take a tick of the immediate queue', async () => {
    const [{ id: officialId }] = (await t.db
      .insert(officials)
      .values({ name: 'Jane Member', party: 'Democratic', office: 'Representative', state: 'CA' })
      .returning({ id: officials.id })) as [{ id: number }];
    const reader = await t.signUp();
    await call(t.app, 'POST', '/api/follows', { cookie: reader.cookie, body: { kind: 'official', target: String(officialId) } });
    await call(t.app, 'PUT', '/api/digest-settings', { cookie: reader.cookie, body: { frequency: 'immediately' } });
    const roll = await insertRollCall(t.db, {
      votedAt: new Date(),
      question: 'On Passage',
      positions: [{ memberKey: 'M1', name: 'Jane Member', position: 'Yes', officialId }],
    });
    await recordEvents(t.db, [rollCallEvent({ id: roll.id, question: 'On Passage', result: 'Passed', billId: null, chamber: 'house' })]);

    const sent = await Promise.all(bosses.map((boss) => boss.send(digestQueue('immediately'), {})));
    await ranJobs(sent.filter(Boolean).length);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    await smtp.waitForMail(reader.user.email);
    expect(smtp.mailTo(reader.user.email)).toHaveLength(1);
  });
});
