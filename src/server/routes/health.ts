// Liveness (the process answers) and readiness (the database answers) for load balancers and orchestrators.

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../shared/schemas/common.ts';
import { RETRY_AFTER_SECONDS } from '../db/database-unavailable.ts';

const status = z.object({ status: z.literal('ok') });

export async function healthRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  // Outside the read budget: a load balancer behind the same address as the clients must never be refused.
  const config = { readBudget: false } as const;

  app.get('/healthz', { config, schema: { response: { 200: status } } }, async () => ({ status: 'ok' as const }));

  app.get('/readyz', { config, schema: { response: { 200: status, 503: errorBody } } }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: 'Database unavailable' });
    }
  });
}
