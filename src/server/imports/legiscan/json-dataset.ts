// LegiScan's JSON format: one file per object, as its API answers them: `{ST}/{session}/people/*.json`
// (`{"person": …}`), `bill/*.json` (`{"bill": …}`, with its session, sponsors and history inside) and
// `vote/*.json` (`{"roll_call": …}`, with every member's vote). Each file is small: it is read whole, one
// at a time. LegiScan gives a bill's change_hash and a person's person_hash itself.
import path from 'node:path';
import { z } from 'zod';
import { archiveEntries, DatasetError, readAll } from './dataset-archive.ts';
import type { DatasetLayout } from './dataset-layout.ts';
import type { BillItem, DatasetReader, PersonRecord, RollCallItem, SessionRecord } from './records.ts';

// LegiScan writes some numbers as strings ("party_id": "2") and leaves text empty rather than absent.
const int = z.coerce.number().int();
const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '');
const day = z
  .string()
  .nullish()
  .transform((value) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && value !== '0000-00-00' ? value : null));
/** An identifier LegiScan does not have is 0 or empty. */
const optionalId = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' || Number(value) === 0 ? null : Number(value)));

const person = z.object({
  people_id: int,
  person_hash: z.string().min(1),
  name: z.string(),
  first_name: text,
  middle_name: text,
  last_name: text,
  suffix: text,
  nickname: text,
  party: text,
  role: text,
  district: text,
  committee_id: optionalId,
  ballotpedia: text,
  votesmart_id: optionalId,
  ftm_eid: optionalId,
  opensecrets_id: text,
  knowwho_pid: optionalId,
});

const billFile = z.object({
  bill: z.object({
    bill_id: int,
    change_hash: z.string().min(1),
    session_id: int,
    session: z.object({
      session_id: int,
      year_start: int,
      year_end: int,
      special: int,
      session_title: z.string(),
      session_name: z.string(),
    }),
    state: z.string().length(2),
    bill_number: z.string(),
    title: text,
    description: text,
    status: int,
    status_date: day,
    url: z.string(),
    state_link: text,
    // {committee_id, chamber, name} while the bill waits in one; an empty list otherwise.
    committee: z.union([z.object({ name: text }), z.array(z.unknown())]).nullish(),
    history: z.array(z.object({ date: day, action: text, chamber: text })),
    sponsors: z.array(person.extend({ person_hash: z.string().nullish(), sponsor_order: int, sponsor_type_id: int.nullish() })),
  }),
});

const voteFile = z.object({
  roll_call: z.object({
    roll_call_id: int,
    bill_id: int,
    date: day,
    desc: text,
    yea: int,
    nay: int,
    nv: int,
    absent: int,
    total: int,
    passed: int.nullish(),
    chamber: text,
    votes: z.array(z.object({ people_id: int, vote_id: int, vote_text: text })),
  }),
});

type Folder = 'bill' | 'people' | 'vote';

function personOf(p: z.infer<typeof person>): PersonRecord {
  return {
    peopleId: p.people_id,
    name: p.name.trim(),
    firstName: p.first_name,
    middleName: p.middle_name,
    lastName: p.last_name,
    suffix: p.suffix,
    nickname: p.nickname,
    party: p.party,
    role: p.role,
    district: p.district,
    committeeId: p.committee_id ?? 0,
    ballotpedia: p.ballotpedia,
    votesmartId: p.votesmart_id,
    followthemoneyEid: p.ftm_eid,
    opensecretsId: p.opensecrets_id,
    knowwhoPid: p.knowwho_pid,
    personHash: p.person_hash,
  };
}

export class JsonDataset implements DatasetReader {
  readonly format = 'json';
  private readonly file: string;
  private readonly layout: DatasetLayout;

  constructor(file: string, layout: DatasetLayout) {
    this.file = file;
    this.layout = layout;
  }

  /** Every file of one folder, parsed and checked against its schema. */
  private async *files<T>(folder: Folder, schema: z.ZodType<T>): AsyncGenerator<T> {
    const prefix = `${this.layout.state}/${this.layout.folder}/${folder}/`;
    for await (const entry of archiveEntries(this.file)) {
      if (!entry.name.startsWith(prefix) || !entry.name.endsWith('.json')) continue;
      const bytes = await readAll(await entry.open());
      let parsed: unknown;
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch (error) {
        throw new DatasetError(`${entry.name} in ${path.basename(this.file)} is not JSON (${(error as Error).message})`);
      }
      const checked = schema.safeParse(parsed);
      if (!checked.success) {
        const issue = checked.error.issues[0]!;
        throw new DatasetError(
          `${entry.name} in ${path.basename(this.file)} is not what LegiScan writes: ${issue.path.join('.')} ${issue.message}`,
        );
      }
      yield checked.data;
    }
  }

  async session(): Promise<SessionRecord> {
    for await (const { bill } of this.files('bill', billFile)) {
      const s = bill.session;
      return {
        sessionId: s.session_id,
        state: bill.state,
        yearStart: s.year_start,
        yearEnd: s.year_end,
        special: s.special === 1,
        name: s.session_name.trim(),
        title: s.session_title.trim(),
      };
    }
    throw new DatasetError(`${path.basename(this.file)} has no bill: there is nothing to import`);
  }

  async *people(): AsyncGenerator<PersonRecord> {
    for await (const file of this.files('people', z.object({ person }))) yield personOf(file.person);
  }

  async *bills(storedHashes: ReadonlyMap<number, string>): AsyncGenerator<BillItem> {
    for await (const { bill } of this.files('bill', billFile)) {
      const changed = storedHashes.get(bill.bill_id) !== bill.change_hash;
      const lastAction = bill.history.at(-1);
      yield {
        changed,
        bill: {
          billId: bill.bill_id,
          sessionId: bill.session_id,
          number: bill.bill_number.trim(),
          title: bill.title,
          description: bill.description,
          status: bill.status,
          statusDate: bill.status_date,
          pendingCommittee: bill.committee && !Array.isArray(bill.committee) ? bill.committee.name || null : null,
          lastAction: lastAction?.action || null,
          lastActionDate: lastAction?.date ?? null,
          firstActionDate: bill.history.reduce<string | null>(
            (first, step) => (step.date && (!first || step.date < first) ? step.date : first),
            null,
          ),
          url: bill.url,
          stateLink: bill.state_link || null,
          changeHash: bill.change_hash,
        },
      };
      if (!changed) continue;
      for (const sponsor of bill.sponsors) {
        // A sponsor's own record is complete except, for a committee, its hash: its order stands in.
        const sponsorPerson = personOf({ ...sponsor, person_hash: sponsor.person_hash || `sponsor:${sponsor.people_id}` });
        yield {
          sponsor: {
            billId: bill.bill_id,
            peopleId: sponsor.people_id,
            position: sponsor.sponsor_order,
            sponsorType: sponsor.sponsor_type_id ?? null,
          },
          person: sponsorPerson,
        };
      }
      for (const [index, action] of bill.history.entries()) {
        if (!action.date)
          throw new DatasetError(`bill ${bill.bill_number} in ${path.basename(this.file)}: history step ${index + 1} has no date`);
        yield { action: { billId: bill.bill_id, sequence: index + 1, date: action.date, chamber: action.chamber, action: action.action } };
      }
    }
  }

  async *rollCalls(stored: ReadonlySet<number>): AsyncGenerator<RollCallItem> {
    for await (const { roll_call: r } of this.files('vote', voteFile)) {
      const isStored = stored.has(r.roll_call_id);
      yield {
        stored: isStored,
        rollCall: {
          rollCallId: r.roll_call_id,
          billId: r.bill_id,
          date: r.date,
          chamber: r.chamber,
          description: r.desc,
          yea: r.yea,
          nay: r.nay,
          nv: r.nv,
          absent: r.absent,
          total: r.total,
          passed: r.passed === null || r.passed === undefined ? null : r.passed === 1,
        },
      };
      if (isStored) continue;
      for (const v of r.votes) yield { vote: { rollCallId: r.roll_call_id, peopleId: v.people_id, vote: v.vote_id, text: v.vote_text } };
    }
  }
}
