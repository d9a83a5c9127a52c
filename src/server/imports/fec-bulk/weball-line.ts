// One line of the FEC's "all candidates" bulk file (weballYY.txt): 30 pipe-separated columns, no header,
// in the order of the FEC's "All candidates file description" (datasets/README.md, "fec-bulk/").
import type { ElectionResults } from '../../../shared/schemas/election-results.ts';
import { normalizeDistrict, normalizeParty } from '../normalize.ts';

const COLUMNS = 30;
// FEC party codes normalizeParty does not know. Minnesota's DFL is the Democratic party there, as its
// members' records say.
const FEC_PARTIES: Record<string, string> = {
  DFL: 'Democrat',
  NPA: 'No party affiliation',
  NOP: 'No party preference',
  NNE: 'None',
  NON: 'Nonpartisan',
  UN: 'Unaffiliated',
  UNK: 'Unknown',
  OTH: 'Other',
  W: 'Write-in',
  CON: 'Constitution',
  WFP: 'Working Families',
  IDP: 'Independence',
};
const ID = /^[HSP][0-9A-Z]{8}$/;
// SPEC_ELECTION, PRIM_ELECTION, RUN_ELECTION and GEN_ELECTION: W(inner) or L(oser) once the FEC has the
// result, empty before (every line of the bundled files is empty).
const RESULT_COLUMNS = { special: 20, primary: 21, runoff: 22, general: 23 } as const;
const RESULTS = { W: 'won', L: 'lost' } as const;

export type WeballLine = {
  fecCandidateId: string;
  office: 'H' | 'S' | 'P';
  /** As the FEC writes it: 'PELTOLA, MARY'. */
  name: string;
  incumbency: 'I' | 'C' | 'O' | null;
  party: string;
  state: string;
  /** House districts without leading zeros, null at large; null for the Senate and the presidency. */
  district: string | null;
  receipts: number;
  disbursements: number;
  individual: number;
  pacs: number;
  partyCommittees: number;
  candidateMoney: number;
  loans: number;
  cashOnHand: number;
  debts: number;
  /** ISO date, or null when the line has none. */
  coverageEnd: string | null;
  /** The elections of the cycle the FEC has a result for (none before they are held). */
  results: ElectionResults;
};

export type WeballResult = { ok: true; line: WeballLine } | { ok: false; reason: string };

function amount(field: string | undefined, column: string): number {
  const text = (field ?? '').trim();
  if (text === '') return 0;
  // The FEC writes '.09' and '-415.03'; anything else is not a figure.
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) throw new Error(`${column} is not an amount: '${text}'`);
  return Number(text);
}

function electionResults(f: readonly string[]): ElectionResults {
  const results: ElectionResults = {};
  for (const [election, column] of Object.entries(RESULT_COLUMNS) as [keyof ElectionResults, number][]) {
    const result = RESULTS[f[column]!.trim().toUpperCase() as keyof typeof RESULTS];
    if (result) results[election] = result;
  }
  return results;
}

function isoDate(field: string | undefined): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((field ?? '').trim());
  if (!match) return null;
  return `${match[3]}-${match[1]}-${match[2]}`;
}

export function parseWeballLine(text: string): WeballResult {
  const f = text.replace(/\r$/, '').split('|');
  if (f.length !== COLUMNS) return { ok: false, reason: `${f.length} columns, expected ${COLUMNS}` };
  const id = f[0]!.trim();
  if (!ID.test(id)) return { ok: false, reason: `not an FEC candidate id: '${id}'` };
  const name = f[1]!.trim();
  if (!name) return { ok: false, reason: 'no name' };
  const ici = f[2]!.trim();
  const office = id[0] as WeballLine['office'];
  try {
    return {
      ok: true,
      line: {
        fecCandidateId: id,
        office,
        name,
        incumbency: ici === 'I' || ici === 'C' || ici === 'O' ? ici : null,
        party: FEC_PARTIES[f[4]!.trim()] ?? normalizeParty(f[4]),
        state: office === 'P' ? 'US' : f[18]!.trim().toUpperCase(),
        district: office === 'H' ? normalizeDistrict(f[19]!.trim()) : null,
        receipts: amount(f[5], 'TTL_RECEIPTS'),
        disbursements: amount(f[7], 'TTL_DISB'),
        cashOnHand: amount(f[10], 'COH_COP'),
        candidateMoney: amount(f[11], 'CAND_CONTRIB'),
        loans: amount(f[12], 'CAND_LOANS') + amount(f[13], 'OTHER_LOANS'),
        debts: amount(f[16], 'DEBTS_OWED_BY'),
        individual: amount(f[17], 'TTL_INDIV_CONTRIB'),
        pacs: amount(f[25], 'OTHER_POL_CMTE_CONTRIB'),
        partyCommittees: amount(f[26], 'POL_PTY_CONTRIB'),
        coverageEnd: isoDate(f[27]),
        results: electionResults(f),
      },
    };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}

/** 'weball26.txt' → 2026: the FEC names each file by the cycle's last two digits. */
export function cycleOfFile(file: string): number | undefined {
  const match = /weball(\d{2})/i.exec(file.split(/[\\/]/).at(-1) ?? '');
  return match ? 2000 + Number(match[1]) : undefined;
}
