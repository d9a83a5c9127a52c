import type { FastifyInstance } from 'fastify';
import * as api from '../../shared/api/contact.ts';
import { NOTHING_PUBLIC } from '../cache/topics.ts';
import { signedInUser } from '../http/auth.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { countCallers, listReaderCalls } from '../repositories/contact-calls.ts';
import {
  committee,
  logCall,
  officialCommittees,
  officialContact,
  reportWrongNumber,
  resolveWrongNumber,
  wrongNumberPage,
} from '../services/contact.ts';

export async function contactRoutes(app: FastifyInstance) {
  // Offices and committees change only with a legislators import, which invalidates 'contact'.
  registerEndpoint(app, api.getOfficialContact, { cache: ['contact'] }, async (request) => officialContact(app.db, request.params.id));
  registerEndpoint(app, api.listOfficialCommittees, { cache: ['contact'] }, async (request) =>
    officialCommittees(app.db, request.params.id),
  );
  // Members' scores move with every vote import.
  registerEndpoint(app, api.getCommittee, { cache: ['contact', 'officials'] }, async (request) => committee(app.db, request.params.id));

  // How many readers called (never who), and a reader's own log: read as they are stored.
  registerEndpoint(app, api.getCallCounts, { cache: ['calls'] }, async (request) => countCallers(app.db, request.query));

  // A reader's calls are theirs alone. Like every write, logging is limited per account (WRITES_PER_MINUTE);
  // the counts cannot be inflated anyway: they count readers, not calls.
  registerEndpoint(app, api.listMyCalls, { cache: 'private' }, async (request) => listReaderCalls(app.db, signedInUser(request).id));
  registerEndpoint(app, api.logCall, { invalidates: ['calls'] }, async (request, _reply, db) =>
    logCall(db, signedInUser(request).id, request.body),
  );

  // A reader's repeat updates their open report of the office, so no reader can grow staff's list
  // (docs/decisions/0315-one-open-wrong-number-report.md); staff read it a page at a time.
  registerEndpoint(app, api.reportWrongNumber, { invalidates: NOTHING_PUBLIC }, async (request, reply, db) => {
    reply.code(201);
    return reportWrongNumber(db, signedInUser(request).id, request.body);
  });
  registerEndpoint(app, api.listWrongNumbers, { cache: 'private' }, async (request) => wrongNumberPage(app.db, request.query));
  registerEndpoint(app, api.resolveWrongNumber, { invalidates: NOTHING_PUBLIC }, async (request) =>
    resolveWrongNumber(app.db, request.params.id, signedInUser(request).id),
  );
}
