// Contacting one's officials (docs/decisions/0280-contact-your-officials.md): offices, committees, logged
// calls with their public counts, and wrong-number reports for staff.
import { z } from 'zod';
import { idParams } from '../schemas/common.ts';
import {
  callCounts,
  callCountsQuery,
  callInput,
  committeeDetail,
  committeeParams,
  loggedCall,
  membership,
  myCall,
  officialContact,
  wrongNumberInput,
  wrongNumberReport,
  wrongNumberReportList,
} from '../schemas/contact.ts';
import { defineEndpoint } from './contract.ts';
import { pageQuery } from './pagination.ts';

export const getOfficialContact = defineEndpoint({
  method: 'GET',
  path: '/api/officials/:id/contact',
  params: idParams,
  status: 200,
  response: officialContact,
});

export const listOfficialCommittees = defineEndpoint({
  method: 'GET',
  path: '/api/officials/:id/committees',
  params: idParams,
  status: 200,
  response: z.array(membership),
});

export const getCommittee = defineEndpoint({
  method: 'GET',
  path: '/api/committees/:id',
  params: committeeParams,
  status: 200,
  response: committeeDetail,
});

/** How many readers logged a call about a bill, to an official, or both: counts only. */
export const getCallCounts = defineEndpoint({
  method: 'GET',
  path: '/api/call-counts',
  query: callCountsQuery,
  status: 200,
  response: callCounts,
});

export const listMyCalls = defineEndpoint({ method: 'GET', auth: 'user', path: '/api/me/calls', status: 200, response: z.array(myCall) });

export const logCall = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/me/calls',
  body: callInput,
  status: 200,
  response: loggedCall,
  idempotent: true,
});

/** A reader's repeat report of the same office, while it is open, updates that report (same id). */
export const reportWrongNumber = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/wrong-numbers',
  body: wrongNumberInput,
  status: 201,
  response: z.object({ id: z.number().int() }),
  idempotent: true,
});

/** Reports are a few short lines each: a page of 50 is one screen's work for staff. */
export const WRONG_NUMBER_PAGE = { default: 50, max: 200 } as const;

/** The reports a page at a time: open ones first (oldest first), then resolved ones (latest first). */
export const listWrongNumbers = defineEndpoint({
  method: 'GET',
  auth: 'staff',
  path: '/api/admin/wrong-numbers',
  query: pageQuery(WRONG_NUMBER_PAGE.default, WRONG_NUMBER_PAGE.max),
  status: 200,
  response: wrongNumberReportList,
  paginated: true,
});

export const resolveWrongNumber = defineEndpoint({
  method: 'POST',
  auth: 'staff',
  path: '/api/admin/wrong-numbers/:id/resolve',
  params: idParams,
  status: 200,
  response: wrongNumberReport,
});
