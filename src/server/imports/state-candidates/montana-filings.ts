// Montana's 2026 candidate filings (the Secretary of State's CandidateList export): the legislature, the
// district courts, the Supreme Court and the Public Service Commission. Federal filings are left to the FEC's
// list, and a withdrawn or removed filing is no candidacy. The file also carries each candidate's mailing
// address and phone, most of them personal: those columns are never read (docs/decisions/0337-state-and-local-races.md).
import { parse } from 'csv-parse/sync';
import type { StateRaceOffice } from '../../../shared/state-races.ts';
import { displayName, normalizeParty } from '../normalize.ts';
import { countSkipped, type StateCandidateList, StateCandidateListError, withRaceKey } from './candidate-rows.ts';

const COLUMNS = ['Status', 'District Type', 'District', 'Race', 'Name', 'Email/Web Address', 'Filing Date', 'Party Preference'] as const;
type Filing = Record<(typeof COLUMNS)[number], string>;

/** Each race's words in the file, to an office and its district. */
const RACES: [RegExp, StateRaceOffice, (match: RegExpExecArray) => string][] = [
  [/^STATE REPRESENTATIVE DISTRICT (\d+)$/, 'State House', (m) => String(Number(m[1]))],
  [/^STATE SENATOR DISTRICT (\d+)$/, 'State Senate', (m) => String(Number(m[1]))],
  [
    /^DISTRICT COURT JUDGE DISTRICT (\d+), DEPT (\d+)( UNEXPIRED)?$/,
    'District Court Judge',
    (m) => `District ${Number(m[1])}, Dept. ${Number(m[2])}${m[3] ? ' (unexpired term)' : ''}`,
  ],
  [/^PUBLIC SERVICE COMMISSIONER, DISTRICT (\d+)$/, 'Public Service Commissioner', (m) => String(Number(m[1]))],
  [/^SUPREME COURT JUSTICE #(\d+)$/, 'Supreme Court Justice', (m) => `Seat ${Number(m[1])}`],
];

const FEDERAL = /^UNITED STATES /;
const WITHDRAWN = new Set(['WITHDRAWN', 'REMOVED']);
const PARTIES: Record<string, string> = { NON: 'Nonpartisan' };

/** '2/17/2026 9:08:45 AM' → '2026-02-17'. */
function filingDay(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(text.trim());
  return match ? `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}` : null;
}

/** 'KYLE@X.COM<br />WWW.X.COM' → the e-mail and the website, each where one was filed and reads as one. */
export function campaignContacts(text: string): { website: string | null; campaignEmail: string | null } {
  let website: string | null = null;
  let campaignEmail: string | null = null;
  for (const part of text.split(/<br\s*\/?>/i).map((piece) => piece.trim().toLowerCase())) {
    if (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/.test(part)) campaignEmail ??= part;
    else if (/^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/.test(part)) website ??= part.startsWith('http') ? part : `https://${part}`;
  }
  return { website, campaignEmail };
}

/** Reads the export whole; a file without its columns is refused before anything is written. */
export function readMontanaFilings(text: string): StateCandidateList {
  const records = parse(text, { bom: true, columns: true, skip_empty_lines: true, relax_column_count: true }) as Filing[];
  const header = records[0] ? Object.keys(records[0]) : [];
  if (!COLUMNS.every((column) => header.includes(column))) {
    throw new StateCandidateListError(`not a Montana candidate filing list: it needs the columns ${COLUMNS.join(', ')}`);
  }
  const list: StateCandidateList = { rows: [], withdrawn: [], skipped: {} };
  for (const filing of records) {
    const race = filing.Race.trim();
    if (FEDERAL.test(race)) {
      countSkipped(list.skipped, 'federal race (the FEC’s list has it)');
      continue;
    }
    const known = RACES.flatMap(([pattern, office, district]) => {
      const match = pattern.exec(race);
      return match ? [{ office, district: district(match) }] : [];
    })[0];
    if (!known) {
      countSkipped(list.skipped, `race not known: ${race}`);
      continue;
    }
    const sourceKey = `mt-sos:${race}:${filing.Name.trim().replace(/\s+/g, ' ').toUpperCase()}`;
    if (WITHDRAWN.has(filing.Status.trim().toUpperCase())) {
      list.withdrawn.push(sourceKey);
      countSkipped(list.skipped, 'withdrawn or removed');
      continue;
    }
    const partyCode = filing['Party Preference'].trim().toUpperCase();
    list.rows.push(
      withRaceKey({
        source: 'mt-sos',
        sourceKey,
        name: displayName(filing.Name.replace(/\s+/g, ' ')),
        party: PARTIES[partyCode] ?? normalizeParty(partyCode),
        office: known.office,
        state: 'MT',
        district: known.district,
        filingDate: filingDay(filing['Filing Date']),
        primaryResult: null,
        ...campaignContacts(filing['Email/Web Address']),
      }),
    );
  }
  return list;
}
