import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changePassword, listSessions, resendVerification, revokeSession, signOutOtherSessions } from '../../../shared/api/auth.ts';
import { getUser, listUserComments, listUserPosts, updateProfile } from '../../../shared/api/users.ts';
import type { PasswordChangeInput, ProfileUpdate } from '../../../shared/schemas/users.ts';
import { AUTH_USER_KEY } from '../../lib/auth.ts';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/endpoint.ts';
import { usePages } from '../../lib/use-pages.ts';

export function useUser(id: string) {
  return useQuery(endpointQuery(getUser, { params: { id } }));
}

export function useUserPosts(id: string) {
  return usePages(listUserPosts, { params: { id } });
}

export function useUserComments(id: string) {
  return usePages(listUserComments, { params: { id } });
}

/** Afterwards the user and the current auth user are refetched. */
export function useUpdateProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProfileUpdate) => callEndpoint(updateProfile, { params: { id }, body: payload }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: endpointKey(getUser, { params: { id } }), exact: true });
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
    },
  });
}

const SESSIONS_KEY = endpointKey(listSessions);

/**
 * The signed-in reader's sessions, checked against the shared schema. Read afresh whenever the panel
 * shows: devices sign in and go quiet while the tab is elsewhere.
 */
export function useSessions() {
  return useQuery({ ...endpointQuery(listSessions), staleTime: 0 });
}

/** A write on the sessions; the list is read again afterwards, also after a failure (the row may be gone). */
function useSessionsMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }) });
}

export const useSignOutSession = () => useSessionsMutation((id: string) => callEndpoint(revokeSession, { params: { id } }));

export const useSignOutOtherSessions = () => useSessionsMutation((_: void) => callEndpoint(signOutOtherSessions));

/** Needs the current password; the server signs out every other session, so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChangeInput) => callEndpoint(changePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => callEndpoint(resendVerification) });
}
