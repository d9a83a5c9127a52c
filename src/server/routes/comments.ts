import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicDisplayName } from '../../shared/format.ts';
import { comment, newComment } from '../../shared/schemas/comments.ts';
import { idParams } from '../../shared/schemas/common.ts';
import type { Database } from '../db/connect.ts';
import { badRequest, notFound } from '../http-error.ts';
import { requireUser, signedInUser } from '../plugins/auth.ts';
import { articleExists } from '../repositories/articles.ts';
import { billExists } from '../repositories/bills.ts';
import { candidateExists } from '../repositories/candidates.ts';
import { type CommentTarget, createComment, findCommentTarget, listCommentsFor } from '../repositories/comments.ts';

const TARGETS: Record<CommentTarget, { path: string; label: string; exists: (db: Database, id: number) => Promise<boolean> }> = {
  articleId: { path: 'articles', label: 'Article', exists: articleExists },
  billId: { path: 'bills', label: 'Bill', exists: billExists },
  candidateId: { path: 'candidates', label: 'Candidate', exists: candidateExists },
};

export async function commentRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  for (const [target, { path, label, exists }] of Object.entries(TARGETS) as [CommentTarget, (typeof TARGETS)[CommentTarget]][]) {
    app.get(
      `/api/${path}/:id/comments`,
      { schema: { params: idParams, response: { 200: z.array(comment) } } },
      async (request) => {
        if (!(await exists(app.db, request.params.id))) throw notFound(`${label} not found`);
        return listCommentsFor(app.db, target, request.params.id);
      },
    );
  }

  app.post(
    '/api/comments',
    { preHandler: requireUser, schema: { body: newComment, response: { 201: comment } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const { content, parentId, ...ids } = request.body;
      // The schema guarantees exactly one target id.
      const target = (Object.keys(TARGETS) as CommentTarget[]).find((key) => ids[key] != null)!;
      const targetId = ids[target]!;
      if (!(await TARGETS[target].exists(app.db, targetId))) throw notFound(`${TARGETS[target].label} not found`);
      if (parentId != null) {
        const parent = await findCommentTarget(app.db, parentId);
        if (!parent) throw notFound('Parent comment not found');
        if (parent[target] !== targetId) throw badRequest('parentId: The parent comment belongs to another discussion');
      }
      const created = await createComment(app.db, {
        content,
        parentId: parentId ?? null,
        [target]: targetId,
        userId: user.id,
        authorName: publicDisplayName(user),
      });
      return reply.code(201).send(created);
    },
  );
}
