import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Official, OfficialVote } from '../../../shared/schemas/officials.ts';
import { apiJson } from '../../lib/api.ts';

export const OFFICIALS_KEY = ['/api/officials'] as const;

/** The list carries each official's score and vote counts, so the tab never downloads every vote. */
export function useOfficials() {
  return useQuery<Official[]>({ queryKey: OFFICIALS_KEY });
}

/** One official's votes, newest first, only when their detail is open. */
export function useOfficialVotes(id: number) {
  return useQuery<OfficialVote[]>({ queryKey: ['/api/officials', id, 'votes'] });
}

export function useRefreshMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ added: number; skipped: number }>('POST', '/api/officials/refresh', {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: OFFICIALS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/votes'] });
    },
  });
}

export function useImportVotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson<{ votesAdded: number; billsCreated: number; billsSkipped: number }>('POST', '/api/officials/refresh-votes', {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: OFFICIALS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/votes'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/bills'] });
    },
  });
}
