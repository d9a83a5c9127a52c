import { z } from 'zod';
import { AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX, auditEventList, auditKind } from '../schemas/audit.ts';
import { uuidId } from '../schemas/common.ts';
import { importsOverview, runQueued, syncName } from '../schemas/imports.ts';
import { adminUser, adminUserList, staffUpdate } from '../schemas/users.ts';
import { defineEndpoint } from './contract.ts';
import { pageQuery } from './pagination.ts';

/** User Management rows are short (no bio, no content): a long page keeps a small site on one. */
export const ADMIN_USER_PAGE = { default: 50, max: 200 } as const;

/** Staff only: every account, oldest first. */
export const listAdminUsers = defineEndpoint({
  method: 'GET',
  auth: 'staff',
  path: '/api/admin/users',
  query: pageQuery(ADMIN_USER_PAGE.default, ADMIN_USER_PAGE.max),
  status: 200,
  response: adminUserList,
  paginated: true,
});

/** Staff only, never one's own flag; a grant needs a verified address. */
export const setStaff = defineEndpoint({
  method: 'PATCH',
  auth: 'staff',
  path: '/api/admin/users/:userId/staff',
  params: z.strictObject({ userId: uuidId('Must be a user id') }),
  body: staffUpdate,
  status: 200,
  response: adminUser,
});

/** Staff only: the security audit log, newest first, optionally one kind of event. */
export const listAuditEvents = defineEndpoint({
  method: 'GET',
  auth: 'staff',
  path: '/api/admin/audit-events',
  query: pageQuery(AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX).extend({ kind: auditKind.optional() }),
  status: 200,
  response: auditEventList,
  paginated: true,
});

/** Staff only: each sync's schedule and next run, and the newest import runs with their progress. */
export const getImports = defineEndpoint({
  method: 'GET',
  auth: 'staff',
  path: '/api/admin/imports',
  status: 200,
  response: importsOverview,
});

/** Staff only: queues a run of the sync now; 409 while one is queued or running, 400 with requiresSetup when its key is missing. */
export const runSyncNow = defineEndpoint({
  method: 'POST',
  auth: 'staff',
  path: '/api/admin/imports/:sync/run',
  params: z.strictObject({ sync: syncName }),
  status: 202,
  response: runQueued,
});
