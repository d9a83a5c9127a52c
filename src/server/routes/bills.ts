import type { FastifyInstance } from 'fastify';
import * as api from '../../shared/api/bills.ts';
import { billScoreTopics, IMPORT_TOPICS } from '../cache/topics.ts';
import { signedInUser } from '../http/auth.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { refreshLegislation } from '../imports/service.ts';
import { notFound } from '../platform/http-error.ts';
import { listBillStates } from '../repositories/bills.ts';
import { auditRequest } from '../services/audit.ts';
import { addBill, billDetail, billPage, scoreBill, setBillExclusion } from '../services/bills.ts';
import { billRollCalls } from '../services/roll-calls.ts';
import { runImport } from './run-import.ts';

export async function billRoutes(app: FastifyInstance) {
  registerEndpoint(app, api.listBills, { cache: ['bills'] }, async (request) => billPage(app.db, request.query));

  registerEndpoint(app, api.listBillStates, { cache: ['bills'] }, async () => listBillStates(app.db));

  registerEndpoint(app, api.getBill, { cache: (request) => [`bill:${request.params.id}`] }, async (request) => {
    const found = await billDetail(app.db, request.params.id);
    if (!found) throw notFound('Bill not found');
    return found;
  });

  registerEndpoint(app, api.createBill, { invalidates: ['bills'] }, async (request, _reply, db) => addBill(db, request.body, app.clock()));

  registerEndpoint(app, api.setBillScore, { invalidates: (request) => billScoreTopics(request.params.id) }, async (request) =>
    scoreBill(app.db, request.params.id, request.body, (event) =>
      auditRequest(request, { ...event, actorUserId: signedInUser(request).id }),
    ),
  );

  registerEndpoint(app, api.setBillScoreExclusion, { invalidates: (request) => billScoreTopics(request.params.id) }, async (request) =>
    setBillExclusion(app.db, request.params.id, request.body.excluded, (event) =>
      auditRequest(request, { ...event, actorUserId: signedInUser(request).id }),
    ),
  );

  registerEndpoint(app, api.listBillRollCalls, { cache: ['roll-calls'] }, async (request) => billRollCalls(app.db, request.params.id));

  registerEndpoint(app, api.refreshBills, { invalidates: IMPORT_TOPICS.legislation }, async (request) =>
    runImport(request, refreshLegislation),
  );
}
