import { z } from 'zod';

export const subscribeInput = z.strictObject({ authorId: z.uuid({ error: 'authorId must be a user id' }) });
export const authorIdParams = z.strictObject({ authorId: z.uuid({ error: 'authorId must be a user id' }) });
export const subscriptionCheck = z.object({ isSubscribed: z.boolean() });
export const notificationCount = z.object({ count: z.number().int() });
