// Contacting one's officials (docs/decisions/0280-contact-your-officials.md): offices and committees,
// calls readers log with their public counts, and wrong-number reports for staff.
import type { CallOutcome } from '../../shared/schemas/contact.ts';
import type { Database } from '../db/connect.ts';
import { decodeCursor, nextCursor } from '../db/cursor.ts';
import { notFound } from '../platform/http-error.ts';
import { findBill } from '../repositories/bills.ts';
import { findCommittee, findOfficialContact, listMemberships } from '../repositories/contact.ts';
import { countCallers, saveReaderCall } from '../repositories/contact-calls.ts';
import { findOffice, listWrongNumberPage, markResolved, saveWrongNumber, type WrongNumberRow } from '../repositories/wrong-numbers.ts';
import { requireOfficial } from './officials.ts';

export async function officialContact(db: Database, id: number) {
  await requireOfficial(db, id);
  return findOfficialContact(db, id);
}

export async function officialCommittees(db: Database, id: number) {
  await requireOfficial(db, id);
  return listMemberships(db, id);
}

/** The committee, or a 404 (findCommittee answers null instead). */
export async function committee(db: Database, id: string) {
  return (await findCommittee(db, id)) ?? Promise.reject(notFound('Committee not found'));
}

/** The day a call counts on, in UTC so every instance agrees. */
export const callDay = (now = new Date()) => now.toISOString().slice(0, 10);

export async function logCall(db: Database, userId: string, call: { officialId: number; billId: number; outcome: CallOutcome }) {
  await requireOfficial(db, call.officialId);
  if (!(await findBill(db, call.billId))) throw notFound('Bill not found');
  const saved = await saveReaderCall(db, userId, call, callDay());
  return { ...saved, counts: await countCallers(db, { bill: call.billId, official: call.officialId }) };
}

export async function reportWrongNumber(db: Database, userId: string, report: { officeId: string; note: string }) {
  const office = await findOffice(db, report.officeId);
  if (!office?.phone) throw notFound('Office not found');
  return saveWrongNumber(db, { ...report, phone: office.phone, reportedBy: userId });
}

const shown = ({ kind, city, state, position: _position, ...row }: WrongNumberRow) => ({
  ...row,
  office: kind === 'washington' ? 'Washington office' : `${city ?? ''}, ${state ?? ''} ${kind === 'capitol' ? 'capitol office' : 'office'}`,
});

/** A page of staff's list (docs/decisions/0315-one-open-wrong-number-report.md). */
export async function wrongNumberPage(db: Database, query: { limit: number; cursor?: string | undefined }) {
  const after = query.cursor ? decodeCursor(query.cursor, ['date', 'nullable-date', 'id']) : undefined;
  const page = await listWrongNumberPage(db, {
    limit: query.limit,
    after: after && { reportedAt: after[0] as string, resolvedAt: after[1] as string | null, id: after[2] as number },
  });
  return { items: page.rows.map(shown), next: nextCursor(page, (last) => [last.position.reportedAt, last.position.resolvedAt, last.id]) };
}

export async function resolveWrongNumber(db: Database, id: number, staffId: string) {
  const row = await markResolved(db, id, staffId);
  if (!row) throw notFound('Report not found');
  return shown(row);
}
