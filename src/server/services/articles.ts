// Articles: the public pages of the feed, staff's drafts, and publishing (staff only: docs/decisions/0003-staff-only-publishing.md).

import type { z } from 'zod';
import { publicDisplayName } from '../../shared/format.ts';
import type { newArticle } from '../../shared/schemas/articles.ts';
import type { Database } from '../db/connect.ts';
import { decodeCursor, nextCursor } from '../db/cursor.ts';
import { sanitizeArticleHtml } from '../domain/sanitize-article.ts';
import { badRequest, notFound } from '../platform/http-error.ts';
import { createArticle, findAnyArticle, findArticle, listArticlesPage } from '../repositories/articles.ts';
import type { UserRow } from '../repositories/users.ts';

/** A page of the feed, or of one author's articles (a profile's tab). */
export async function articlePage(
  db: Database,
  query: { limit: number; cursor?: string | undefined },
  authorId?: string,
  status: 'draft' | 'published' = 'published',
) {
  const after = query.cursor ? decodeCursor(query.cursor, ['date', 'id']) : undefined;
  const page = await listArticlesPage(db, {
    limit: query.limit,
    after: after && { publishedAt: after[0] as string, id: after[1] as number },
    authorId,
    status,
  });
  return { items: page.rows.map(stripPosition), next: nextCursor(page, (last) => [last.position, last.id]) };
}

export async function articleById(db: Database, id: number) {
  const found = await findArticle(db, id);
  return found && stripPosition(found);
}

/** A new article, published now or kept as a draft for staff. */
export async function publishArticle(db: Database, author: UserRow, input: z.output<typeof newArticle>) {
  const created = await createArticle(db, {
    ...input,
    content: cleanContent(input.content),
    userId: author.id,
    authorName: publicDisplayName(author),
  });
  return stripPosition(created);
}

/** The body as stored: the article allow-list applied, and something left once it is. */
export function cleanContent(content: string) {
  const clean = sanitizeArticleHtml(content);
  if (!clean) throw badRequest('content: Content is empty once unsupported HTML is removed');
  return clean;
}

/** Staff's view of any article, a draft included; 404 when there is none. */
export async function staffArticleById(db: Database, id: number) {
  const found = await findAnyArticle(db, id);
  if (!found) throw notFound('Article not found');
  return stripPosition(found);
}

/** A page of the drafts, most recently written first. */
export async function draftPage(db: Database, query: { limit: number; cursor?: string | undefined }) {
  return articlePage(db, query, undefined, 'draft');
}

function stripPosition<T extends { position: string }>({ position: _position, ...article }: T) {
  return article;
}
