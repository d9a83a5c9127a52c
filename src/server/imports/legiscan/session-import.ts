// One LegiScan dataset's writes, inside the import's transaction (docs/decisions/0321-legiscan-datasets.md):
// the people, then the bills with their sponsors and history, then the roll calls with every member's
// position, each against what the session already holds, in batches of bounded size.
import type { Database } from '../../db/connect.ts';
import type { PartyTally } from '../../db/schema.ts';
import { stateChamber } from '../../domain/state-chambers.ts';
import {
  type ActionRow,
  type BillWrite,
  insertActions,
  insertPositions,
  insertSponsors,
  insertStateRollCalls,
  type LegiscanPersonRow,
  type PositionRow,
  type SponsorRow,
  type StateRollCallInsert,
  type StoredBill,
  type StoredPerson,
  type StoredSession,
  writeLegiscanPeople,
  writeStateBills,
  writeTallies,
} from '../../repositories/import-legiscan.ts';
import { legiscanMemberKey, positionOf, stateBillRow, stateRollCallRow } from './legiscan-mapping.ts';
import type { DatasetReader, PersonRecord, SessionRecord } from './records.ts';

/** Rows held before a batch is written: bounded memory, and few statements for PGlite. */
const BATCH_ROWS = 20_000;

type Counts = { added: number; updated: number; unchanged: number };

export type LegiscanResult = {
  message: string;
  format: 'csv' | 'json' | null;
  state: string;
  sessionId: number;
  session: string;
  /** The archive had been imported before: nothing was read or written. */
  alreadyImported: boolean;
  people: Counts;
  bills: Counts;
  sponsors: number;
  actions: number;
  rollCalls: { added: number; unchanged: number; floor: number; committee: number };
  positions: number;
  /** What was left out, and why: roll calls without a date, sponsors and votes naming no person of the dataset. */
  skipped: string[];
};

const zero = (): Counts => ({ added: 0, updated: 0, unchanged: 0 });

/** Where each position counts in a party's tally; LegiScan's absent members apart from those present and not voting. */
const TALLIED: Record<string, 'yes' | 'no' | 'notVoting' | 'absent'> = {
  Yes: 'yes',
  No: 'no',
  'Not Voting': 'notVoting',
  Absent: 'absent',
};

export function emptyResult(state: string, sessionId: number, session: string, format: 'csv' | 'json' | null): LegiscanResult {
  return {
    message: '',
    format,
    state,
    sessionId,
    session,
    alreadyImported: false,
    people: zero(),
    bills: zero(),
    sponsors: 0,
    actions: 0,
    rollCalls: { added: 0, unchanged: 0, floor: 0, committee: 0 },
    positions: 0,
    skipped: [],
  };
}

/** One dataset's writes, in the order their keys need: people, bills, then roll calls. */
export class SessionImport {
  private readonly db: Database;
  private readonly session: SessionRecord;
  private readonly datasetDate: string;
  private readonly progress: (line: string) => void;
  private readonly billsHeld: Map<number, StoredBill>;
  private readonly rollCallsHeld: ReadonlySet<number>;
  private readonly peopleHeld: Map<number, StoredPerson>;
  private readonly counts: LegiscanResult;
  private readonly skipped = { sponsors: 0, positions: 0, undated: 0 };

  constructor(db: Database, session: SessionRecord, datasetDate: string, stored: StoredSession, progress: (line: string) => void) {
    this.db = db;
    this.session = session;
    this.datasetDate = datasetDate;
    this.progress = progress;
    this.billsHeld = stored.bills;
    this.rollCallsHeld = stored.rollCalls;
    this.peopleHeld = stored.people;
    this.counts = emptyResult(session.state, session.sessionId, session.title, null);
  }

  private personRow(person: PersonRecord): LegiscanPersonRow {
    const orNull = (text: string) => text || null;
    return {
      peopleId: person.peopleId,
      state: this.session.state,
      name: person.name,
      firstName: orNull(person.firstName),
      middleName: orNull(person.middleName),
      lastName: orNull(person.lastName),
      suffix: orNull(person.suffix),
      nickname: orNull(person.nickname),
      party: orNull(person.party),
      role: orNull(person.role),
      chamber: stateChamber(this.session.state, person.role) ?? null,
      district: orNull(person.district),
      committeeId: person.committeeId,
      ballotpedia: orNull(person.ballotpedia),
      votesmartId: person.votesmartId,
      followthemoneyEid: person.followthemoneyEid,
      opensecretsId: orNull(person.opensecretsId),
      knowwhoPid: person.knowwhoPid,
      personHash: person.personHash,
      sessionId: this.session.sessionId,
      datasetDate: this.datasetDate,
    };
  }

  /** Held as a person of the state from now on; whether the dataset's record of them is to be written. */
  private hold(person: PersonRecord): 'added' | 'updated' | 'unchanged' {
    const held = this.peopleHeld.get(person.peopleId);
    // A dataset older than the one that last wrote the person does not undo it.
    const outcome = !held
      ? 'added'
      : held.personHash !== person.personHash && (held.datasetDate ?? '') <= this.datasetDate
        ? 'updated'
        : 'unchanged';
    if (outcome !== 'unchanged')
      this.peopleHeld.set(person.peopleId, {
        name: person.name,
        party: person.party || null,
        personHash: person.personHash,
        datasetDate: this.datasetDate,
      });
    return outcome;
  }

  async people(reader: DatasetReader): Promise<void> {
    const rows: LegiscanPersonRow[] = [];
    for await (const person of reader.people()) {
      const outcome = this.hold(person);
      this.counts.people[outcome] += 1;
      if (outcome !== 'unchanged') rows.push(this.personRow(person));
    }
    await writeLegiscanPeople(this.db, rows);
    const { added, updated, unchanged } = this.counts.people;
    this.progress(`legiscan: people: ${added} new, ${updated} changed, ${unchanged} unchanged`);
  }

  async bills(reader: DatasetReader): Promise<void> {
    const storedHashes = new Map([...this.billsHeld].map(([id, bill]) => [id, bill.changeHash]));
    let writes: BillWrite[] = [];
    let sponsors: { legiscanBillId: number; peopleId: number; position: number; sponsorType: number | null }[] = [];
    let actions: { legiscanBillId: number; row: Omit<ActionRow, 'billId'> }[] = [];
    let sponsorPeople: LegiscanPersonRow[] = [];
    const flush = async () => {
      const created = await writeStateBills(this.db, writes);
      for (const w of writes) {
        const id = w.storedId ?? created.get(w.legiscan.legiscanBillId)!;
        this.billsHeld.set(w.legiscan.legiscanBillId, { id, changeHash: w.legiscan.changeHash, number: w.bill.billNumber });
      }
      await writeLegiscanPeople(this.db, sponsorPeople);
      const sponsorRows = sponsors.flatMap(({ legiscanBillId, ...sponsor }): Required<SponsorRow>[] => {
        if (this.peopleHeld.has(sponsor.peopleId)) return [{ ...sponsor, billId: this.billsHeld.get(legiscanBillId)!.id }];
        this.skipped.sponsors += 1;
        return [];
      });
      await insertSponsors(this.db, sponsorRows);
      await insertActions(
        this.db,
        actions.map(({ legiscanBillId, row }) => ({ ...row, billId: this.billsHeld.get(legiscanBillId)!.id })),
      );
      this.counts.sponsors += sponsorRows.length;
      this.counts.actions += actions.length;
      writes = [];
      sponsors = [];
      actions = [];
      sponsorPeople = [];
      const { added, updated, unchanged } = this.counts.bills;
      this.progress(
        `legiscan: bills: ${added + updated + unchanged} read, ${added} new, ${updated} changed; ${this.counts.sponsors} sponsors, ${this.counts.actions} actions written`,
      );
    };
    for await (const item of reader.bills(storedHashes)) {
      if ('bill' in item) {
        const held = this.billsHeld.get(item.bill.billId);
        this.counts.bills[!item.changed ? 'unchanged' : held ? 'updated' : 'added'] += 1;
        if (!item.changed) continue;
        const { billId: legiscanBillId, changeHash, status, statusDate, pendingCommittee, url, stateLink } = item.bill;
        writes.push({
          bill: stateBillRow(item.bill, this.session.state),
          legiscan: { legiscanBillId, sessionId: this.session.sessionId, changeHash, status, statusDate, pendingCommittee, url, stateLink },
          storedId: held?.id,
        });
      } else if ('sponsor' in item) {
        // A sponsor the dataset's people do not list (the JSON format describes each sponsor in full).
        if (item.person && !this.peopleHeld.has(item.person.peopleId)) {
          this.hold(item.person);
          this.counts.people.added += 1;
          sponsorPeople.push(this.personRow(item.person));
        }
        const { billId: legiscanBillId, ...sponsor } = item.sponsor;
        sponsors.push({ legiscanBillId, ...sponsor });
      } else {
        const { billId: legiscanBillId, chamber, ...action } = item.action;
        actions.push({
          legiscanBillId,
          row: { ...action, chamber: stateChamber(this.session.state, chamber) ?? null },
        });
      }
      if (writes.length + sponsors.length + actions.length >= BATCH_ROWS) await flush();
    }
    await flush();
  }

  async rollCalls(reader: DatasetReader): Promise<void> {
    let headers: { rollCallId: number; row: StateRollCallInsert }[] = [];
    let votes: { rollCallId: number; peopleId: number; position: string }[] = [];
    // The new roll calls' ids here, by LegiScan id: their votes may come in a later batch (CSV).
    const created = new Map<number, number>();
    // Their tallies by party, counted from the positions as they are written.
    const tallies = new Map<number, Map<string, PartyTally>>();
    const count = (rollCallId: number, party: string, position: string) => {
      let byParty = tallies.get(rollCallId);
      if (!byParty) tallies.set(rollCallId, (byParty = new Map()));
      let tally = byParty.get(party);
      if (!tally) byParty.set(party, (tally = { party, yes: 0, no: 0, present: 0, notVoting: 0, absent: 0 }));
      const field = TALLIED[position];
      if (field) tally[field]! += 1;
    };
    const flush = async () => {
      const ids = await insertStateRollCalls(
        this.db,
        headers.map((h) => h.row),
      );
      for (const { rollCallId, row } of headers) if (ids.has(row.key)) created.set(rollCallId, ids.get(row.key)!);
      const positions = votes.flatMap(({ rollCallId, peopleId, position }): PositionRow[] => {
        const id = created.get(rollCallId);
        const person = this.peopleHeld.get(peopleId);
        if (id === undefined) return [];
        if (!person) {
          this.skipped.positions += 1;
          return [];
        }
        return [
          {
            rollCallId: id,
            memberKey: legiscanMemberKey(peopleId),
            name: person.name,
            party: person.party ?? '',
            state: this.session.state,
            position,
            officialId: null,
          },
        ];
      });
      await insertPositions(this.db, positions);
      for (const p of positions) count(p.rollCallId, p.party, p.position);
      this.counts.positions += positions.length;
      headers = [];
      votes = [];
      const { added, unchanged } = this.counts.rollCalls;
      this.progress(`legiscan: roll calls: ${added + unchanged} read, ${added} new, ${this.counts.positions} positions`);
    };
    for await (const item of reader.rollCalls(this.rollCallsHeld)) {
      if ('vote' in item) votes.push({ rollCallId: item.vote.rollCallId, peopleId: item.vote.peopleId, position: positionOf(item.vote) });
      else if (item.stored) this.counts.rollCalls.unchanged += 1;
      else {
        const { rollCall } = item;
        const date = rollCall.date;
        if (date === null) this.skipped.undated += 1;
        else {
          const row = stateRollCallRow({ ...rollCall, date }, this.session, this.billsHeld.get(rollCall.billId));
          this.counts.rollCalls.added += 1;
          this.counts.rollCalls[row.floor ? 'floor' : 'committee'] += 1;
          headers.push({ rollCallId: rollCall.rollCallId, row });
        }
      }
      if (headers.length + votes.length >= BATCH_ROWS) await flush();
    }
    await flush();
    await writeTallies(
      this.db,
      [...tallies].map(([id, byParty]) => ({ id, partyTally: [...byParty.values()].sort((a, b) => a.party.localeCompare(b.party)) })),
    );
  }

  result(format: 'csv' | 'json'): LegiscanResult {
    const skipped = [
      this.skipped.sponsors ? `${this.skipped.sponsors} sponsors name no person of the dataset` : '',
      this.skipped.positions ? `${this.skipped.positions} votes name no person of the dataset` : '',
      this.skipped.undated ? `${this.skipped.undated} roll calls have no date ('0000-00-00')` : '',
    ].filter(Boolean);
    const r = { ...this.counts, format, skipped };
    const wrote = r.people.added + r.people.updated + r.bills.added + r.bills.updated + r.rollCalls.added > 0;
    const s = this.session;
    r.message = wrote
      ? `${s.state} ${s.title}: people ${r.people.added} new, ${r.people.updated} changed; bills ${r.bills.added} new, ${r.bills.updated} changed ` +
        `(${r.sponsors} sponsors, ${r.actions} actions); roll calls ${r.rollCalls.added} new (${r.rollCalls.floor} floor, ` +
        `${r.rollCalls.committee} committee) with ${r.positions} positions; unchanged: ${r.people.unchanged} people, ` +
        `${r.bills.unchanged} bills, ${r.rollCalls.unchanged} roll calls.${skipped.length ? ` Left out: ${skipped.join('; ')}.` : ''}`
      : `Nothing new: ${s.state} ${s.title} already holds all ${r.people.unchanged} people, ${r.bills.unchanged} bills and ${r.rollCalls.unchanged} roll calls of this dataset; nothing else written.`;
    return r;
  }
}
