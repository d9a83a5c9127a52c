// The newsroom's changes to an existing article: edits (each keeps the previous version as a revision),
// corrections, restoring a revision, publishing a draft, unpublishing and deleting. Staff only.

import type { z } from 'zod';
import { type articleEdit, REVISION_FIELDS } from '../../shared/schemas/articles.ts';
import type { Database } from '../db/connect.ts';
import { conflict, notFound } from '../platform/http-error.ts';
import {
  addCorrection,
  deleteArticle,
  findRevisionFields,
  listRevisions,
  lockArticleFields,
  setArticleStatus,
  writeEdit,
} from '../repositories/article-edits.ts';
import type { ArticleFields } from '../repositories/articles.ts';
import type { UserRow } from '../repositories/users.ts';
import { cleanContent, staffArticleById } from './articles.ts';
import type { RecordEvent } from './audit.ts';

/**
 * Writes `next` over the article, keeping what it replaces as a revision when anything changed; a
 * correction note is added either way. Returns the article as it now reads.
 */
async function applyEdit(
  db: Database,
  editor: UserRow,
  id: number,
  edit: Omit<ArticleFields, 'kind'> & Partial<Pick<ArticleFields, 'kind'>>,
  correction: string | null = null,
) {
  await db.transaction(async (tx) => {
    const current = await lockArticleFields(tx, id);
    if (!current) throw notFound('Article not found');
    const { status, ...previous } = current;
    // An edit that leaves the kind out keeps it.
    const next: ArticleFields = { ...edit, kind: edit.kind ?? previous.kind };
    const changedFields = REVISION_FIELDS.filter((field) => previous[field] !== next[field]);
    if (changedFields.length > 0) {
      await writeEdit(tx, { id, editorId: editor.id, previous, next, changedFields, published: status === 'published' });
    }
    if (correction) await addCorrection(tx, id, correction);
  });
  return staffArticleById(db, id);
}

export async function editArticle(db: Database, editor: UserRow, id: number, input: z.output<typeof articleEdit>) {
  const { correction, ...fields } = input;
  return applyEdit(db, editor, id, { ...fields, content: cleanContent(fields.content) }, correction);
}

/** Restoring is an edit back to the revision's fields, so the version it replaces is kept too. */
export async function restoreArticleRevision(db: Database, editor: UserRow, id: number, revisionId: number) {
  const fields = await findRevisionFields(db, id, revisionId);
  if (!fields) throw notFound('Revision not found');
  return applyEdit(db, editor, id, fields);
}

export async function articleRevisions(db: Database, id: number) {
  await staffArticleById(db, id);
  return listRevisions(db, id);
}

export async function changeArticleStatus(db: Database, id: number, status: 'draft' | 'published', record: RecordEvent) {
  if (!(await setArticleStatus(db, id, status))) {
    await staffArticleById(db, id);
    throw conflict(status === 'published' ? 'This article is already published' : 'This article is already a draft');
  }
  const article = await staffArticleById(db, id);
  if (status === 'draft') await record({ kind: 'article-unpublished', detail: { articleId: id, title: article.title } });
  return article;
}

export async function removeArticle(db: Database, id: number, record: RecordEvent) {
  const deleted = await deleteArticle(db, id);
  if (!deleted) throw notFound('Article not found');
  await record({ kind: 'article-deleted', detail: { articleId: id, title: deleted.title, status: deleted.status } });
}
