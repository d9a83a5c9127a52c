import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '../../../shared/schemas/users.ts';
import { apiRequest } from '../../lib/api.ts';

const ADMIN_USERS_KEY = ['/api/admin/users'] as const;

export function useAdminUsers() {
  return useQuery<AdminUser[]>({ queryKey: ADMIN_USERS_KEY });
}

export function useSetStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isStaff }: { userId: string; isStaff: 0 | 1 }) =>
      apiRequest('PATCH', `/api/admin/users/${userId}/staff`, { isStaff }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
