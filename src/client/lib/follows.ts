import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkFollow, follow as followEndpoint, listFollows, listInbox, unfollow as unfollowEndpoint } from '../../shared/api/follows.ts';
import type { FollowKind } from '../../shared/schemas/follows.ts';
import { serverMessage } from './api.ts';
import { toastWriteError } from './auth.ts';
import { callEndpoint, endpointKey, endpointQuery } from './endpoint.ts';
import { NOTIFICATION_COUNT_KEY } from './subscriptions.ts';
import { toast } from './toast.ts';

export type FollowTarget = { kind: FollowKind; target: string };

/** Whether the reader follows it: asked only when signed in (`enabled`). */
export function useFollowCheck(followed: FollowTarget, enabled: boolean) {
  return useQuery({ ...endpointQuery(checkFollow, { query: followed }), enabled });
}

/** Follow / Unfollow, then the check, the reader's list, the inbox and the badge count are read again. */
export function useFollowMutations(followed: FollowTarget, name: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const queryKey of [
      endpointKey(checkFollow, { query: followed }),
      endpointKey(listFollows),
      endpointKey(listInbox),
      NOTIFICATION_COUNT_KEY,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  const follow = useMutation({
    mutationFn: () => callEndpoint(followEndpoint, { body: followed }),
    onSuccess: () => {
      toast({ title: `Following ${name}` });
      refresh();
    },
    // The server says why, e.g. that the reader's list is full and how to make room.
    onError: (error) =>
      toastWriteError(error, { title: 'Error', description: serverMessage(error) ?? 'Failed to follow' }, 'Please log in to follow'),
  });
  const unfollow = useMutation({
    mutationFn: () => callEndpoint(unfollowEndpoint, { query: followed }),
    onSuccess: () => {
      toast({ title: `No longer following ${name}` });
      refresh();
    },
    onError: (error) => toastWriteError(error, { title: 'Error', description: 'Failed to unfollow' }),
  });
  return { follow, unfollow };
}
