// LegiScan's CSV format: `{ST}/{session}/csv/{people,bills,sponsors,history,rollcalls,votes}.csv`, each read
// as a stream by a real CSV parser (quoted fields span lines). The format carries no change_hash nor
// person_hash, so they are made here: a person's is the SHA-256 of their row, a bill's that of its rows in
// bills.csv, sponsors.csv and history.csv together, read in a first pass that keeps only one running hash
// per bill; the second pass gives the changed bills' rows.
import { createHash, type Hash } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { parse } from 'csv-parse';
import { archiveEntries, DatasetError } from './dataset-archive.ts';
import { type CsvTable, type DatasetLayout, sessionFolder } from './dataset-layout.ts';
import type { BillItem, BillRecord, DatasetReader, PersonRecord, RollCallItem, SessionRecord } from './records.ts';

/** The columns read from each table, as its README documents them; a table without one of them is refused. */
const COLUMNS = {
  people: [
    'people_id',
    'name',
    'first_name',
    'middle_name',
    'last_name',
    'suffix',
    'nickname',
    'party',
    'role',
    'district',
    'followthemoney_eid',
    'votesmart_id',
    'opensecrets_id',
    'ballotpedia',
    'knowwho_pid',
    'committee_id',
  ],
  bills: [
    'bill_id',
    'session_id',
    'bill_number',
    'status',
    'status_date',
    'title',
    'description',
    'committee_id',
    'committee',
    'last_action_date',
    'last_action',
    'url',
    'state_link',
  ],
  sponsors: ['bill_id', 'people_id', 'position'],
  history: ['bill_id', 'date', 'chamber', 'sequence', 'action'],
  rollcalls: ['bill_id', 'roll_call_id', 'date', 'chamber', 'description', 'yea', 'nay', 'nv', 'absent', 'total'],
  votes: ['roll_call_id', 'people_id', 'vote', 'vote_desc'],
} as const satisfies Record<CsvTable, readonly string[]>;

type Row<T extends CsvTable> = Record<(typeof COLUMNS)[T][number], string>;

/** One row's fields, read with the table and line they came from so a bad value is named where it is. */
class Fields<T extends CsvTable> {
  readonly table: T;
  readonly line: number;
  readonly row: Row<T>;

  constructor(table: T, line: number, row: Row<T>) {
    this.table = table;
    this.line = line;
    this.row = row;
  }

  private bad(column: string, what: string): never {
    throw new DatasetError(`${this.table}.csv line ${this.line}: ${column} is not ${what} ('${this.row[column as keyof Row<T>]}')`);
  }

  text(column: keyof Row<T>): string {
    return this.row[column].trim();
  }

  int(column: keyof Row<T>): number {
    const value = this.text(column);
    return /^-?\d+$/.test(value) ? Number(value) : this.bad(String(column), 'a whole number');
  }

  /** LegiScan writes 0 or nothing for an identifier it does not have. */
  id(column: keyof Row<T>): number | null {
    return this.text(column) === '' ? null : this.int(column) || null;
  }

  /** A day; LegiScan writes none as nothing or as '0000-00-00'. */
  date(column: keyof Row<T>): string | null {
    const value = this.text(column);
    if (value === '' || value === '0000-00-00') return null;
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : this.bad(String(column), 'a date (YYYY-MM-DD)');
  }

  requiredDate(column: keyof Row<T>): string {
    return this.date(column) ?? this.bad(String(column), 'a date (YYYY-MM-DD)');
  }

  /** The row's values in the table's column order: what its hash is made of. */
  values(): string {
    return COLUMNS[this.table].map((column) => this.row[column as keyof Row<T>]).join('\u001f');
  }
}

export class CsvDataset implements DatasetReader {
  readonly format = 'csv';
  private readonly file: string;
  private readonly layout: DatasetLayout;

  constructor(file: string, layout: DatasetLayout) {
    this.file = file;
    this.layout = layout;
  }

  /** Every row of one table, parsed as it streams out of the archive. */
  private async *rows<T extends CsvTable>(table: T): AsyncGenerator<Fields<T>> {
    const target = `${this.layout.state}/${this.layout.folder}/csv/${table}.csv`;
    const name = path.basename(this.file);
    for await (const entry of archiveEntries(this.file)) {
      if (entry.name !== target) continue;
      const parser = parse({
        bom: true,
        skip_empty_lines: true,
        info: true,
        columns: (header: string[]) => {
          const missing = COLUMNS[table].filter((column) => !header.includes(column));
          if (missing.length)
            throw new DatasetError(`${table}.csv in ${name} lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
          return header;
        },
      });
      pipeline(await entry.open(), parser, (error) => error && parser.destroy(error));
      try {
        for await (const { record, info } of parser as AsyncIterable<{ record: Row<T>; info: { lines: number } }>)
          yield new Fields(table, info.lines, record);
      } catch (error) {
        throw error instanceof DatasetError
          ? error
          : new DatasetError(`${table}.csv in ${name} cannot be read: ${(error as Error).message}`);
      }
      return;
    }
  }

  async session(): Promise<SessionRecord> {
    for await (const bill of this.rows('bills'))
      return { sessionId: bill.int('session_id'), state: this.layout.state, ...sessionFolder(this.layout.folder) };
    throw new DatasetError(`bills.csv in ${path.basename(this.file)} has no bill: there is nothing to import`);
  }

  async *people(): AsyncGenerator<PersonRecord> {
    for await (const p of this.rows('people')) {
      yield {
        peopleId: p.int('people_id'),
        name: p.text('name'),
        firstName: p.text('first_name'),
        middleName: p.text('middle_name'),
        lastName: p.text('last_name'),
        suffix: p.text('suffix'),
        nickname: p.text('nickname'),
        party: p.text('party'),
        role: p.text('role'),
        district: p.text('district'),
        committeeId: p.id('committee_id') ?? 0,
        ballotpedia: p.text('ballotpedia'),
        votesmartId: p.id('votesmart_id'),
        followthemoneyEid: p.id('followthemoney_eid'),
        opensecretsId: p.text('opensecrets_id'),
        knowwhoPid: p.id('knowwho_pid'),
        personHash: createHash('sha256').update(p.values()).digest('hex'),
      };
    }
  }

  /** Each bill's hash over its rows in the three tables that describe it, and the first day of its history. */
  private async billDigests(): Promise<Map<number, { changeHash: string; firstActionDate: string | null }>> {
    const running = new Map<number, { hash: Hash; first: string | null }>();
    const add = (billId: number, values: string, date: string | null = null) => {
      let bill = running.get(billId);
      if (!bill) running.set(billId, (bill = { hash: createHash('sha256'), first: null }));
      bill.hash.update(values).update('\u001e');
      if (date && (bill.first === null || date < bill.first)) bill.first = date;
    };
    for await (const b of this.rows('bills')) add(b.int('bill_id'), b.values());
    for await (const s of this.rows('sponsors')) add(s.int('bill_id'), s.values());
    for await (const h of this.rows('history')) add(h.int('bill_id'), h.values(), h.requiredDate('date'));
    return new Map([...running].map(([billId, { hash, first }]) => [billId, { changeHash: hash.digest('hex'), firstActionDate: first }]));
  }

  async *bills(storedHashes: ReadonlyMap<number, string>): AsyncGenerator<BillItem> {
    const digests = await this.billDigests();
    const changed = new Set<number>();
    for await (const b of this.rows('bills')) {
      const bill = billOf(b, digests.get(b.int('bill_id'))!);
      const isChanged = storedHashes.get(bill.billId) !== bill.changeHash;
      if (isChanged) changed.add(bill.billId);
      yield { bill, changed: isChanged };
    }
    for await (const s of this.rows('sponsors')) {
      const billId = s.int('bill_id');
      if (changed.has(billId)) yield { sponsor: { billId, peopleId: s.int('people_id'), position: s.int('position'), sponsorType: null } };
    }
    for await (const h of this.rows('history')) {
      const billId = h.int('bill_id');
      if (changed.has(billId))
        yield {
          action: {
            billId,
            sequence: h.int('sequence'),
            date: h.requiredDate('date'),
            chamber: h.text('chamber'),
            action: h.text('action'),
          },
        };
    }
  }

  async *rollCalls(stored: ReadonlySet<number>): AsyncGenerator<RollCallItem> {
    const fresh = new Set<number>();
    for await (const r of this.rows('rollcalls')) {
      const rollCallId = r.int('roll_call_id');
      if (!stored.has(rollCallId)) fresh.add(rollCallId);
      yield {
        stored: stored.has(rollCallId),
        rollCall: {
          rollCallId,
          billId: r.int('bill_id'),
          date: r.date('date'),
          chamber: r.text('chamber'),
          description: r.text('description'),
          yea: r.int('yea'),
          nay: r.int('nay'),
          nv: r.int('nv'),
          absent: r.int('absent'),
          total: r.int('total'),
          passed: null,
        },
      };
    }
    for await (const v of this.rows('votes')) {
      const rollCallId = v.int('roll_call_id');
      if (fresh.has(rollCallId))
        yield { vote: { rollCallId, peopleId: v.int('people_id'), vote: v.int('vote'), text: v.text('vote_desc') } };
    }
  }
}

function billOf(b: Fields<'bills'>, digest: { changeHash: string; firstActionDate: string | null }): BillRecord {
  return {
    billId: b.int('bill_id'),
    sessionId: b.int('session_id'),
    number: b.text('bill_number'),
    title: b.text('title'),
    description: b.text('description'),
    status: b.int('status'),
    statusDate: b.date('status_date'),
    pendingCommittee: b.id('committee_id') === null ? null : b.text('committee') || null,
    lastAction: b.text('last_action') || null,
    lastActionDate: b.date('last_action_date'),
    url: b.text('url'),
    stateLink: b.text('state_link') || null,
    ...digest,
  };
}
