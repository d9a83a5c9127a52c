import type { FastifyInstance } from 'fastify';
import { createBill, getBill, listBillRollCalls, listBills, listBillStates, refreshBills, setBillScore } from '../../shared/api/bills.ts';
import { notFound } from '../http-error.ts';
import { refreshLegislation } from '../imports/service.ts';
import { registerEndpoint } from '../lib/register-endpoint.ts';
import { signedInUser } from '../plugins/auth.ts';
import { auditRequest } from '../services/audit.ts';
import { addBill, billById, billPage, billStates, scoreBill } from '../services/bills.ts';
import { billRollCalls } from '../services/roll-calls.ts';
import { runImport } from './run-import.ts';

export async function billRoutes(app: FastifyInstance) {
  registerEndpoint(app, listBills, {}, async (request) => billPage(app.db, request.query));

  registerEndpoint(app, listBillStates, {}, async () => billStates(app.db));

  registerEndpoint(app, getBill, {}, async (request) => {
    const found = await billById(app.db, request.params.id);
    if (!found) throw notFound('Bill not found');
    return found;
  });

  registerEndpoint(app, createBill, { auth: 'staff' }, async (request) => addBill(app.db, request.body, app.clock()));

  registerEndpoint(app, setBillScore, { auth: 'staff' }, async (request) =>
    scoreBill(app.db, request.params.id, request.body, (event) => auditRequest(request, { ...event, actorUserId: signedInUser(request).id })),
  );

  registerEndpoint(app, listBillRollCalls, {}, async (request) => billRollCalls(app.db, request.params.id));

  registerEndpoint(app, refreshBills, { auth: 'staff' }, async (request) => runImport(request, refreshLegislation));
}
