// Events (docs/decisions/0260-follows-and-events.md): one row per thing that happened, written by the data
// path that made the change, in its transaction, so an event exists exactly when its change committed.
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { bills, events, follows } from '../db/schema.ts';

export type NewEvent = typeof events.$inferInsert;

type Executor = Pick<Database, 'insert' | 'select' | 'selectDistinct'>;

export async function recordEvents(tx: Executor, rows: readonly NewEvent[]): Promise<void> {
  if (rows.length > 0) await tx.insert(events).values([...rows]);
}

const billPath = (id: number) => `/bills/${id}`;

/** A new roll call: one event, whoever voted in it; a followed official's inbox finds it through the positions. */
export function rollCallEvent(roll: { id: number; question: string; result: string; billId: number | null; chamber: string; billNumber?: string | null }): NewEvent {
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
  const rows = await tx.select({ id: bills.id, number: bills.billNumber }).from(bills).where(inArray(bills.id, [...new Set(ids)]));
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

/** The subjects and saved searches anyone follows: what a new bill is matched against, read once a batch. */
export async function followedTopics(tx: Executor): Promise<{ subjects: Set<string>; searches: string[] }> {
  const rows = await tx
    .selectDistinct({ kind: follows.kind, target: follows.target })
    .from(follows)
    .where(inArray(follows.kind, ['subject', 'search']));
  return { subjects: new Set(rows.filter((r) => r.kind === 'subject').map((r) => r.target)), searches: rows.filter((r) => r.kind === 'search').map((r) => r.target) };
}

/**
 * A new bill, as readers of its policy area and of the saved searches it matches see it: one event per
 * followed subject or search it reaches (few), none when no one follows either.
 */
export function newBillEvents(
  topics: { subjects: Set<string>; searches: string[] },
  bill: { id: number; billNumber: string; title: string; summary?: string | null; policyArea?: string | null },
): NewEvent[] {
  const base = { kind: 'bill_new' as const, title: `New bill ${bill.billNumber}: ${bill.title}`, path: billPath(bill.id), payload: { billId: bill.id } };
  const rows: NewEvent[] = [];
  if (bill.policyArea && topics.subjects.has(bill.policyArea)) rows.push({ ...base, topicKind: 'subject', topicKey: bill.policyArea });
  const text = `${bill.billNumber} ${bill.title} ${bill.summary ?? ''}`.toLowerCase();
  for (const words of topics.searches) if (matchesSearch(text, words)) rows.push({ ...base, topicKind: 'search', topicKey: words });
  return rows;
}

/** A saved search matches a bill whose number, title or summary holds every one of its words. */
export function matchesSearch(text: string, words: string): boolean {
  const terms = words.toLowerCase().split(/\s+/).filter(Boolean);
  return terms.length > 0 && terms.every((term) => text.includes(term));
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
