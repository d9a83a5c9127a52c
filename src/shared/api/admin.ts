import { z } from 'zod';
import { AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX, auditEventList, auditKind } from '../schemas/audit.ts';
import { uuidId } from '../schemas/common.ts';
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
