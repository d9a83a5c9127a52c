// `npm run import -- openstates-people <file.zip>`: every state legislator, statewide officer and mayor of
// an Open States people archive as officials, with their offices and contact links, then each LegiScan
// legislator joined to theirs (docs/decisions/0325-open-states-officials.md). The archive is read entry by
// entry and checked whole before anything is written, in one transaction. Incremental: the same archive
// again is known by its SHA-256 and not read; a newer one writes only the officials, offices and links
// whose values differ, and someone no longer in office keeps their record with their term ended.
import path from 'node:path';
import type { Database } from '../../db/connect.ts';
import type { JoinCard } from '../../domain/legislator-join.ts';
import { rematchCandidates } from '../../repositories/candidate-scores.ts';
import {
  endTerms,
  importedPeopleArchive,
  type OpenStatesOfficialRow,
  recordPeopleArchive,
  replaceContactLinks,
  replaceOffices,
  storedJoinCards,
  storedOpenStatesOfficials,
  upsertOpenStatesOfficials,
  writeJoinCards,
} from '../../repositories/import-openstates-people.ts';
import { archiveDigest } from '../legiscan/dataset-archive.ts';
import { currentOffices, type HeldOffice } from './current-offices.ts';
import { type JoinReport, joinStateLegislators } from './join-legislators.ts';
import { readPeopleArchive } from './person-archive.ts';
import { joinCard, linkRow, officeRows, officialRow } from './person-rows.ts';

export type OpenStatesPeopleOptions = {
  progress: (line: string) => void;
  /** Only these states (two-letter, upper case): the tests' and `--states`' narrowing. */
  states?: readonly string[] | undefined;
  /** The day ('YYYY-MM-DD') a legislative role must not have ended by; today in UTC when not given. */
  today?: string | undefined;
};

export type OpenStatesPeopleResult = {
  message: string;
  /** The archive had been imported before (for these states): nothing was read or written. */
  alreadyImported: boolean;
  holding: { legislators: number; executives: number; mayors: number };
  officials: { added: number; updated: number; unchanged: number; leftOffice: number };
  offices: { written: number; removed: number };
  links: number;
  join: JoinReport | null;
};

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const WRITTEN: readonly (keyof OpenStatesOfficialRow)[] = [
  'name',
  'party',
  'office',
  'level',
  'chamber',
  'state',
  'district',
  'imageUrl',
  'website',
  'termStart',
  'termEnd',
];

export async function importOpenStatesPeople(
  db: Database,
  file: string,
  options: OpenStatesPeopleOptions,
): Promise<OpenStatesPeopleResult> {
  const { progress } = options;
  const name = path.basename(file);
  const states = options.states ? [...new Set(options.states.map((s) => s.toUpperCase()))].sort() : null;
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const digest = await archiveDigest(file);
  const before = await importedPeopleArchive(db);
  const sameArchive = before?.sha256 === digest;
  if (sameArchive && (before.states === null || (states !== null && states.every((s) => before.states!.includes(s))))) {
    const message = `Nothing new: ${name} was imported before${before.states ? ` (${before.states.join(', ')})` : ''}; nothing written.`;
    progress(`openstates-people: ${message}`);
    return {
      message,
      alreadyImported: true,
      holding: { legislators: 0, executives: 0, mayors: 0 },
      officials: { added: 0, updated: 0, unchanged: 0, leftOffice: 0 },
      offices: { written: 0, removed: 0 },
      links: 0,
      join: null,
    };
  }

  const archive = await readPeopleArchive(file, { states: states ? new Set(states) : undefined, progress });
  const { held, notCurrent } = currentOffices(archive.people, archive.places, today);
  const holding = {
    legislators: held.filter((h) => h.chamber !== null).length,
    executives: held.filter((h) => h.level === 'state' && h.chamber === null).length,
    mayors: held.filter((h) => h.level === 'local').length,
  };
  progress(
    `openstates-people: ${holding.legislators} legislators, ${holding.executives} statewide officers and ${holding.mayors} mayors hold office; ${notCurrent} of the files read name no office held now`,
  );

  const written = await db.transaction(async (tx) => {
    const stored = await storedOpenStatesOfficials(tx, states);
    const rows = held.map(officialRow);
    const changed = rows.filter((row) => {
      const was = stored.get(row.openstatesId);
      return !was || WRITTEN.some((column) => was[column] !== row[column]);
    });
    const ids = new Map([...stored].map(([id, row]) => [id, row.id]));
    for (const [id, officialId] of await upsertOpenStatesOfficials(tx, changed)) ids.set(id, officialId);
    // A 2026 candidate imported before their official now has their record (docs/decisions/0337-state-and-local-races.md).
    if (changed.length > 0) await rematchCandidates(tx);
    const current = new Set(rows.map((row) => row.openstatesId));
    const left = [...stored.values()].filter((row) => !current.has(row.openstatesId) && (row.termEnd === null || row.termEnd >= today));
    await endTerms(
      tx,
      left.map((row) => row.id),
      dayBefore(today),
    );
    const idOf = (h: HeldOffice) => ids.get(h.person.id)!;
    const offices = await replaceOffices(
      tx,
      held.map(idOf),
      held.flatMap((h) => officeRows(h).map((office) => ({ ...office, officialId: idOf(h) }))),
    );
    const links = await replaceContactLinks(
      tx,
      held.map((h) => ({ ...linkRow(h), officialId: idOf(h) })),
    );
    await keepJoinCards(tx, held, idOf, new Set(left.map((row) => row.id)), states);
    await recordPeopleArchive(tx, {
      sha256: digest,
      states: states && sameArchive && before.states ? [...new Set([...before.states, ...states])].sort() : states,
      importedAt: new Date().toISOString(),
    });
    const added = changed.filter((row) => !stored.has(row.openstatesId)).length;
    return {
      officials: { added, updated: changed.length - added, unchanged: rows.length - changed.length, leftOffice: left.length },
      offices,
      links,
    };
  });

  const join = await joinStateLegislators(db, { states: states ?? undefined, progress });
  const { officials, offices, links } = written;
  const message =
    `${holding.legislators} state legislators, ${holding.executives} statewide officers and ${holding.mayors} mayors hold office: ` +
    `officials ${officials.added} new, ${officials.updated} changed, ${officials.unchanged} unchanged, ${officials.leftOffice} no longer in office; ` +
    `offices ${offices.written} written, ${offices.removed} removed; contact links ${links} written.` +
    (join.message ? `\n${join.message}` : '');
  progress(`openstates-people: ${message.split('\n')[0]}`);
  return { message, alreadyImported: false, holding, officials, offices, links, join };
}

// jsonb keeps an object's keys in its own order: cards are compared by a fixed list of them.
const CARD_KEYS: (keyof JoinCard)[] = [
  'officialId',
  'name',
  'givenName',
  'familyName',
  'otherNames',
  'chamber',
  'district',
  'ballotpedia',
  'votesmartIds',
  'current',
];
const cardsText = (cards: readonly JoinCard[]) => JSON.stringify(cards, CARD_KEYS);

/** Each state's join cards: the legislators holding a seat now, and those who left, kept as not current. */
async function keepJoinCards(
  db: Database,
  held: readonly HeldOffice[],
  idOf: (h: HeldOffice) => number,
  left: ReadonlySet<number>,
  states: readonly string[] | null,
): Promise<void> {
  const before = await storedJoinCards(db, states);
  const after = new Map<string, Map<number, JoinCard>>();
  for (const [state, cards] of before)
    after.set(state, new Map(cards.map((card) => [card.officialId, left.has(card.officialId) ? { ...card, current: false } : card])));
  for (const h of held) {
    if (h.chamber === null) continue;
    const cards = after.get(h.state) ?? new Map<number, JoinCard>();
    after.set(h.state, cards);
    cards.set(idOf(h), joinCard({ ...h, chamber: h.chamber }, idOf(h)));
  }
  for (const [state, cards] of after) {
    const value = [...cards.values()].sort((a, b) => a.officialId - b.officialId);
    const was = [...(before.get(state) ?? [])].sort((a, b) => a.officialId - b.officialId);
    if (cardsText(value) !== cardsText(was)) await writeJoinCards(db, state, value);
  }
}
