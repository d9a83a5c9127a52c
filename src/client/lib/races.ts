// The races' reads: a race's candidates and seat holders, and an official's campaign money by cycle.
import { useQuery } from '@tanstack/react-query';
import { getOfficialMoney, getRace, getStateRace, listRaces } from '../../shared/api/races.ts';
import { endpointQuery } from './endpoint.ts';

/** A House or Senate race; not asked while `enabled` is false (the address names another kind of race). */
export function useRace(segment: string, enabled = true) {
  return useQuery({ ...endpointQuery(getRace, { params: { race: segment } }), enabled });
}

/** A state or local race ('MT-state-house-12'). */
export function useStateRace(segment: string, enabled = true) {
  return useQuery({ ...endpointQuery(getStateRace, { params: { race: segment } }), enabled });
}

export function useOfficialMoney(officialId: number) {
  return useQuery(endpointQuery(getOfficialMoney, { params: { id: officialId } }));
}

/** A state's races, Congress's then its state and local ones; nothing to ask without a state. */
export function useStateRaces(state: string | undefined) {
  return useQuery({ ...endpointQuery(listRaces, { query: { state: state ?? '' } }), enabled: state !== undefined });
}
