import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getNotificationCount } from '../../shared/api/notifications.ts';
import { checkSubscription, subscribe as subscribeEndpoint, unsubscribe as unsubscribeEndpoint } from '../../shared/api/subscriptions.ts';
import { toastWriteError } from './auth.ts';
import { callEndpoint, endpointKey, endpointQuery } from './endpoint.ts';
import { toast } from './toast.ts';

export const NOTIFICATION_COUNT_KEY = endpointKey(getNotificationCount);

/** The subscription status: only requested for a logged-in viewer who is not the author (`enabled`). */
export function useSubscriptionCheck(authorId: string, enabled: boolean) {
  return useQuery({ ...endpointQuery(checkSubscription, { params: { authorId } }), enabled });
}

export function useSubscriptionMutations(authorId: string, authorName: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(checkSubscription, { params: { authorId } }) });
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNT_KEY });
  };
  const subscribe = useMutation({
    mutationFn: () => callEndpoint(subscribeEndpoint, { body: { authorId } }),
    onSuccess: () => {
      toast({ title: `Subscribed to ${authorName}` });
      refresh();
    },
    onError: (error) => toastWriteError(error, { title: 'Error', description: 'Failed to subscribe' }, 'Please log in to subscribe'),
  });
  const unsubscribe = useMutation({
    mutationFn: () => callEndpoint(unsubscribeEndpoint, { params: { authorId } }),
    onSuccess: () => {
      toast({ title: `Unsubscribed from ${authorName}` });
      refresh();
    },
    onError: (error) => toastWriteError(error, { title: 'Error', description: 'Failed to unsubscribe' }),
  });
  return { subscribe, unsubscribe };
}
