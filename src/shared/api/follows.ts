// Following officials, bills, candidates, authors, subjects and searches; the inbox; digest settings
// (docs/decisions/0260-follows-and-events.md).
import { z } from 'zod';
import {
  digestSettingsBody,
  digestSettingsInput,
  followCheck,
  followEntry,
  followInput,
  followParams,
  inboxItem,
  unsubscribed,
  unsubscribeQuery,
} from '../schemas/follows.ts';
import { defineEndpoint } from './contract.ts';
import { pageQuery } from './pagination.ts';

/** Signed in: whether the caller follows this. */
export const checkFollow = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/follows/check',
  query: followParams,
  status: 200,
  response: followCheck,
});

/**
 * Signed in. 200 when already followed, 201 when new, 409 when the caller's list is full (FOLLOWS_MAX, or
 * SAVED_SEARCHES_MAX searches). An author is followed as POST /api/subscriptions does.
 */
export const follow = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/follows',
  body: followInput,
  status: 200,
  otherStatuses: [201],
  response: followCheck,
  idempotent: true,
});

export const unfollow = defineEndpoint({
  method: 'DELETE',
  auth: 'user',
  path: '/api/follows',
  query: followParams,
  status: 200,
  response: followCheck,
});

/** Signed in: everything the caller follows, newest first (authors included). */
export const listFollows = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/follows',
  status: 200,
  response: z.array(followEntry),
});

export const INBOX_PAGE = { default: 30, max: 100 } as const;

/** Signed in: what happened to what the caller follows, newest first; unread since the last mark-read. */
export const listInbox = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/inbox',
  query: pageQuery(INBOX_PAGE.default, INBOX_PAGE.max),
  status: 200,
  response: z.array(inboxItem),
  paginated: true,
});

export const getDigestSettings = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/digest-settings',
  status: 200,
  response: digestSettingsBody,
});

export const saveDigestSettings = defineEndpoint({
  method: 'PUT',
  auth: 'user',
  path: '/api/digest-settings',
  body: digestSettingsInput,
  status: 200,
  response: digestSettingsBody,
});

/** RFC 8058 one-click unsubscribe: the signed token in the mail's link is the only credential. */
export const unsubscribeDigest = defineEndpoint({
  method: 'POST',
  path: '/api/digests/unsubscribe',
  query: unsubscribeQuery,
  status: 200,
  response: unsubscribed,
});
