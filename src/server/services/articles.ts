// Articles: the public pages of the feed, and publishing (staff only: docs/decisions/0003-staff-only-publishing.md).
import { publicDisplayName } from '../../shared/format.ts';
import type { Database } from '../db/connect.ts';
import { badRequest } from '../http-error.ts';
import { decodeCursor, nextCursor } from '../lib/cursor.ts';
import { sanitizeArticleHtml } from '../lib/sanitize-article.ts';
import { createArticle, findArticle, listArticlesPage } from '../repositories/articles.ts';
import type { UserRow } from '../repositories/users.ts';
import type { NewArticle } from '../../shared/schemas/articles.ts';

/** A page of the feed, or of one author's articles (a profile's tab). */
export async function articlePage(db: Database, query: { limit: number; cursor?: string | undefined }, authorId?: string) {
  const after = query.cursor ? decodeCursor(query.cursor, ['date', 'id']) : undefined;
  const page = await listArticlesPage(db, {
    limit: query.limit,
    after: after && { publishedAt: after[0] as string, id: after[1] as number },
    authorId,
  });
  return { items: page.rows.map(stripPosition), next: nextCursor(page, (last) => [last.position, last.id]) };
}

export async function articleById(db: Database, id: number) {
  const found = await findArticle(db, id);
  return found && stripPosition(found);
}

export async function publishArticle(db: Database, author: UserRow, input: NewArticle & { readTime: number }) {
  const content = sanitizeArticleHtml(input.content);
  if (!content) throw badRequest('content: Content is empty once unsupported HTML is removed');
  const created = await createArticle(db, { ...input, content, userId: author.id, authorName: publicDisplayName(author) });
  return stripPosition(created);
}

function stripPosition<T extends { position: string }>({ position: _position, ...article }: T) {
  return article;
}
