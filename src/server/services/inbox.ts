// The inbox behind the badge (docs/decisions/0260-follows-and-events.md): events about what the reader
// follows, newest first, unread since they last marked read (the same moment the spec's count uses).
import type { Database } from '../db/connect.ts';
import { badRequest } from '../platform/http-error.ts';
import { inboxPage } from '../repositories/follows.ts';
import type { UserRow } from '../repositories/users.ts';
import { followPath } from './follows.ts';

export async function inbox(db: Database, user: UserRow, query: { limit: number; cursor?: string }) {
  const before = query.cursor === undefined ? null : cursorId(query.cursor);
  const rows = await inboxPage(db, user.id, query.limit + 1, { before });
  const page = rows.slice(0, query.limit);
  const lastRead = user.lastCheckedNotifications?.getTime() ?? 0;
  return {
    items: page.map((row) => {
      const createdAt = new Date(row.created_at);
      const viaKind = row.via_kind as Parameters<typeof followPath>[0];
      return {
        id: Number(row.id),
        kind: row.kind,
        title: row.title,
        path: row.path,
        createdAt,
        unread: createdAt.getTime() > lastRead,
        via: { kind: viaKind, label: row.via_label, path: followPath(viaKind, row.via_target) },
      };
    }),
    next: rows.length > query.limit ? String(page.at(-1)!.id) : null,
  };
}

function cursorId(cursor: string): number {
  if (!/^[1-9]\d{0,15}$/.test(cursor)) throw badRequest('cursor is not valid');
  return Number(cursor);
}
