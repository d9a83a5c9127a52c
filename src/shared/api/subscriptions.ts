import { authorIdParams, subscribeInput, subscription, subscriptionCheck } from '../schemas/subscriptions.ts';
import { defineEndpoint } from './contract.ts';

/** Signed in: whether the caller follows this author. */
export const checkSubscription = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/subscriptions/check/:authorId',
  params: authorIdParams,
  status: 200,
  response: subscriptionCheck,
});

/** Signed in; staff authors only, never oneself. 200 when the subscription already existed, 201 when new. */
export const subscribe = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/subscriptions',
  body: subscribeInput,
  status: 200,
  otherStatuses: [201],
  response: subscription,
  idempotent: true,
});

export const unsubscribe = defineEndpoint({
  method: 'DELETE',
  auth: 'user',
  path: '/api/subscriptions/:authorId',
  params: authorIdParams,
  status: 200,
  response: subscriptionCheck,
});
