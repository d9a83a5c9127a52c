import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMasthead, updateMasthead } from '../../../shared/api/masthead.ts';
import type { MastheadUpdate } from '../../../shared/schemas/masthead.ts';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/endpoint.ts';

export const useMasthead = () => useQuery(endpointQuery(getMasthead));

export function useUpdateMasthead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parts: MastheadUpdate) => callEndpoint(updateMasthead, { body: parts }),
    onSuccess: (saved) => queryClient.setQueryData(endpointKey(getMasthead), saved),
  });
}
