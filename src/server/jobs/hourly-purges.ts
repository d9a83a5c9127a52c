// Rows that only matter for a while are dropped hourly: idempotency keys after a day
// (docs/decisions/0151-idempotent-creates.md), account-mail attempts after their hour
// (docs/decisions/0194-limits-on-every-write.md). A failed purge is tried again the next hour.
import type { FastifyInstance } from 'fastify';
import { purgeAccountMailSends } from '../repositories/account-mail-sends.ts';
import { IDEMPOTENCY_KEY_TTL_MS, purgeExpiredAnswers } from '../repositories/idempotency-keys.ts';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export function registerHourlyPurges(app: FastifyInstance) {
  const purges: [string, (now: Date) => Promise<unknown>][] = [
    ['expired idempotency keys', (now) => purgeExpiredAnswers(app.db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS))],
    ['old account-mail attempts', (now) => purgeAccountMailSends(app.db, now)],
  ];
  const purge = () => {
    const now = app.clock();
    for (const [what, run] of purges)
      run(now).catch((error: unknown) => app.log.warn({ err: error }, `could not purge ${what}; trying again later`));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(purge, PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
