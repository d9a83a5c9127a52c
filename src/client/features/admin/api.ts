import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listAdminUsers, listAuditEvents, setStaff } from '../../../shared/api/admin.ts';
import type { AuditKind } from '../../../shared/schemas/audit.ts';
import { callEndpoint, endpointKey } from '../../lib/endpoint.ts';
import { usePages } from '../../lib/use-pages.ts';

export function useAdminUsers() {
  return usePages(listAdminUsers);
}

export function useSetStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isStaff }: { userId: string; isStaff: 0 | 1 }) => callEndpoint(setStaff, { params: { userId }, body: { isStaff } }),
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
