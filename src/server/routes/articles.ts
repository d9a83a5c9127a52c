import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createArticle,
  deleteArticle,
  getArticle,
  listArticles,
  listDrafts,
  listRevisions,
  publishDraft,
  restoreRevision,
  unpublishArticle,
  updateArticle,
} from '../../shared/api/articles.ts';
import { NOTHING_PUBLIC, type Topic } from '../cache/topics.ts';
import { signedInUser } from '../http/auth.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { notFound } from '../platform/http-error.ts';
import type { NewAuditEvent } from '../repositories/audit-events.ts';
import { articleRevisions, changeArticleStatus, editArticle, removeArticle, restoreArticleRevision } from '../services/article-edits.ts';
import { articleById, articlePage, draftPage, publishArticle } from '../services/articles.ts';
import { auditRequest } from '../services/audit.ts';

/** An edit shows in the lists (feed, profiles, search) and on the article's own answers. */
const articleTopics = (request: FastifyRequest<{ Params: { id: number } }>): Topic[] => ['articles', `article:${request.params.id}`];

export async function articleRoutes(app: FastifyInstance) {
  registerEndpoint(app, listArticles, { cache: ['articles'] }, async (request) => articlePage(app.db, request.query));

  // Not one of the product's documented calls, but the article page, a share card and a direct link need one article.
  registerEndpoint(app, getArticle, { cache: (request) => [`article:${request.params.id}`] }, async (request) => {
    const found = await articleById(app.db, request.params.id);
    if (!found) throw notFound('Article not found');
    return found;
  });

  // A draft is seen by staff only, so saving one changes no public answer.
  registerEndpoint(
    app,
    createArticle,
    { invalidates: (request) => (request.body.status === 'draft' ? NOTHING_PUBLIC : ['articles']) },
    async (request, _reply, db) => publishArticle(db, signedInUser(request), request.body),
  );

  registerEndpoint(app, listDrafts, { cache: 'private' }, async (request) => draftPage(app.db, request.query));

  registerEndpoint(app, updateArticle, { invalidates: articleTopics }, async (request) =>
    editArticle(app.db, signedInUser(request), request.params.id, request.body),
  );

  registerEndpoint(app, listRevisions, { cache: 'private' }, async (request) => articleRevisions(app.db, request.params.id));

  registerEndpoint(app, restoreRevision, { invalidates: articleTopics }, async (request) =>
    restoreArticleRevision(app.db, signedInUser(request), request.params.id, request.params.revisionId),
  );

  const record = (request: FastifyRequest) => (event: Pick<NewAuditEvent, 'kind' | 'detail'>) =>
    auditRequest(request, { ...event, actorUserId: signedInUser(request).id });

  // Publishing or unpublishing also opens or closes the article's discussion.
  const statusTopics = (request: FastifyRequest<{ Params: { id: number } }>): Topic[] => [
    ...articleTopics(request),
    `comments:article:${request.params.id}`,
  ];

  registerEndpoint(app, publishDraft, { invalidates: statusTopics }, async (request) =>
    changeArticleStatus(app.db, request.params.id, 'published', record(request)),
  );

  registerEndpoint(app, unpublishArticle, { invalidates: statusTopics }, async (request) =>
    changeArticleStatus(app.db, request.params.id, 'draft', record(request)),
  );

  // Deleting removes the discussion with it, and so every commenter's list of comments (decision 0172).
  registerEndpoint(app, deleteArticle, { invalidates: (request) => [...articleTopics(request), 'comments:*'] }, async (request) =>
    removeArticle(app.db, request.params.id, record(request)),
  );
}
