import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api.ts';
import { toastWriteError } from './auth.ts';
import { toast } from './toast.ts';

export const NOTIFICATION_COUNT_KEY = ['/api/notifications/count'] as const;
const checkKey = (authorId: string) => ['/api/subscriptions/check', authorId] as const;

/** SPEC.md §7: only requested for a logged-in viewer who is not the author (`enabled`). */
export function useSubscriptionCheck(authorId: string, enabled: boolean) {
  return useQuery<{ isSubscribed: boolean }>({ queryKey: checkKey(authorId), enabled });
}

export function useSubscriptionMutations(authorId: string, authorName: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: checkKey(authorId) });
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNT_KEY });
  };
  const subscribe = useMutation({
    mutationFn: () => apiRequest('POST', '/api/subscriptions', { authorId }),
    onSuccess: () => {
      toast({ title: `Subscribed to ${authorName}` });
      refresh();
    },
    onError: (error) => toastWriteError(error, { title: 'Error', description: 'Failed to subscribe' }, 'Please log in to subscribe'),
  });
  const unsubscribe = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/subscriptions/${authorId}`),
    onSuccess: () => {
      toast({ title: `Unsubscribed from ${authorName}` });
      refresh();
    },
    onError: (error) => toastWriteError(error, { title: 'Error', description: 'Failed to unsubscribe' }),
  });
  return { subscribe, unsubscribe };
}
