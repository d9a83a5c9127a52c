// Bulk downloads and the /data page (docs/decisions/0274-bulk-downloads.md).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DOWNLOAD_FILES, type Dataset, type DownloadFile, type DownloadFormat } from '../../shared/open-data.ts';
import { dataPage } from '../open-data/data-page.ts';
import { downloadStream } from '../open-data/download-stream.ts';
import { dataDate } from '../services/roll-calls.ts';

const fileParams = z.strictObject({ file: z.enum(DOWNLOAD_FILES as [DownloadFile, ...DownloadFile[]], { error: 'No such download: see /data' }) });

export async function downloadRoutes(app: FastifyInstance) {
  app.get<{ Params: z.output<typeof fileParams> }>(
    '/api/downloads/:file',
    // Gzip'ed already: compressing it again would be waste. A public read: any origin, under the read limit.
    { schema: { params: fileParams }, compress: false, config: { publicRead: true } },
    async (request, reply) => {
      const [dataset, ...rest] = request.params.file.split('.') as [Dataset, ...string[]];
      const format = rest.join('.') as DownloadFormat;
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="civic-ledger-${request.params.file}"`)
        .header('cache-control', 'public, max-age=300')
        .send(downloadStream(app.db, dataset, format));
    },
  );

  app.get('/data', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(dataPage(app.config.publicOrigin, await dataDate(app.db))),
  );
}
