import type { FastifyInstance } from 'fastify';
import { createArticle, getArticle, listArticles } from '../../shared/api/articles.ts';
import { notFound } from '../http-error.ts';
import { registerEndpoint } from '../lib/register-endpoint.ts';
import { signedInUser } from '../plugins/auth.ts';
import { articleById, articlePage, publishArticle } from '../services/articles.ts';

export async function articleRoutes(app: FastifyInstance) {
  registerEndpoint(app, listArticles, { cache: ['articles'] }, async (request) => articlePage(app.db, request.query));

  // Not one of the product's documented calls, but the article page, a share card and a direct link need one article.
  registerEndpoint(app, getArticle, { cache: (request) => [`article:${request.params.id}`] }, async (request) => {
    const found = await articleById(app.db, request.params.id);
    if (!found) throw notFound('Article not found');
    return found;
  });

  registerEndpoint(app, createArticle, { invalidates: ['articles'] }, async (request) => publishArticle(app.db, signedInUser(request), request.body));
}
