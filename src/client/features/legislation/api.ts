import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bill, NewBill, RefreshBillsResult } from '../../../shared/schemas/bills.ts';
import { apiJson } from '../../lib/api.ts';

export const BILLS_KEY = ['/api/bills'] as const;

export function useBills() {
  return useQuery<Bill[]>({ queryKey: BILLS_KEY });
}

export function useRefreshBills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<RefreshBillsResult>('POST', '/api/bills/refresh', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLS_KEY }),
  });
}

export function useAddBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: NewBill) => apiJson<Bill>('POST', '/api/bills', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLS_KEY }),
  });
}
