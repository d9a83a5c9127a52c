import { notificationCount } from '../schemas/subscriptions.ts';
import { defineEndpoint } from './contract.ts';

/** Signed in: articles by followed authors since the caller last marked them read. */
export const getNotificationCount = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/notifications/count',
  status: 200,
  response: notificationCount,
});

export const markNotificationsRead = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/notifications/mark-read',
  status: 200,
  response: notificationCount,
});
