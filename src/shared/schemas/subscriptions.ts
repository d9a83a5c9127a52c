import { z } from 'zod';
import { isoDateTime, uuidId } from './common.ts';

export const subscribeInput = z.strictObject({ authorId: uuidId('authorId must be a user id') });
export const authorIdParams = z.strictObject({ authorId: uuidId('authorId must be a user id') });
export const subscriptionCheck = z.object({ isSubscribed: z.boolean() });
export const notificationCount = z.object({ count: z.number().int() });

/** POST /api/subscriptions answer: the (new or existing) subscription. */
export const subscription = z.object({
  id: z.number().int(),
  subscriberId: z.uuid(),
  authorId: z.uuid(),
  createdAt: isoDateTime,
});
export type Subscription = z.input<typeof subscription>;
