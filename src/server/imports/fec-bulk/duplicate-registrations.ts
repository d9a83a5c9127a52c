// One person registered under several FEC candidate ids: the FEC then gives their one committee's totals
// under each id, to the cent, and the race listed them twice (Christopher Volpe in Ohio's Senate race, Mark
// Harris in NC-8). The import keeps one candidate per person (docs/decisions/0306-one-candidate-per-person.md).
import type { WeballLine } from './weball-line.ts';

export type Registration = { fecCandidateId: string; incumbent: boolean };

/**
 * What two lines of one person share: the name as filed, the state, the party, every total and the
 * coverage date, and the race (office and district) unless `acrossOffices`: the FEC also gives a member's
 * one committee's totals under their id for the other chamber (docs/decisions/0322-races-that-agree.md).
 * The id, the incumbent/challenger code and the results are each registration's own.
 */
export function personKey(line: WeballLine, acrossOffices = false): string {
  const { fecCandidateId: _id, incumbency: _incumbency, results: _results, office, district, ...rest } = line;
  return JSON.stringify(acrossOffices ? rest : { ...rest, office, district });
}

/**
 * The registration the import keeps of one person's: the one an official's record names (so 'Verified'
 * and the voting score follow), else the one the FEC calls the incumbent, else the first in the file.
 */
function keptRegistration(registrations: readonly Registration[], linked: ReadonlySet<string>): Registration {
  return registrations.find((r) => linked.has(r.fecCandidateId)) ?? registrations.find((r) => r.incumbent) ?? registrations[0]!;
}

/** Each person's registrations, in file order, for those with more than one. */
export class RegistrationsByPerson {
  private readonly byKey = new Map<string, Registration[]>();

  add(line: WeballLine) {
    const key = personKey(line);
    const registrations = this.byKey.get(key) ?? [];
    // The same id twice is one registration (the import writes its later line).
    if (registrations.some((r) => r.fecCandidateId === line.fecCandidateId)) return;
    registrations.push({ fecCandidateId: line.fecCandidateId, incumbent: line.incumbency === 'I' });
    this.byKey.set(key, registrations);
  }

  /** Every person registered more than once. */
  repeated(): Registration[][] {
    return [...this.byKey.values()].filter((registrations) => registrations.length > 1);
  }
}

/** Each left-out registration's id, to the id kept of the same person. */
export function sameAs(people: readonly Registration[][], linked: ReadonlySet<string>): Map<string, string> {
  const map = new Map<string, string>();
  for (const registrations of people) {
    const kept = keptRegistration(registrations, linked);
    for (const r of registrations) if (r !== kept) map.set(r.fecCandidateId, kept.fecCandidateId);
  }
  return map;
}
