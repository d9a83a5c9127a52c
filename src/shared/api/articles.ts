import { z } from 'zod';
import { article, articleEdit, articleRevision, newArticle } from '../schemas/articles.ts';
import { idParams, serialId } from '../schemas/common.ts';
import { defineEndpoint } from './contract.ts';
import { pageQuery } from './pagination.ts';

/** A dozen articles (content included) keep the first page well under 30 KB compressed. */
export const ARTICLE_PAGE = { default: 12, max: 50 } as const;

/** Newest first; the first article of the first page is the featured one. Published articles only. */
export const listArticles = defineEndpoint({
  method: 'GET',
  path: '/api/articles',
  query: pageQuery(ARTICLE_PAGE.default, ARTICLE_PAGE.max),
  status: 200,
  response: z.array(article),
  paginated: true,
});

/** A published article; a draft's address answers 404 like a missing one. */
export const getArticle = defineEndpoint({ method: 'GET', path: '/api/articles/:id', params: idParams, status: 200, response: article });

export const createArticle = defineEndpoint({
  method: 'POST',
  auth: 'staff',
  path: '/api/articles',
  body: newArticle,
  status: 201,
  response: article,
  idempotent: true,
});

// The newsroom (staff only: docs/decisions/0170-drafts.md, 0171-article-revisions.md, 0172-unpublish-and-delete.md).

/** Every author's drafts, most recently written first. */
export const listDrafts = defineEndpoint({
  method: 'GET',
  auth: 'staff',
  path: '/api/newsroom/drafts',
  query: pageQuery(ARTICLE_PAGE.default, ARTICLE_PAGE.max),
  status: 200,
  response: z.array(article),
  paginated: true,
});

export const updateArticle = defineEndpoint({
  method: 'PATCH',
  auth: 'staff',
  path: '/api/articles/:id',
  params: idParams,
  body: articleEdit,
  status: 200,
  response: article,
});

export const publishDraft = defineEndpoint({
  method: 'POST',
  auth: 'staff',
  path: '/api/articles/:id/publish',
  params: idParams,
  status: 200,
  response: article,
});

export const unpublishArticle = defineEndpoint({
  method: 'POST',
  auth: 'staff',
  path: '/api/articles/:id/unpublish',
  params: idParams,
  status: 200,
  response: article,
});

export const deleteArticle = defineEndpoint({
  method: 'DELETE',
  auth: 'staff',
  path: '/api/articles/:id',
  params: idParams,
  status: 204,
  response: null,
});

/** Newest first. */
export const listRevisions = defineEndpoint({
  method: 'GET',
  auth: 'staff',
  path: '/api/newsroom/articles/:id/revisions',
  params: idParams,
  status: 200,
  response: z.array(articleRevision),
});

export const restoreRevision = defineEndpoint({
  method: 'POST',
  auth: 'staff',
  path: '/api/articles/:id/revisions/:revisionId/restore',
  params: z.strictObject({ id: serialId, revisionId: serialId }),
  status: 200,
  response: article,
});
