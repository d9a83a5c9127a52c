// Discussions of articles, bills and candidates: their pages, a user's comments, and posting.

import type { z } from 'zod';
import { COMMENT_TARGETS, type CommentOn, commentTarget } from '../../shared/api/comments.ts';
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
  createComment,
  findCommentTarget,
  listCommentsByUserPage,
  listCommentsForPage,
} from '../repositories/comments.ts';
import type { UserRow } from '../repositories/users.ts';

/** Whether what a comment would be on is there to discuss, for each target of COMMENT_TARGETS (an article once published). */
const TARGET_CHECKS: Record<CommentOn, { label: string; exists: (db: Database, id: number) => Promise<boolean> }> = {
  article: { label: 'Article', exists: articleExists },
  bill: { label: 'Bill', exists: billExists },
  candidate: { label: 'Candidate', exists: candidateExists },
};

type PageQuery = { limit: number; cursor?: string | undefined };

async function requireTarget(db: Database, on: CommentOn, id: number) {
  if (!(await TARGET_CHECKS[on].exists(db, id))) throw notFound(`${TARGET_CHECKS[on].label} not found`);
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
export async function commentPageFor(db: Database, on: CommentOn, id: number, query: PageQuery) {
  const page = positionOf(query);
  await requireTarget(db, on, id);
  return pageOf(await listCommentsForPage(db, on, id, page));
}

export async function userCommentPage(db: Database, userId: string, query: PageQuery) {
  return pageOf(await listCommentsByUserPage(db, userId, positionOf(query)));
}

/** A reply stays in its parent's discussion; the schema has already checked there is exactly one target. */
export async function postComment(db: Database, author: UserRow, input: z.output<typeof newComment>) {
  const { content, parentId, ...ids } = input;
  const { on, id: targetId } = commentTarget(ids);
  const { field } = COMMENT_TARGETS[on];
  await requireTarget(db, on, targetId);
  if (parentId != null) {
    const parent = await findCommentTarget(db, parentId);
    if (!parent) throw notFound('Parent comment not found');
    if (parent[field] !== targetId) throw badRequest('parentId: The parent comment belongs to another discussion');
  }
  return createComment(db, {
    content,
    parentId: parentId ?? null,
    [field]: targetId,
    userId: author.id,
    authorName: publicDisplayName(author),
  });
}
