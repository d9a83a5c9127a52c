// Which item a pasted page address names, and where that page's oEmbed answer is (docs/decisions/0273-embeds.md).
import type { FastifyInstance } from 'fastify';
import type { EmbedKind } from '../../shared/embed-code.ts';
import { idFromSegment } from '../../shared/paths.ts';

export const oembedAddress = (app: FastifyInstance, pagePath: string) =>
  `${app.config.publicOrigin}/api/oembed?format=json&url=${encodeURIComponent(app.config.publicOrigin + pagePath)}`;

const PAGE = /^\/(officials|bills)\/([^/]+)\/?$/;

/**
 * The official or bill an address of this site names (its page, or its card), or undefined. The host is
 * not checked against PUBLIC_URL: a link pasted from a staging copy or via another of the site's names
 * names the same item, and the answer only ever points at the configured origin.
 */
export function embeddedItem(url: string): { kind: EmbedKind; id: number } | undefined {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const card = /^\/embed\/(official|bill)\/([^/]+)$/.exec(path);
  const page = PAGE.exec(path);
  const kind = card ? (card[1] as EmbedKind) : page ? (page[1] === 'officials' ? 'official' : 'bill') : undefined;
  const id = idFromSegment((card ?? page)?.[2] ?? '');
  return kind && id ? { kind, id } : undefined;
}
