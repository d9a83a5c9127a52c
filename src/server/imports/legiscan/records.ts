// What a LegiScan dataset holds, read the same from either of its formats (CSV or JSON): the session, its
// people, its bills with their sponsors and history, and its roll calls with every member's vote. Ids are
// LegiScan's own; chambers are LegiScan's words ('House', 'H', …) until the mapping reads them.

export type SessionRecord = {
  sessionId: number;
  state: string;
  yearStart: number;
  yearEnd: number;
  special: boolean;
  name: string;
  title: string;
};

export type PersonRecord = {
  peopleId: number;
  name: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  nickname: string;
  party: string;
  role: string;
  district: string;
  committeeId: number;
  ballotpedia: string;
  votesmartId: number | null;
  followthemoneyEid: number | null;
  opensecretsId: string;
  knowwhoPid: number | null;
  personHash: string;
};

export type BillRecord = {
  billId: number;
  sessionId: number;
  number: string;
  title: string;
  description: string;
  /** LegiScan's status code, 0–6. */
  status: number;
  statusDate: string | null;
  /** The committee the bill waits in, when it does. */
  pendingCommittee: string | null;
  lastAction: string | null;
  lastActionDate: string | null;
  /** The first day of its history: when it was introduced. */
  firstActionDate: string | null;
  url: string;
  stateLink: string | null;
  changeHash: string;
};

export type SponsorRecord = { billId: number; peopleId: number; position: number; sponsorType: number | null };

export type ActionRecord = { billId: number; sequence: number; date: string; chamber: string; action: string };

export type RollCallRecord = {
  rollCallId: number;
  billId: number;
  /** Null where LegiScan has none ('0000-00-00'): such a roll call cannot be placed in time and is left out. */
  date: string | null;
  chamber: string;
  description: string;
  yea: number;
  nay: number;
  nv: number;
  absent: number;
  total: number;
  /** JSON datasets say whether it passed; CSV datasets do not. */
  passed: boolean | null;
};

/** LegiScan's vote code: 1 Yea, 2 Nay, 3 NV (present, not voting), 4 Absent; and its words for it. */
export type VoteRecord = { rollCallId: number; peopleId: number; vote: number; text: string };

/**
 * Every bill, told changed or not against the hashes already stored; a changed (or new) one is followed,
 * at once or after all the bills, by all its sponsors (with the sponsor's own record where the format
 * carries one) and all its actions.
 */
export type BillItem =
  | { bill: BillRecord; changed: boolean }
  | { sponsor: SponsorRecord; person?: PersonRecord }
  | { action: ActionRecord };

/** Every roll call, told stored or not; a new one is followed, at once or after all of them, by its votes. */
export type RollCallItem = { rollCall: RollCallRecord; stored: boolean } | { vote: VoteRecord };

/** One dataset, read one entry at a time: each call walks the archive again. */
export interface DatasetReader {
  readonly format: 'csv' | 'json';
  session(): Promise<SessionRecord>;
  people(): AsyncIterable<PersonRecord>;
  bills(storedHashes: ReadonlyMap<number, string>): AsyncIterable<BillItem>;
  rollCalls(stored: ReadonlySet<number>): AsyncIterable<RollCallItem>;
}
