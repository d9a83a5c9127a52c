import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bill, newBill, refreshBillsResult } from '../../shared/schemas/bills.ts';
import { idParams } from '../../shared/schemas/common.ts';
import { notFound } from '../http-error.ts';
import { refreshLegislation } from '../imports/service.ts';
import { requireStaff } from '../plugins/auth.ts';
import { createBill, findBill, listBills } from '../repositories/bills.ts';
import { runImport } from './run-import.ts';

export async function billRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get('/api/bills', { schema: { response: { 200: z.array(bill) } } }, async () => listBills(app.db));

  app.get('/api/bills/:id', { schema: { params: idParams, response: { 200: bill } } }, async (request) => {
    const found = await findBill(app.db, request.params.id);
    if (!found) throw notFound('Bill not found');
    return found;
  });

  app.post(
    '/api/bills',
    { preHandler: requireStaff, schema: { body: newBill, response: { 201: bill } } },
    async (request, reply) => reply.code(201).send(await createBill(app.db, request.body)),
  );

  app.post(
    '/api/bills/refresh',
    { preHandler: requireStaff, schema: { response: { 200: refreshBillsResult } } },
    async (request) => runImport(request, refreshLegislation),
  );
}
