// The newsroom's writes to an article after it is created: edits with their revisions and corrections,
// publishing and unpublishing, deleting (docs/decisions/0170-drafts.md, 0171-article-revisions.md).
import { and, desc, eq, sql } from 'drizzle-orm';
import { publicDisplayName } from '../../shared/format.ts';
import type { RevisionField } from '../../shared/schemas/articles.ts';
import type { Database } from '../db/connect.ts';
import { articleCorrections, articleRevisions, articles, users } from '../db/schema.ts';
import type { ArticleFields } from './articles.ts';
import { articleEvent, recordEvents } from './events.ts';

/** The editable fields' columns: an article and its revisions have the same ones. */
const fieldsOf = (table: typeof articles | typeof articleRevisions) => ({
  title: table.title,
  excerpt: table.excerpt,
  content: table.content,
  category: table.category,
  readTime: table.readTime,
  imageUrl: table.imageUrl,
  imageAlt: table.imageAlt,
  kind: table.kind,
});

/** The article's editable fields and status, locked until the transaction ends so two edits cannot interleave. */
export async function lockArticleFields(tx: Database, id: number) {
  const [row] = await tx
    .select({ ...fieldsOf(articles), status: articles.status })
    .from(articles)
    .where(eq(articles.id, id))
    .for('update');
  return row;
}

/**
 * Keeps `previous` as a revision, then writes `next`. A published article's edit is dated (readers see
 * 'Updated …'); a draft's is not.
 */
export async function writeEdit(
  tx: Database,
  edit: { id: number; editorId: string; previous: ArticleFields; next: ArticleFields; changedFields: RevisionField[]; published: boolean },
) {
  await tx
    .insert(articleRevisions)
    .values({ articleId: edit.id, editorId: edit.editorId, changedFields: edit.changedFields, ...edit.previous });
  await tx
    .update(articles)
    .set({ ...edit.next, ...(edit.published ? { updatedAt: sql`now()` } : {}) })
    .where(eq(articles.id, edit.id));
}

export async function addCorrection(tx: Database, articleId: number, note: string) {
  await tx.insert(articleCorrections).values({ articleId, note });
}

/** An article's revisions, newest first, with the editor's current name. */
export async function listRevisions(db: Database, articleId: number) {
  const rows = await db
    .select({
      id: articleRevisions.id,
      createdAt: articleRevisions.createdAt,
      changedFields: articleRevisions.changedFields,
      ...fieldsOf(articleRevisions),
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(articleRevisions)
    .leftJoin(users, eq(users.id, articleRevisions.editorId))
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id));
  return rows.map(({ firstName, lastName, email, ...revision }) => ({
    ...revision,
    editorName: email === null ? null : publicDisplayName({ firstName, lastName, email }),
  }));
}

export async function findRevisionFields(db: Database, articleId: number, revisionId: number): Promise<ArticleFields | undefined> {
  const [row] = await db
    .select(fieldsOf(articleRevisions))
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.id, revisionId)));
  return row;
}

/**
 * Publishing a draft dates it now, so it counts as new for subscribers then and only then; unpublishing
 * sends it back to the drafts. Answers whether the article existed in the other state.
 */
export async function setArticleStatus(db: Database, id: number, status: 'draft' | 'published') {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(articles)
      .set(status === 'published' ? { status, publishedAt: sql`now()`, updatedAt: null } : { status })
      .where(and(eq(articles.id, id), eq(articles.status, status === 'published' ? 'draft' : 'published')))
      .returning({ id: articles.id, userId: articles.userId, title: articles.title });
    if (status === 'published') await recordEvents(tx, rows.map(articleEvent));
    return rows.length > 0;
  });
}

/** Deletes the article; its revisions, corrections and comments go with it (foreign keys). */
export async function deleteArticle(db: Database, id: number) {
  const rows = await db
    .delete(articles)
    .where(eq(articles.id, id))
    .returning({ id: articles.id, title: articles.title, status: articles.status });
  return rows[0];
}
