// Email digests on the job queue (docs/decisions/0261-email-digests.md): one pg-boss queue per frequency,
// each on a cron schedule, which pg-boss fires once whichever instances run; the send itself is claimed
// per reader (services/digests.ts), so even two workers running the same tick send each digest once.
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { DigestFrequency } from '../../shared/schemas/follows.ts';
import type { Database } from '../db/connect.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Config } from '../platform/config.ts';
import { sendDigests } from '../services/digests.ts';

type Frequency = Exclude<DigestFrequency, 'none'>;

/** 'Immediately' is within the minute; daily and weekly digests go at 7 in the morning, Mondays for weekly. */
export const DIGEST_SCHEDULES: Record<Frequency, string> = { immediately: '* * * * *', daily: '0 7 * * *', weekly: '0 7 * * 1' };

export const digestQueue = (frequency: Frequency) => `digest-${frequency}`;

export type DigestJobs = { sendNow: (frequency: Frequency) => Promise<number> };

export async function startDigestJobs(
  boss: PgBoss,
  deps: {
    db: Database;
    mailer: Pick<Mailer, 'send'>;
    config: Config;
    log: FastifyBaseLogger;
    now?: () => Date;
    pollingIntervalSeconds?: number;
    /** Told when a tick's job ends here, with the digests it sent (tests wait for this, not for time). */
    onRun?: (frequency: Frequency, sent: number) => void;
  },
): Promise<DigestJobs> {
  const now = deps.now ?? (() => new Date());
  const sendNow = (frequency: Frequency) =>
    sendDigests(
      { db: deps.db, mailer: deps.mailer, origin: deps.config.publicOrigin, secret: deps.config.sessionSecret, now: now() },
      frequency,
    );
  for (const frequency of Object.keys(DIGEST_SCHEDULES) as Frequency[]) {
    const queue = digestQueue(frequency);
    // 'singleton': a tick that comes while the last one still sends adds nothing.
    if (!(await boss.getQueue(queue)))
      await boss.createQueue(queue, { policy: 'singleton', retryLimit: 3, retryDelay: 60, retryBackoff: true });
    await boss.schedule(queue, DIGEST_SCHEDULES[frequency], {}, { tz: deps.config.SYNC_TIMEZONE });
    await boss.work(queue, { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 5 }, async () => {
      const sent = await sendNow(frequency);
      if (sent > 0) deps.log.info({ frequency, sent }, 'digests sent');
      deps.onRun?.(frequency, sent);
    });
  }
  return { sendNow };
}
