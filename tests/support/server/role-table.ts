// Who may call each API route, written by hand from the specification's roles (SPEC.md §6, "Roles and
// permissions") and the decisions that added routes after it, never read from the contracts: the
// permission walk (routes/contract-permissions.test.ts) checks the server against this table, so a
// contract whose `auth` is weakened fails there instead of moving the expectation with it.
//   anyone: a visitor may browse every tab and page, search, sign in, and start an account.
//   user:   a signed-in user also comments, subscribes, edits their own profile and account, sees the
//           notification badge, and keeps their own place, stances and sessions.
//   staff:  staff also write the newsroom (articles, drafts, revisions), add and score bills, candidates
//           and officials, run the refreshes and imports, and manage users and their staff status.
export type Role = 'anyone' | 'user' | 'staff';

export const ROLE_TABLE: Readonly<Record<string, Role>> = {
  // Browsing: every tab, page and search is open to visitors.
  'GET /api/articles': 'anyone',
  'GET /api/articles/:id': 'anyone',
  'GET /api/articles/:id/comments': 'anyone',
  'GET /api/bills': 'anyone',
  'GET /api/bills/:id': 'anyone',
  'GET /api/bills/:id/comments': 'anyone',
  'GET /api/bills/:id/roll-calls': 'anyone',
  'GET /api/bills/states': 'anyone',
  'GET /api/candidates': 'anyone',
  'GET /api/candidates/:id': 'anyone',
  'GET /api/candidates/:id/comments': 'anyone',
  'GET /api/compare': 'anyone',
  // 2026 races and campaign money from the FEC (decision 0251): public, as the candidates and officials are.
  'GET /api/races': 'anyone',
  'GET /api/races/:race': 'anyone',
  // 2026 state and local races (decision 0337): public as well.
  'GET /api/state-races/:race': 'anyone',
  'GET /api/officials/:id/money': 'anyone',
  'GET /api/masthead': 'anyone',
  // Which state legislatures are on record and which are being loaded (decision 0327): public, as the bills are.
  'GET /api/statehouses': 'anyone',
  'GET /api/districts': 'anyone',
  'GET /api/districts/positions': 'anyone',
  'GET /api/officials': 'anyone',
  'GET /api/officials/pages': 'anyone',
  'GET /api/officials/states': 'anyone',
  'GET /api/officials/chamber-scales': 'anyone',
  'GET /api/officials/:id': 'anyone',
  'GET /api/officials/:id/receipt': 'anyone',
  'GET /api/officials/:id/votes': 'anyone',
  'GET /api/roll-calls/:id/positions': 'anyone',
  'GET /api/roll-calls': 'anyone',
  'GET /api/search': 'anyone',
  'GET /api/users/:id': 'anyone',
  'GET /api/users/:id/comments': 'anyone',
  'GET /api/users/:id/posts': 'anyone',
  'GET /api/votes': 'anyone',
  // Signing in and the ways back into an account: for visitors, by definition.
  'POST /api/auth/login': 'anyone',
  'POST /api/auth/logout': 'anyone',
  'POST /api/auth/register': 'anyone',
  'POST /api/auth/verify-email': 'anyone',
  'POST /api/auth/password-reset/request': 'anyone',
  'POST /api/auth/password-reset': 'anyone',
  // One's own account, sessions and badge.
  'GET /api/auth/user': 'user',
  'POST /api/auth/verify-email/resend': 'user',
  'POST /api/auth/password': 'user',
  'GET /api/auth/sessions': 'user',
  'DELETE /api/auth/sessions/:id': 'user',
  'POST /api/auth/sessions/sign-out-others': 'user',
  'GET /api/notifications/count': 'user',
  'POST /api/notifications/mark-read': 'user',
  'PATCH /api/users/:id/profile': 'user',
  // Taking part: comments and subscriptions need an account.
  'POST /api/comments': 'user',
  'GET /api/subscriptions/check/:authorId': 'user',
  'POST /api/subscriptions': 'user',
  'DELETE /api/subscriptions/:authorId': 'user',
  // Following, the inbox and digests are the reader's own (docs/decisions/0260-follows-and-events.md);
  // a digest's one-click unsubscribe carries its own signed token instead of a session (RFC 8058).
  'GET /api/follows/check': 'user',
  'POST /api/follows': 'user',
  'DELETE /api/follows': 'user',
  'GET /api/follows': 'user',
  'GET /api/inbox': 'user',
  'GET /api/digest-settings': 'user',
  'PUT /api/digest-settings': 'user',
  'POST /api/digests/unsubscribe': 'anyone',
  // What a reader keeps for themself: their place and their stances on bills (decisions 0160, 0162).
  'GET /api/me/place': 'user',
  'PUT /api/me/place': 'user',
  'DELETE /api/me/place': 'user',
  'GET /api/me/stances': 'user',
  'PUT /api/me/stances/:id': 'user',
  'DELETE /api/me/stances/:id': 'user',
  'GET /api/me/matches': 'user',
  // A reader's votes on comments: one each, kept on the server (decision 0232).
  'GET /api/me/comment-votes': 'user',
  'PUT /api/me/comment-votes/:id': 'user',
  // The newsroom: "New Article" is a staff menu entry; drafts and revisions are its own (decisions 0170-0172).
  'POST /api/articles': 'staff',
  'PATCH /api/articles/:id': 'staff',
  'DELETE /api/articles/:id': 'staff',
  'POST /api/articles/:id/publish': 'staff',
  'POST /api/articles/:id/unpublish': 'staff',
  'POST /api/articles/:id/revisions/:revisionId/restore': 'staff',
  'GET /api/newsroom/drafts': 'staff',
  'GET /api/newsroom/articles/:id/revisions': 'staff',
  // The masthead on the About page is the newsroom's to write (decision 0235).
  'PUT /api/masthead': 'staff',
  // Refresh Legislation and Add Bill; a bill's score is staff's to set.
  'POST /api/bills': 'staff',
  'POST /api/bills/refresh': 'staff',
  'PUT /api/bills/:id/score': 'staff',
  'PUT /api/bills/:id/score-exclusion': 'staff',
  // Refresh Candidates and Add Candidate.
  'POST /api/candidates': 'staff',
  'POST /api/candidates/refresh': 'staff',
  // Refresh Members, Import Votes and Add Official.
  'POST /api/officials': 'staff',
  'POST /api/officials/refresh': 'staff',
  'POST /api/officials/refresh-votes': 'staff',
  // User Management: the list, the staff toggle, and the audit trail of security events.
  'GET /api/admin/users': 'staff',
  'PATCH /api/admin/users/:userId/staff': 'staff',
  'GET /api/admin/audit-events': 'staff',
  'GET /api/admin/imports': 'staff',
  'POST /api/admin/imports/:sync/run': 'staff',
  'GET /api/freshness/votes': 'anyone',
  // Open data (decisions 0270-0273): the API's description and oEmbed are for anyone; staff issue and
  // revoke the API keys that raise the read limit.
  'GET /api/openapi.json': 'anyone',
  'GET /api/oembed': 'anyone',
  'GET /api/admin/api-keys': 'staff',
  'POST /api/admin/api-keys': 'staff',
  'DELETE /api/admin/api-keys/:id': 'staff',
  // Contacting one's officials (decisions 0280, 0283, 0284): offices, committees and call counts are public;
  // logging a call and reporting a wrong number need an account; the reports are for staff.
  'GET /api/officials/:id/contact': 'anyone',
  'GET /api/officials/:id/committees': 'anyone',
  'GET /api/committees/:id': 'anyone',
  'GET /api/call-counts': 'anyone',
  'GET /api/me/calls': 'user',
  'POST /api/me/calls': 'user',
  'POST /api/wrong-numbers': 'user',
  'GET /api/admin/wrong-numbers': 'staff',
  'POST /api/admin/wrong-numbers/:id/resolve': 'staff',
};
