// Score cards for other sites (docs/decisions/0273-embeds.md): /embed/official/:id and /embed/bill/:id,
// framable by any site (every other page keeps refusing frames), and oEmbed for publishing tools.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { getOembed } from '../../shared/api/open-data.ts';
import { EMBED_SIZE, type EmbedKind, embedCode } from '../../shared/embed-code.ts';
import { billName, officialName, SITE_NAME } from '../../shared/page-titles.ts';
import { bill as billSchema } from '../../shared/schemas/bills.ts';
import { idParams } from '../../shared/schemas/common.ts';
import { official as officialSchema } from '../../shared/schemas/officials.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { embeddedItem } from '../open-data/embed-addresses.ts';
import { billCard, officialCard } from '../open-data/embed-card.ts';
import { notFound } from '../platform/http-error.ts';
import { findBill } from '../repositories/bills.ts';
import { findOfficial } from '../repositories/officials.ts';
import { latestRollCallDay } from '../repositories/roll-calls.ts';

/**
 * Replaces the site's policy for these pages only: nothing but the inline style runs, and any site may
 * frame them. X-Frame-Options would override frame-ancestors in old browsers, so it goes.
 */
const EMBED_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; base-uri 'none'; form-action 'none'; frame-ancestors *";

function sendCard(reply: FastifyReply, html: string) {
  reply.removeHeader('x-frame-options');
  return (
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', EMBED_CSP)
      .header('cross-origin-resource-policy', 'cross-origin')
      // A card shows figures that change with each import; five minutes old is fine for a framed summary.
      .header('cache-control', 'public, max-age=300')
      .send(html)
  );
}

/** The item's name for the iframe's title, or a 404 when nothing has the id. */
async function titleOf(app: FastifyInstance, kind: EmbedKind, id: number): Promise<string> {
  if (kind === 'official') {
    const official = await findOfficial(app.db, id);
    if (!official) throw notFound('Official not found');
    return `Score card: ${officialName(official)}`;
  }
  const bill = await findBill(app.db, id);
  if (!bill) throw notFound('Bill not found');
  return `Score card: ${billName(bill)}`;
}

export async function embedRoutes(app: FastifyInstance) {
  const origin = app.config.publicOrigin;

  app.get<{ Params: { id: number } }>('/embed/official/:id', { schema: { params: idParams } }, async (request, reply) => {
    const official = await findOfficial(app.db, request.params.id);
    if (!official) throw notFound('Official not found');
    // The card reads the item as the API sends it (timestamps as text), so its words are the page's.
    return sendCard(reply, officialCard(z.encode(officialSchema, official), origin, await latestRollCallDay(app.db)));
  });

  app.get<{ Params: { id: number } }>('/embed/bill/:id', { schema: { params: idParams } }, async (request, reply) => {
    const bill = await findBill(app.db, request.params.id);
    if (!bill) throw notFound('Bill not found');
    return sendCard(reply, billCard(z.encode(billSchema, bill), origin, await latestRollCallDay(app.db)));
  });

  registerEndpoint(
    app,
    getOembed,
    {
      cache: (request) => {
        const item = embeddedItem(request.query.url);
        return item ? [`${item.kind}:${item.id}`] : [];
      },
    },
    async (request) => {
      const item = embeddedItem(request.query.url);
      if (!item) throw notFound("No score card for this address: give an official's or a bill's page");
      const width = Math.min(request.query.maxwidth ?? EMBED_SIZE.width, EMBED_SIZE.width);
      const title = await titleOf(app, item.kind, item.id);
      return {
        type: 'rich' as const,
        version: '1.0' as const,
        title,
        provider_name: SITE_NAME,
        provider_url: origin,
        html: embedCode(origin, item.kind, item.id, title, width),
        width,
        height: EMBED_SIZE.height[item.kind],
      };
    },
  );
}
