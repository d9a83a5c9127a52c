// Serves the built client (dist/client, written by `npm run build`) with a single-page-app fallback, and
// answers shareable pages with that item's title, description and Open Graph tags already in index.html
// so link previews work without JavaScript (share cards). The article page and the front page also carry
// their first screen's public data and the article route's chunks (docs/decisions/0143-first-paint.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listArticles } from '../../shared/api/articles.ts';
import { endpointPath, queryString } from '../../shared/api/contract.ts';
import { FIRST_DATA_ELEMENT_ID, firstData, type FirstData } from '../../shared/api/first-data.ts';
import { publicDisplayName } from '../../shared/format.ts';
import { builtFile } from '../lib/built-file.ts';
import { chunksFor, type ClientManifest } from '../lib/client-manifest.ts';
import { builtRenderer, withFirstScreen } from '../lib/first-screen.ts';
import { scriptJson } from '../lib/script-json.ts';
import { articleById, articlePage } from '../services/articles.ts';
import { billById } from '../services/bills.ts';
import { candidateById } from '../services/candidates.ts';
import { findOfficialById } from '../services/officials.ts';
import { toCurrentUser } from '../services/user-views.ts';
import { userById } from '../services/users.ts';

const SITE_NAME = 'Civic Ledger';
const SITE_DESCRIPTION =
  'Civic news and legislation tracking: staff-written articles, federal and state bills, candidates and elected officials, each with an explained progressive alignment score.';

/** Shown until the client is built, so a fresh API-only checkout still answers `/` sensibly. */
const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${SITE_NAME}</title></head>
<body style="font-family: Georgia, serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>${SITE_NAME}</h1><p>The server is running. The web client has not been built yet: run <code>npm run build</code>
(or <code>npm start</code>, which builds it when needed). The API answers under <a href="/api/articles">/api</a>.</p>
</body></html>`;

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

type PageMeta = { title: string; description: string; type: 'website' | 'article' | 'profile'; image?: { url: string; alt: string } };

/** Replaces the template's <title> and adds description and Open Graph tags, every value escaped. */
export function injectMeta(template: string, meta: PageMeta, url: string): string {
  const description = meta.description.length > 300 ? `${meta.description.slice(0, 297)}...` : meta.description;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image.url)}">`,
          `<meta property="og:image:alt" content="${escapeHtml(meta.image.alt)}">`,
          `<meta name="twitter:card" content="summary_large_image">`,
        ]
      : [`<meta name="twitter:card" content="summary">`]),
  ].join('\n    ');
  const withoutOld = template
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+(name="description"|property="og:[^"]*"|name="twitter:[^"]*")[^>]*>/gi, '');
  return insertBefore(withoutOld, /<\/head>/i, `    ${tags}\n  `);
}

/**
 * Puts `text` before the first match of `closing`. A replacer function, not a replacement string: the
 * text holds people's words and addresses, and in a replacement string `$\``, `$&` or `$'` would
 * paste parts of the page into it.
 */
function insertBefore(html: string, closing: RegExp, text: string): string {
  return html.replace(closing, (tag) => `${text}${tag}`);
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** The client module of the /article/{id} route (a lazy chunk; its path under src/client, as the manifest names it). */
export const ARTICLE_ROUTE_MODULE = 'app/pages/article-route.tsx';

/** What a page's HTML carries besides its card: its first data (wire form) and the route chunks to preload. */
type PageExtras = { data?: FirstData; chunks?: string[] };

/** Adds modulepreload links for the chunks and the first data (script-safe JSON) to the HTML. */
export function injectExtras(html: string, { data, chunks = [] }: PageExtras): string {
  const preloads = chunks.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`).join('\n    ');
  const withPreloads = preloads ? insertBefore(html, /<\/head>/i, `  ${preloads}\n  `) : html;
  if (!data) return withPreloads;
  const script = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`;
  return insertBefore(withPreloads, /<\/body>/i, `  ${script}\n  `);
}

type SendOptions = {
  status?: number;
  keepQuery?: boolean;
  /** The page's own first data (an article, the feed); who asks is added to every page. */
  data?: Omit<z.output<typeof firstData>, 'user'>;
  chunks?: string[];
  /** Whether the server draws the page's first screen into its HTML (docs/decisions/0145-server-rendered-first-screen.md). */
  drawn?: boolean;
};

type SpaFiles = {
  /** The built client (default dist/client). */
  clientDir?: string;
  /** The built first-screen renderer; by default dist/prerender/prerender.js beside the default client, none otherwise. */
  prerenderFile?: string;
};

export async function registerSpa(app: FastifyInstance, { clientDir, prerenderFile }: SpaFiles = {}) {
  const clientRoot = clientDir ?? path.resolve('dist/client');
  const template = builtFile(path.join(clientRoot, 'index.html'), (text) => text);
  const manifest = builtFile(path.join(clientRoot, '.vite', 'manifest.json'), (text) => JSON.parse(text) as ClientManifest);
  const rendererFile = prerenderFile ?? (clientDir ? undefined : path.resolve('dist/prerender/prerender.js'));
  const renderer = rendererFile
    ? builtRenderer(rendererFile, (error) => app.log.warn({ err: error }, 'the first-screen renderer could not be loaded'))
    : async () => undefined;

  /** The page's first screen as the browser would draw it, or undefined (no build, or it failed: the browser draws it). */
  const firstScreen = async (request: FastifyRequest, data: FirstData): Promise<string | undefined> => {
    const render = await renderer();
    try {
      return await render?.(request.url, data);
    } catch (error) {
      request.log.warn({ err: error }, 'the first screen could not be drawn on the server');
      return undefined;
    }
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, meta: PageMeta, options: SendOptions = {}) => {
    const { status = 200, keepQuery = false, data, chunks, drawn = false } = options;
    const url = `${app.config.publicOrigin}${keepQuery ? request.url : request.url.split('?')[0]}`;
    // Every page says who asks (null for a visitor), so its header is drawn for them from the start.
    const pageData = z.encode(firstData, { ...data, user: request.user ? toCurrentUser(request.user) : null });
    const page = injectExtras(injectMeta(template() ?? PLACEHOLDER, meta, url), { data: pageData, chunks });
    const markup = drawn ? await firstScreen(request, pageData) : undefined;
    return reply
      .code(status)
      // A signed-in reader's page carries their account: no shared cache may keep it.
      .header('cache-control', request.user ? 'private, no-cache' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(markup === undefined ? page : withFirstScreen(page, markup, escapeHtml));
  };

  /** The feed's first page as GET /api/articles answers a visitor: the same query defaults and next-page address. */
  const firstFeedPage = async () => {
    const page = await articlePage(app.db, listArticles.query.parse({}));
    return { items: page.items, next: page.next ? `${endpointPath(listArticles)}${queryString({ cursor: page.next })}` : null };
  };

  const home: PageMeta = { title: SITE_NAME, description: SITE_DESCRIPTION, type: 'website' };
  const page = (title: string, description: string): PageMeta => ({ title: `${title} · ${SITE_NAME}`, description, type: 'website' });

  // The shell's shared links to a bill, candidate or official ('/?bill=4', …; see the client's
  // shell-state.tsx) get that item's card; anything else at '/' gets the site's.
  const shellCard = async (query: Record<string, string | undefined>): Promise<PageMeta | undefined> => {
    const id = (key: string) => {
      const value = Number(query[key]);
      return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
    };
    const billId = id('bill');
    const candidateId = id('candidate');
    const officialId = id('official');
    if (billId) {
      const bill = await billById(app.db, billId);
      if (!bill) return undefined;
      const score = bill.progressiveScore === null ? 'Not yet scored.' : `Progressive score ${bill.progressiveScore}/10.`;
      return page(`${bill.billNumber}: ${bill.title}`, `${score} ${bill.summary}`);
    }
    if (candidateId) {
      const candidate = await candidateById(app.db, candidateId);
      return candidate && page(`${candidate.name}, ${candidate.party} for ${candidate.office}`, candidate.progressiveAnalysis);
    }
    if (officialId) {
      const official = await findOfficialById(app.db, officialId);
      return official && page(`${official.name} (${official.party}), ${official.office}, ${official.state}`, official.bio ?? `Voting record and progressive score of ${official.name}.`);
    }
    return undefined;
  };

  if (existsSync(clientRoot)) {
    await app.register(fastifyStatic, {
      root: clientRoot,
      index: false,
      wildcard: true,
      // The build writes a brotli and a gzip copy beside each script and stylesheet (scripts/vite-precompress.ts).
      preCompressed: true,
      // The build manifest (.vite/) is for the server only.
      dotfiles: 'ignore',
      // Vite fingerprints everything under assets/, so those may be cached for good.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.get<{ Querystring: Record<string, string | undefined> }>('/', async (request, reply) => {
    const card = await shellCard(request.query);
    if (card) return sendPage(request, reply, card, { keepQuery: true });
    // Without an item's card the shell opens on the feed, whose first page comes with the HTML, drawn when
    // the address asks for nothing else (a query the shell reads is the browser's to draw).
    const drawn = !request.url.includes('?');
    return sendPage(request, reply, home, { data: { articles: await firstFeedPage() }, drawn });
  });

  app.get<{ Params: { id: string } }>('/article/:id', async (request, reply) => {
    const id = Number(request.params.id);
    const found = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await articleById(app.db, id) : undefined;
    if (!found) return sendPage(request, reply, { ...home, title: `Article Not Found · ${SITE_NAME}` }, { status: 404 });
    const description = found.excerpt || stripTags(found.content);
    const chunks = chunksFor(manifest() ?? {}, ARTICLE_ROUTE_MODULE);
    const image = found.imageUrl && found.imageAlt ? { url: found.imageUrl, alt: found.imageAlt } : undefined;
    return sendPage(request, reply, { title: `${found.title} · ${SITE_NAME}`, description, type: 'article', image }, { data: { article: found }, chunks, drawn: true });
  });

  app.get<{ Params: { id: string } }>('/users/:id', async (request, reply) => {
    const valid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(request.params.id);
    const user = valid ? await userById(app.db, request.params.id) : undefined;
    if (!user) return sendPage(request, reply, { ...home, title: `User not found · ${SITE_NAME}` }, { status: 404 });
    const name = publicDisplayName(user);
    const description = user.bio?.trim() || `${name} on ${SITE_NAME}${user.isStaff === 1 ? ' (Author)' : ''}.`;
    return sendPage(request, reply, { title: `${name} · ${SITE_NAME}`, description, type: 'profile' });
  });

  // The masthead's page (docs/decisions/0235-masthead.md): its card names it; its parts come from GET /api/masthead.
  app.get('/about', async (request, reply) =>
    sendPage(request, reply, page('About', `Who publishes ${SITE_NAME}, how it is funded, its corrections policy and how to reach the newsroom.`)),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && pathname !== '/api';
    // A missing file (a path with an extension) is a real 404, not the app shell.
    if (!isPage || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${pathname}` });
    }
    // Any other path is a client route; the client shows its own 404 page for unknown ones.
    return sendPage(request, reply, home);
  });
}
