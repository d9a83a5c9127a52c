import { useQuery } from '@tanstack/react-query';
import { getOfficialMoney, getRace } from '../../../shared/api/races.ts';
import { endpointQuery } from '../../lib/endpoint.ts';

export function useRace(segment: string) {
  return useQuery(endpointQuery(getRace, { params: { race: segment } }));
}

export function useOfficialMoney(officialId: number) {
  return useQuery(endpointQuery(getOfficialMoney, { params: { id: officialId } }));
}
