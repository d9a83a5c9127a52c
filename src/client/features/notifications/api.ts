import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS } from '../../../shared/constants.ts';
import { apiRequest } from '../../lib/api.ts';
import { NOTIFICATION_COUNT_KEY } from '../../lib/subscriptions.ts';

/** SPEC.md §7: only when signed in, polled every 30 seconds. */
export function useNotificationCount(signedIn: boolean) {
  return useQuery<{ count: number }>({
    queryKey: NOTIFICATION_COUNT_KEY,
    enabled: signedIn,
    refetchInterval: signedIn ? NOTIFICATION_POLL_MS : false,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/notifications/mark-read'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNT_KEY }),
  });
}
