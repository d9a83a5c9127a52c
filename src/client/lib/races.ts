// The races' reads: a race's candidates and seat holders, and an official's campaign money by cycle.
import { useQuery } from '@tanstack/react-query';
import { getOfficialMoney, getRace } from '../../shared/api/races.ts';
import { endpointQuery } from './endpoint.ts';

export function useRace(segment: string) {
  return useQuery(endpointQuery(getRace, { params: { race: segment } }));
}

export function useOfficialMoney(officialId: number) {
  return useQuery(endpointQuery(getOfficialMoney, { params: { id: officialId } }));
}
