import { useQuery } from '@tanstack/react-query';
import { getRace } from '../../../shared/api/races.ts';
import { endpointQuery } from '../../lib/endpoint.ts';

export function useRace(segment: string) {
  return useQuery(endpointQuery(getRace, { params: { race: segment } }));
}
