import type { FastifyInstance } from 'fastify';
import * as api from '../../shared/api/districts.ts';
import { NOTHING_PUBLIC } from '../cache/topics.ts';
import { signedInUser } from '../http/auth.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { deleteReaderPlace, findReaderPlace } from '../repositories/reader-places.ts';
import { districtBillPositions, keepReaderPlace, lookupZip } from '../services/districts.ts';

export async function districtRoutes(app: FastifyInstance) {
  // The ZIP table ships with the code and changes only with a deploy, which starts with an empty cache.
  registerEndpoint(app, api.lookupZip, { cache: ['districts'] }, async (request) => lookupZip(request.query.zip));

  // Keyed by the district and bills asked about, never by who asks: the same answer for every reader there.
  registerEndpoint(app, api.listDistrictBillPositions, { cache: ['officials', 'roll-calls'] }, async (request) =>
    districtBillPositions(app.db, request.query),
  );

  // A reader's place is theirs alone; no public answer shows it.
  registerEndpoint(app, api.getReaderPlace, { cache: 'private' }, async (request) => findReaderPlace(app.db, signedInUser(request).id));

  registerEndpoint(app, api.setReaderPlace, { invalidates: NOTHING_PUBLIC }, async (request) =>
    keepReaderPlace(app.db, signedInUser(request).id, request.body),
  );

  registerEndpoint(app, api.clearReaderPlace, { invalidates: NOTHING_PUBLIC }, async (request) => {
    await deleteReaderPlace(app.db, signedInUser(request).id);
  });
}
