import type { FastifyInstance } from 'fastify';
import * as api from '../../shared/api/officials.ts';
import { listVotes } from '../../shared/api/votes.ts';
import { IMPORT_TOPICS, NEW_OFFICIAL_TOPICS } from '../cache/topics.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { importVotes, refreshMembers } from '../imports/service.ts';
import { createOfficial, listOfficialStates, listOfficials } from '../repositories/officials.ts';
import { latestChamberScales, officialById, officialPage, officialVotePage, votePage } from '../services/officials.ts';
import { officialReceipt } from '../services/receipts.ts';
import { runImport } from './run-import.ts';

export async function officialRoutes(app: FastifyInstance) {
  registerEndpoint(app, api.listOfficials, { cache: ['officials'] }, async (request) => listOfficials(app.db, request.query));

  registerEndpoint(app, api.listOfficialPages, { cache: ['officials'] }, async (request) => officialPage(app.db, request.query));

  registerEndpoint(app, api.listOfficialStates, { cache: ['officials'] }, async (request) =>
    listOfficialStates(app.db, request.query.level),
  );

  registerEndpoint(app, api.listChamberScales, { cache: ['officials'] }, async (request) =>
    latestChamberScales(app.db, request.query.state),
  );

  registerEndpoint(app, api.getOfficial, { cache: (request) => [`official:${request.params.id}`] }, async (request) =>
    officialById(app.db, request.params.id),
  );

  registerEndpoint(app, api.listOfficialVotes, { cache: (request) => [`official:${request.params.id}`] }, async (request) =>
    officialVotePage(app.db, request.params.id, request.query),
  );

  registerEndpoint(app, api.getOfficialReceipt, { cache: (request) => [`official:${request.params.id}`] }, async (request) =>
    officialReceipt(app.db, request.params.id),
  );

  registerEndpoint(app, listVotes, { cache: ['votes'] }, async (request) => votePage(app.db, request.query));

  // Add Official has no handler in the client's officials tab; the API keeps it for staff tools.
  registerEndpoint(app, api.createOfficial, { invalidates: NEW_OFFICIAL_TOPICS }, async (request, _reply, db) =>
    createOfficial(db, request.body),
  );

  registerEndpoint(app, api.refreshMembers, { invalidates: IMPORT_TOPICS.members }, async (request) => runImport(request, refreshMembers));

  registerEndpoint(app, api.importVotes, { invalidates: IMPORT_TOPICS.votes }, async (request) => runImport(request, importVotes));
}
