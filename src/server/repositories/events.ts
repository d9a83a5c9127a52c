// Events (docs/decisions/0260-follows-and-events.md): one row per thing that happened, written by the data
// path that made the change, in its transaction, so an event exists exactly when its change committed.
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { bills, events, follows } from '../db/schema.ts';

export type NewEvent = typeof events.$inferInsert;

type Executor = Pick<Database, 'insert' | 'select' | 'selectDistinct'>;

export async function recordEvents(tx: Executor, rows: readonly NewEvent[]): Promise<void> {
  if (rows.length > 0) await tx.insert(events).values([...rows]);
}

const billPath = (id: number) => `/bills/${id}`;

/** A new roll call: one event, whoever voted in it; a followed official's inbox finds it through the positions. */
export function rollCallEvent(roll: {
  id: number;
  question: string;
  result: string;
  billId: number | null;
  chamber: string;
  billNumber?: string | null;
}): NewEvent {
  const on = roll.billNumber ? `${roll.billNumber}: ` : '';
  return {
    kind: 'roll_call',
    topicKind: roll.billId === null ? 'roll_call' : 'bill',
    topicKey: String(roll.billId ?? roll.id),
    rollCallId: roll.id,
    title: `${roll.chamber === 'senate' ? 'Senate' : 'House'} vote — ${on}${roll.question}: ${roll.result}`,
    path: roll.billId === null ? '/officials' : billPath(roll.billId),
  };
}

/** The bill numbers of these ids, for events that name their bill. */
export async function billNumbers(tx: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: bills.id, number: bills.billNumber })
    .from(bills)
    .where(inArray(bills.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.number]));
}

export const billStatusEvent = (bill: { id: number; billNumber: string; status: string }): NewEvent => ({
  kind: 'bill_status',
  topicKind: 'bill',
  topicKey: String(bill.id),
  title: `${bill.billNumber} is now ${bill.status}`,
  path: billPath(bill.id),
  payload: { status: bill.status },
});

export const billActionEvent = (bill: { id: number; billNumber: string; latestAction: string }): NewEvent => ({
  kind: 'bill_action',
  topicKind: 'bill',
  topicKey: String(bill.id),
  title: `${bill.billNumber}: ${bill.latestAction}`,
  path: billPath(bill.id),
  payload: { action: bill.latestAction },
});

/**
 * New bills, as readers of their policy area and of the saved searches they match see them: one event per
 * followed subject or search a bill reaches, none when no one follows either. A saved search matches a bill
 * whose number, title or summary holds every one of its words. The database matches the bills against
 * every subject and search anyone follows, in one statement whose only parameter is the bills: however
 * many searches are followed, the statement stays the same size (events built here, one row per search,
 * outgrew PostgreSQL's 65,535 parameters: docs/decisions/0310-saved-searches-cannot-stop-imports.md).
 */
export async function recordNewBillEvents(
  tx: Pick<Database, 'execute'>,
  newBills: readonly { id: number; billNumber: string; title: string; summary?: string | null; policyArea?: string | null }[],
): Promise<void> {
  if (newBills.length === 0) return;
  const rows = newBills.map((bill) => ({
    id: bill.id,
    title: `New bill ${bill.billNumber}: ${bill.title}`,
    path: billPath(bill.id),
    policy_area: bill.policyArea ?? null,
    // Lower-cased here as the followed searches were, whatever the database's locale makes of lower().
    bill_text: `${bill.billNumber} ${bill.title} ${bill.summary ?? ''}`.toLowerCase(),
  }));
  await tx.execute(sql`
    insert into ${events} (kind, topic_kind, topic_key, title, path, payload)
    select 'bill_new', t.kind, t.target, b.title, b.path, jsonb_build_object('billId', b.id)
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as b(id int, title text, path text, policy_area text, bill_text text)
      join (select distinct kind, target from ${follows} where kind in ('subject', 'search')) t
        on case
             when t.kind = 'subject' then t.target = b.policy_area
             else not exists (select from unnest(string_to_array(t.target, ' ')) as word where strpos(b.bill_text, word) = 0)
           end
     order by b.id, t.kind desc, t.target`);
}

export const articleEvent = (article: { id: number; userId: string; title: string }): NewEvent => ({
  kind: 'article',
  topicKind: 'author',
  topicKey: article.userId,
  title: article.title,
  path: `/article/${article.id}`,
});

export const candidateFiguresEvent = (candidate: { id: number; name: string }): NewEvent => ({
  kind: 'candidate_figures',
  topicKind: 'candidate',
  topicKey: String(candidate.id),
  title: `New campaign finance figures for ${candidate.name}`,
  path: `/candidates/${candidate.id}`,
});
