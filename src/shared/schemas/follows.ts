import { z } from 'zod';
import { isoDateTime } from './common.ts';

export const followKinds = ['official', 'bill', 'candidate', 'author', 'subject', 'search'] as const;
export type FollowKind = (typeof followKinds)[number];
export const digestFrequencies = ['none', 'immediately', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];

/**
 * The most one reader follows (staff authors, a short list the newsroom makes, aside), and the most saved
 * searches among them: every new bill is matched against each saved search anyone follows
 * (docs/decisions/0310-saved-searches-cannot-stop-imports.md).
 */
export const FOLLOWS_MAX = 200;
export const SAVED_SEARCHES_MAX = 50;

const followKind = z.enum(followKinds, { error: `kind must be one of ${followKinds.join(', ')}` });
/** An id for officials, bills, candidates and authors; a policy area or a search's words otherwise. */
const followTarget = z
  .string({ error: 'target is required' })
  .trim()
  .min(1, { error: 'target is required' })
  .max(200, { error: 'target must be at most 200 characters' });

export const followInput = z.strictObject({ kind: followKind, target: followTarget });
export const followParams = followInput;
export const followCheck = z.object({ following: z.boolean() });

export const followEntry = z.object({
  kind: followKind,
  target: z.string(),
  label: z.string(),
  /** Where the followed thing is shown. */
  path: z.string(),
  createdAt: isoDateTime,
});
export type FollowEntry = z.input<typeof followEntry>;

export const inboxItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  path: z.string(),
  createdAt: isoDateTime,
  unread: z.boolean(),
  /** What the reader follows that brought it, e.g. 'Bill H.R. 1' or 'Rep. Jane Doe'. */
  via: z.object({ kind: followKind, label: z.string(), path: z.string() }),
});
export type InboxItem = z.input<typeof inboxItem>;

export const digestSettingsBody = z.object({
  frequency: z.enum(digestFrequencies, { error: `frequency must be one of ${digestFrequencies.join(', ')}` }),
  /** Digests go only to a verified address. */
  emailVerified: z.boolean(),
});
export const digestSettingsInput = z.strictObject({ frequency: digestSettingsBody.shape.frequency });
export const unsubscribeQuery = z.strictObject({ token: z.string().min(1).max(300) });
export const unsubscribed = z.object({ frequency: z.literal('none') });
