import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getNotificationCount, markNotificationsRead } from '../../../shared/api/notifications.ts';
import { NOTIFICATION_POLL_MS } from '../../../shared/constants.ts';
import { callEndpoint, endpointQuery } from '../../lib/endpoint.ts';
import { NOTIFICATION_COUNT_KEY } from '../../lib/subscriptions.ts';

/** The notification count: only when signed in, polled every 30 seconds. */
export function useNotificationCount(signedIn: boolean) {
  return useQuery({
    ...endpointQuery(getNotificationCount),
    enabled: signedIn,
    refetchInterval: signedIn ? NOTIFICATION_POLL_MS : false,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(markNotificationsRead),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNT_KEY }),
  });
}
