// `npm run import -- fec-bulk <file>`: an FEC "all candidates" file read line by line (never whole), written
// in batches. Every line's figures are kept for its cycle; House and Senate lines of the coming election's
// cycle (or any cycle, when asked) are also candidates, keyed by FEC candidate id
// (docs/decisions/0250-fec-bulk-races.md), one per person however many ids they registered
// (docs/decisions/0306-one-candidate-per-person.md), and none of a sitting member's registrations that is no
// 2026 candidacy (docs/decisions/0322-races-that-agree.md). Lines that cannot be read are reported with their numbers.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Database } from '../../db/connect.ts';
import {
  type BulkCandidate,
  type CycleFigures,
  learnOfficialFecIds,
  linkedFecIds,
  removeUntouchedCandidates,
  sittingMembers,
  writeBulkBatch,
} from '../../repositories/import-fec-bulk.ts';
import { nextElectionYear } from '../candidates-import.ts';
import { RegistrationsByPerson, sameAs } from './duplicate-registrations.ts';
import { type CandidacyPlan, type NotACandidacy, OfficeholderRegistrations } from './officeholder-registrations.ts';
import { cycleOfFile, parseWeballLine } from './weball-line.ts';
import { cycleFigures, mapWeballCandidate } from './weball-mapping.ts';

const BATCH = 250;

export type FecBulkOptions = {
  /** The file's cycle when its name does not say it (weballYY.txt). */
  cycle?: number;
  /** Candidates from this file even when its cycle is not the coming election's (the demo seed). */
  candidates?: boolean;
  now?: Date;
  progress?: (line: string) => void;
};

export type FecBulkResult = {
  cycle: number;
  lines: number;
  added: number;
  updated: number;
  /**
   * Lines that changed no candidate: unchanged, presidential, of a past cycle, a person's second
   * registration, or a sitting member's registration that is no 2026 candidacy.
   */
  skipped: number;
  figures: number;
  unreadable: { line: number; reason: string }[];
  /** Lines of a person registered under another id too, and the id kept as their candidate. */
  sameAs: { line: number; fecCandidateId: string; keptAs: string }[];
  /** Lines of a sitting member's registration that is no 2026 candidacy, and why (a senator not up, ...). */
  notCandidacies: { line: number; fecCandidateId: string; reason: NotACandidacy }[];
  /** Candidates of an earlier import that were either of those, removed (nobody had touched them). */
  removed: number;
};

export async function importFecBulk(db: Database, file: string, options: FecBulkOptions = {}): Promise<FecBulkResult> {
  const cycle = options.cycle ?? cycleOfFile(file);
  if (!cycle) throw new Error(`The cycle of ${file} is unknown: name it weballYY.txt as the FEC does`);
  const asCandidates = options.candidates ?? cycle >= nextElectionYear(options.now ?? new Date());
  const result: FecBulkResult = {
    cycle,
    lines: 0,
    added: 0,
    updated: 0,
    skipped: 0,
    figures: 0,
    unreadable: [],
    sameAs: [],
    notCandidacies: [],
    removed: 0,
  };
  const { keptAs, plan } = asCandidates ? await planCandidates(db, file) : { keptAs: new Map<string, string>(), plan: undefined };
  let rows: BulkCandidate[] = [];
  let figures: CycleFigures[] = [];
  const flush = async () => {
    // A file that names one candidate twice: the later line wins, as a second import of it would.
    const { added, updated } = await writeBulkBatch(
      db,
      lastOf(rows, (r) => r.fecCandidateId),
      lastOf(figures, (f) => f.fecCandidateId),
    );
    result.added += added;
    result.updated += updated;
    result.skipped += figures.length - added - updated;
    result.figures += figures.length;
    rows = [];
    figures = [];
    options.progress?.(`fec-bulk: ${result.lines} lines read, ${result.added} added, ${result.updated} updated`);
  };
  for await (const { number, parsed } of readWeball(file)) {
    result.lines = number;
    if (!parsed) continue;
    if (!parsed.ok) {
      result.unreadable.push({ line: number, reason: parsed.reason });
      continue;
    }
    figures.push(cycleFigures(parsed.line, cycle));
    const { fecCandidateId, office, state } = parsed.line;
    const kept = keptAs.get(fecCandidateId);
    const notCandidacy = plan?.notCandidacies.get(fecCandidateId);
    if (kept) result.sameAs.push({ line: number, fecCandidateId, keptAs: kept });
    else if (notCandidacy) result.notCandidacies.push({ line: number, fecCandidateId, reason: notCandidacy });
    else if (plan && office !== 'P') {
      const context = { officialName: plan.memberOf.get(fecCandidateId)?.name, senateSeatUp: plan.senateSeatUp(state) };
      rows.push(mapWeballCandidate(parsed.line, cycle, context));
    }
    if (figures.length >= BATCH) await flush();
  }
  await flush();
  // An earlier import (before these rules) made a candidate of each registration: one nobody has scored,
  // commented on or followed goes, so a re-import leaves what a first import would.
  result.removed = await removeUntouchedCandidates(db, [...keptAs.keys(), ...(plan?.notCandidacies.keys() ?? [])]);
  return result;
}

/** The file's lines by number, each read or with the reason it could not be; null for a blank line. */
async function* readWeball(file: string) {
  let number = 0;
  for await (const text of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    number += 1;
    yield { number, parsed: text.trim() === '' ? null : parseWeballLine(text) };
  }
}

/**
 * A first read of the file: each House and Senate registration of a person registered twice for one race,
 * to the id kept; which registrations are sitting members' and which of those are no 2026 candidacy (an id
 * the file shows to be a member's, kept as a candidate, is stored with their record's).
 */
async function planCandidates(db: Database, file: string): Promise<{ keptAs: Map<string, string>; plan: CandidacyPlan }> {
  const people = new RegistrationsByPerson();
  const officeholders = new OfficeholderRegistrations();
  for await (const { parsed } of readWeball(file)) {
    if (!parsed?.ok || parsed.line.office === 'P') continue;
    people.add(parsed.line);
    officeholders.add(parsed.line);
  }
  const repeated = people.repeated();
  const keptAs = sameAs(
    repeated,
    await linkedFecIds(
      db,
      repeated.flat().map((r) => r.fecCandidateId),
    ),
  );
  const plan = officeholders.plan(await sittingMembers(db));
  // Only a registration that becomes a candidate needs its member's record to link it (Carter's Senate id).
  await learnOfficialFecIds(
    db,
    plan.learned.filter(({ fecCandidateId }) => !keptAs.has(fecCandidateId) && !plan.notCandidacies.has(fecCandidateId)),
  );
  return { keptAs, plan };
}

const lastOf = <T>(items: T[], key: (item: T) => string) => [...new Map(items.map((item) => [key(item), item])).values()];
