import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicDisplayName } from '../../shared/format.ts';
import { article, newArticle } from '../../shared/schemas/articles.ts';
import { idParams } from '../../shared/schemas/common.ts';
import { badRequest, notFound } from '../http-error.ts';
import { sanitizeArticleHtml } from '../lib/sanitize-article.ts';
import { requireStaff, signedInUser } from '../plugins/auth.ts';
import { createArticle, findArticle, listArticles } from '../repositories/articles.ts';

export async function articleRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get('/api/articles', { schema: { response: { 200: z.array(article) } } }, async () => listArticles(app.db));

  // Not one of SPEC.md §7's calls, but the share card and a direct link need one article.
  app.get('/api/articles/:id', { schema: { params: idParams, response: { 200: article } } }, async (request) => {
    const found = await findArticle(app.db, request.params.id);
    if (!found) throw notFound('Article not found');
    return found;
  });

  // Publishing is staff-only (docs/decisions/0003-staff-only-publishing.md).
  app.post(
    '/api/articles',
    { preHandler: requireStaff, schema: { body: newArticle, response: { 201: article } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const content = sanitizeArticleHtml(request.body.content);
      if (!content) throw badRequest('content: Content is empty once unsupported HTML is removed');
      const created = await createArticle(app.db, {
        ...request.body,
        content,
        userId: user.id,
        authorName: publicDisplayName(user),
      });
      return reply.code(201).send(created);
    },
  );
}
