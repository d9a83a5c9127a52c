import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getImports, listAdminUsers, listAuditEvents, runSyncNow, setStaff } from '../../../shared/api/admin.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../../../shared/api/open-data.ts';
import type { AuditKind } from '../../../shared/schemas/audit.ts';
import type { SyncName } from '../../../shared/schemas/imports.ts';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/endpoint.ts';
import { usePages } from '../../lib/use-pages.ts';

export function useAdminUsers() {
  return usePages(listAdminUsers);
}

export function useSetStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isStaff }: { userId: string; isStaff: 0 | 1 }) =>
      callEndpoint(setStaff, { params: { userId }, body: { isStaff } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey(listAdminUsers) }),
        // The change is itself an audit event.
        queryClient.invalidateQueries({ queryKey: endpointKey(listAuditEvents) }),
      ]),
  });
}

/**
 * The audit log, newest first. Unlike the rest of the site's data, it is read afresh each time the page
 * opens: events keep arriving, and staff look here to see the latest.
 */
export function useAuditEvents(kind: AuditKind | undefined) {
  return usePages(listAuditEvents, { query: kind ? { kind } : {} }, { staleTime: 0 });
}

/** While a run is queued or running, the page asks again every two seconds; otherwise every half minute. */
export const IMPORTS_POLL_MS = { active: 2_000, idle: 30_000 } as const;

/**
 * The Imports page's schedules and runs, polled (docs/decisions/0244-imports-page.md): fast while a run
 * is under way, so its progress moves live, and slowly otherwise, so a run a schedule starts shows up.
 */
export function useImports() {
  return useQuery({
    ...endpointQuery(getImports),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.runs.some((run) => run.status === 'queued' || run.status === 'running')
        ? IMPORTS_POLL_MS.active
        : IMPORTS_POLL_MS.idle,
  });
}

export function useRunSyncNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sync: SyncName) => callEndpoint(runSyncNow, { params: { sync } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(getImports) }),
  });
}

/** Staff: the API keys, newest first (docs/decisions/0271-public-read-api.md). */
export function useApiKeys() {
  return useQuery({ ...endpointQuery(listApiKeys), staleTime: 0 });
}

export function useIssueApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callEndpoint(createApiKey, { body: { name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(listApiKeys) }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(revokeApiKey, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(listApiKeys) }),
  });
}
