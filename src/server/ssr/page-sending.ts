// What a route that answers with a page hands to the page sender (routes/spa.ts registers it): the page's
// card and options, or a cached public page. Kept apart from both, so the page routes (routes/pages.ts)
// and the sender that registers them depend on these shapes rather than on each other.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { firstData } from '../../shared/api/first-data.ts';
import type { Topic } from '../cache/topics.ts';
import type { PageMeta } from './page-html.ts';

export type PageOptions = {
  status?: number;
  keepQuery?: boolean;
  /** The page's own first data (an article, a bill, the feed); who asks is added to every page. */
  data?: Omit<z.output<typeof firstData>, 'user' | 'splash'>;
  /** The client modules (paths under src/client) of the page's lazily loaded route code, preloaded with its HTML. */
  modules?: string[];
  /** Whether the server draws the page's first screen into its HTML (docs/decisions/0145-server-rendered-first-screen.md). */
  drawn?: boolean;
};

export type SendPage = (request: FastifyRequest, reply: FastifyReply, meta: PageMeta, options?: PageOptions) => Promise<FastifyReply>;

/** A page's card and options, or undefined when there is nothing at its address. */
export type LoadPage = () => Promise<{ meta: PageMeta; options: PageOptions } | undefined>;

/**
 * A page that is the same for every visitor (docs/decisions/0255-drawn-pages-cached.md): drawn once and
 * kept in the response cache for `read.address` (its canonical path, built from validated input) until a
 * write reaching `read.topics`; a signed-in reader's is drawn for them alone. `missing` answers when
 * `load` finds nothing. Never the front page, whose splash differs per visit.
 */
export type SendPublicPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  read: { address: string; topics: readonly Topic[] },
  load: LoadPage,
  missing: () => Promise<FastifyReply>,
) => Promise<FastifyReply>;
