// The words a state bill and a state roll call are shown in: the chamber as its own statehouse names it
// (legislatures.ts), a joint committee included, and a LegiScan session as a reader knows it.
import { chamberName, type StateChamberName } from './legislatures.ts';

/** A state roll call's or action's chamber: Open States' three, or a joint committee of both. */
export type StateChamber = StateChamberName | 'joint';
export const STATE_CHAMBERS = ['upper', 'lower', 'legislature', 'joint'] as const satisfies readonly StateChamber[];

/** 'Minnesota Senate', 'Minnesota House of Representatives', 'Minnesota Legislature (joint)'. */
export function stateChamberName(state: string, chamber: StateChamber): string {
  return chamber === 'joint' ? `${chamberName(state, 'legislature')} (joint)` : chamberName(state, chamber);
}

/** 'Minnesota Legislature': the body whose sessions LegiScan lists. */
export const legislatureName = (state: string) => chamberName(state, 'legislature');

/**
 * '94th Legislature 2025-2026', '1st Special Session 2025': LegiScan's session name and its years (its
 * title repeats the name or says 'Regular Session', and a CSV dataset gives the same text for both).
 */
export function sessionName(session: { name: string; yearStart: number; yearEnd: number }): string {
  const years = session.yearStart === session.yearEnd ? `${session.yearStart}` : `${session.yearStart}-${session.yearEnd}`;
  return session.name.includes(years) ? session.name : `${session.name} ${years}`;
}
