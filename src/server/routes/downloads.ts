// Bulk downloads and the /data page (docs/decisions/0274-bulk-downloads.md): each file built once per
// version of its data and served from disk (docs/decisions/0311-bulk-downloads-built-once.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DOWNLOAD_FILES, type DownloadFile } from '../../shared/open-data.ts';
import { isNotModified } from '../cache/entry.ts';
import { dataPage } from '../open-data/data-page.ts';
import { DownloadFiles, type DownloadVersion } from '../open-data/download-files.ts';
import { latestRollCallDay } from '../repositories/roll-calls.ts';

const fileParams = z.strictObject({
  file: z.enum(DOWNLOAD_FILES as [DownloadFile, ...DownloadFile[]], { error: 'No such download: see /data' }),
});

/** Bytes read from the file at a time: a slow reader holds about this much (and its socket's buffer). */
const SERVE_CHUNK_BYTES = 16 * 1024;

export async function downloadRoutes(app: FastifyInstance) {
  const files = new DownloadFiles({ db: app.db, clock: app.clock, log: app.log });
  app.responseCache.events.on('changed', (topics) => files.changed(topics));
  app.addHook('onClose', async () => files.close());

  app.route<{ Params: z.output<typeof fileParams> }>({
    method: ['GET', 'HEAD'],
    url: '/api/downloads/:file',
    schema: { params: fileParams },
    // Gzip'ed already: compressing it again would be waste. A public read: any origin, under the read limit.
    compress: false,
    config: { publicRead: true },
    handler: async (request, reply) => {
      const { file } = request.params;
      reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="civic-ledger-${file}"`)
        .header('cache-control', 'public, max-age=300');
      if (request.method === 'HEAD') {
        // Never builds: the built file's headers if there is one, else these alone (no length, no tag).
        const version = files.peek(file);
        if (version && notModified(request, reply, version)) return reply.code(304).send();
        if (version) reply.header('content-length', version.size);
        return reply.send();
      }
      const { version, handle } = await files.openCurrent(file);
      if (notModified(request, reply, version)) {
        await handle.close();
        return reply.code(304).send();
      }
      return reply.header('content-length', version.size).send(handle.createReadStream({ highWaterMark: SERVE_CHUNK_BYTES }));
    },
  });

  app.get('/data', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(dataPage(app.config.publicOrigin, await latestRollCallDay(app.db))),
  );
}

/** Sets the version's validators; whether the client already holds it (If-None-Match first, as HTTP says). */
function notModified(request: FastifyRequest, reply: FastifyReply, version: DownloadVersion): boolean {
  reply.header('etag', version.etag).header('last-modified', version.lastModified.toUTCString());
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return isNotModified(ifNoneMatch, version.etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && version.lastModified.getTime() <= since;
}
