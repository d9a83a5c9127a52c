// The staff refresh/import buttons call the importer service; its two expected failures become the
// answers the client's failure toasts read (docs/decisions/0004-import-error-status-codes.md). Every
// click is a run on record (docs/decisions/0241-import-runs-on-record.md).
import type { FastifyRequest } from 'fastify';
import { type ImportContext, ImportInProgressError, SetupRequiredError } from '../imports/service.ts';
import { HttpError } from '../platform/http-error.ts';

export async function runImport<T>(request: FastifyRequest, action: (context: ImportContext) => Promise<T>): Promise<T> {
  const { db, config, log } = { db: request.server.db, config: request.server.config, log: request.log };
  try {
    return await action({
      db,
      config,
      clock: request.server.clock,
      origin: { trigger: 'button', requestedBy: request.user?.id ?? null },
      progress: (line) => log.info({ import: line }, 'import progress'),
    });
  } catch (error) {
    if (error instanceof SetupRequiredError) throw new HttpError(400, error.message, { requiresSetup: true });
    if (error instanceof ImportInProgressError) throw new HttpError(409, error.message);
    // Upstream errors can carry request URLs with API keys in them: log the detail, answer generically.
    log.error({ err: error }, 'import failed');
    throw new HttpError(502, 'Import failed: the public data service did not answer as expected (details in the server log)');
  }
}
