// Discussions of articles, bills and candidates: their pages, a user's comments, and posting.

import type { z } from 'zod';
import { publicDisplayName } from '../../shared/format.ts';
import type { newComment } from '../../shared/schemas/comments.ts';
import type { Database } from '../db/connect.ts';
import { decodeCursor, nextCursor } from '../db/cursor.ts';
import { badRequest, notFound } from '../platform/http-error.ts';
import { articleExists } from '../repositories/articles.ts';
import { billExists } from '../repositories/bills.ts';
import { candidateExists } from '../repositories/candidates.ts';
import {
  type CommentPosition,
  type CommentTarget,
  createComment,
  findCommentTarget,
  listCommentsByUserPage,
  listCommentsForPage,
} from '../repositories/comments.ts';
import type { UserRow } from '../repositories/users.ts';

const TARGETS: Record<CommentTarget, { label: string; exists: (db: Database, id: number) => Promise<boolean> }> = {
  articleId: { label: 'Article', exists: articleExists },
  billId: { label: 'Bill', exists: billExists },
  candidateId: { label: 'Candidate', exists: candidateExists },
};

type PageQuery = { limit: number; cursor?: string | undefined };

async function requireTarget(db: Database, target: CommentTarget, id: number) {
  if (!(await TARGETS[target].exists(db, id))) throw notFound(`${TARGETS[target].label} not found`);
}

function pageOf(page: Awaited<ReturnType<typeof listCommentsForPage>>) {
  return {
    items: page.rows.map(({ position: _position, ...comment }) => comment),
    next: nextCursor(page, (last) => [last.position, last.id]),
  };
}

function positionOf(query: PageQuery): { limit: number; after?: CommentPosition } {
  if (!query.cursor) return { limit: query.limit };
  const [createdAt, id] = decodeCursor(query.cursor, ['date', 'id']) as [string, number];
  return { limit: query.limit, after: { createdAt, id } };
}

/** A page of one article's, bill's or candidate's comments; 404 when it does not exist. */
export async function commentPageFor(db: Database, target: CommentTarget, id: number, query: PageQuery) {
  const page = positionOf(query);
  await requireTarget(db, target, id);
  return pageOf(await listCommentsForPage(db, target, id, page));
}

export async function userCommentPage(db: Database, userId: string, query: PageQuery) {
  return pageOf(await listCommentsByUserPage(db, userId, positionOf(query)));
}

/** A reply stays in its parent's discussion; the schema has already checked there is exactly one target. */
export async function postComment(db: Database, author: UserRow, input: z.output<typeof newComment>) {
  const { content, parentId, ...ids } = input;
  const target = (Object.keys(TARGETS) as CommentTarget[]).find((key) => ids[key] != null)!;
  const targetId = ids[target]!;
  await requireTarget(db, target, targetId);
  if (parentId != null) {
    const parent = await findCommentTarget(db, parentId);
    if (!parent) throw notFound('Parent comment not found');
    if (parent[target] !== targetId) throw badRequest('parentId: The parent comment belongs to another discussion');
  }
  return createComment(db, {
    content,
    parentId: parentId ?? null,
    [target]: targetId,
    userId: author.id,
    authorName: publicDisplayName(author),
  });
}
