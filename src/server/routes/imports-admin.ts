// The Imports page's API (staff only): each sync's schedule and the newest runs with their live progress,
// and 'Run now', which queues a run under the same 409 rule as the staff buttons. Also the public 'Votes
// as of …' freshness the officials tab and bill pages read.
import type { FastifyInstance } from 'fastify';
import { getImports, runSyncNow } from '../../shared/api/admin.ts';
import { getVotesFreshness } from '../../shared/api/votes.ts';
import { SYNC_LABELS } from '../../shared/schemas/imports.ts';
import { NOTHING_PUBLIC } from '../cache/topics.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { ImportInProgressError, SetupRequiredError } from '../imports/service.ts';
import { importsOverview, votesFreshness } from '../jobs/imports-overview.ts';
import { HttpError } from '../platform/http-error.ts';

export async function importsAdminRoutes(app: FastifyInstance) {
  registerEndpoint(app, getImports, { cache: 'private' }, async (_request, reply) => {
    // Progress changes by the second: never kept by a browser or proxy.
    reply.header('cache-control', 'no-store');
    return importsOverview(app.db, app.config, app.importQueue, app.clock());
  });

  registerEndpoint(app, runSyncNow, { invalidates: NOTHING_PUBLIC }, async (request, reply) => {
    const { sync } = request.params;
    if (!app.importQueue) throw new HttpError(503, 'Scheduled imports are not running on this server.');
    try {
      const jobId = await app.importQueue.runNow(sync, request.user?.id ?? null);
      reply.status(202);
      return { message: `${SYNC_LABELS[sync]} sync queued. Its progress shows below.`, jobId };
    } catch (error) {
      if (error instanceof SetupRequiredError) throw new HttpError(400, error.message, { requiresSetup: true });
      if (error instanceof ImportInProgressError) throw new HttpError(409, error.message);
      throw error;
    }
  });

  // Depends on the time as much as on the data, so it is worked out for each request (two small queries).
  registerEndpoint(app, getVotesFreshness, { cache: 'private' }, async () => votesFreshness(app.db, app.config, app.clock()));
}
