import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Candidate, NewCandidate } from '../../../shared/schemas/candidates.ts';
import { apiJson } from '../../lib/api.ts';

export const CANDIDATES_KEY = ['/api/candidates'] as const;

export function useCandidates() {
  return useQuery<Candidate[]>({ queryKey: CANDIDATES_KEY });
}

export function useRefreshCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ message?: string }>('POST', '/api/candidates/refresh', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY }),
  });
}

export function useAddCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: NewCandidate) => apiJson<Candidate>('POST', '/api/candidates', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY }),
  });
}
