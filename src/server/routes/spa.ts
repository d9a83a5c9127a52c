// Serves the built client (dist/client, written by `npm run build`) and answers every address the client's
// router knows with its page: that item's title, description and Open Graph tags already in index.html, so
// link previews work without JavaScript (share cards), its first data, and, for the pages readers land on
// from outside, its first screen drawn (docs/decisions/0143-first-paint.md, 0145-server-rendered-first-screen.md,
// 0221-every-page-drawn-by-the-server.md). Any other address answers 404 with the client's 404 page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type FirstData, firstData, type RenderFirstScreen } from '../../shared/api/first-data.ts';
import { replyFromCache } from '../cache/cached-reply.ts';
import { admitRead } from '../http/read-budget.ts';
import { toCurrentUser } from '../services/user-views.ts';
import { builtFile } from '../ssr/built-file.ts';
import { type ClientManifest, chunksFor } from '../ssr/client-manifest.ts';
import { builtRenderer, withFirstScreen } from '../ssr/first-screen.ts';
import { escapeHtml, injectExtras, injectMeta, type PageMeta, PLACEHOLDER } from '../ssr/page-html.ts';
import type { PageOptions, SendPage, SendPublicPage } from '../ssr/page-sending.ts';
import { registerPages, sendNotFoundPage } from './pages.ts';

/**
 * Set by the first page of a browser session (no expiry: the browser forgets it when it closes), so the
 * front page's splash shows once per visit, and never after signing in or out
 * (docs/decisions/0223-focus-and-the-splash.md).
 */
export const VISIT_COOKIE = 'visit';

/** Thrown inside a cached page's computation when there is no page: nothing is stored, every waiter answers `missing`. */
class NoPage extends Error {}

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

  /** The page's first screen as the browser would draw it, or undefined (it failed: the browser draws it). */
  const firstScreen = async (
    request: FastifyRequest,
    render: RenderFirstScreen,
    address: string,
    data: FirstData,
  ): Promise<string | undefined> => {
    try {
      return await render(address, data);
    } catch (error) {
      request.log.warn({ err: error }, 'the first screen could not be drawn on the server');
      return undefined;
    }
  };

  /** The splash greets a visit once: a browser session's first page sets the cookie that says it came. */
  const markVisit = (request: FastifyRequest, reply: FastifyReply) => {
    const firstOfVisit = request.cookies[VISIT_COOKIE] === undefined;
    if (firstOfVisit) reply.setCookie(VISIT_COOKIE, '1', { path: '/', httpOnly: true, sameSite: 'lax', secure: app.config.isProduction });
    return firstOfVisit;
  };

  /** The page's HTML: its card (for `address`), first data, chunks and, when drawn, its first screen as the router draws `drawnAt`. */
  type At = { address: string; drawnAt: string; splash: { splash?: boolean } };
  const drawPage = async (request: FastifyRequest, meta: PageMeta, options: PageOptions, { address, drawnAt, splash }: At) => {
    const { data, modules = [], drawn = false } = options;
    const render = drawn ? await renderer() : undefined;
    // Every page says who asks (null for a visitor), so its header is drawn for them from the start. A page
    // drawn here says when, so the browser's hydration counts its times from the same instant.
    const drawing = render ? { renderedAt: new Date().toISOString() } : {};
    const pageData = z.encode(firstData, {
      ...data,
      user: request.user ? toCurrentUser(request.user) : null,
      origin: app.config.publicOrigin,
      ...drawing,
      ...splash,
    });
    const chunks = [...new Set(modules.flatMap((module) => chunksFor(manifest() ?? {}, module)))];
    const page = injectExtras(injectMeta(template() ?? PLACEHOLDER, meta, `${app.config.publicOrigin}${address}`), {
      data: pageData,
      chunks,
    });
    const markup = render ? await firstScreen(request, render, drawnAt, pageData) : undefined;
    return markup === undefined ? page : withFirstScreen(page, markup, escapeHtml);
  };

  const sendPage: SendPage = async (request, reply, meta, options = {}) => {
    const pathname = request.url.split('?')[0]!;
    const firstOfVisit = markVisit(request, reply);
    const splash = pathname === '/' ? { splash: firstOfVisit } : {};
    const html = await drawPage(request, meta, options, {
      address: options.keepQuery ? request.url : pathname,
      drawnAt: request.url,
      splash,
    });
    return (
      reply
        .code(options.status ?? 200)
        // A signed-in reader's page carries their account: no shared cache may keep it.
        .header('cache-control', request.user ? 'private, no-cache' : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };

  const sendPublicPage: SendPublicPage = async (request, reply, read, load, missing) => {
    if (request.user) {
      const page = await load();
      return page ? sendPage(request, reply, page.meta, page.options) : missing();
    }
    markVisit(request, reply);
    const compute = async () => {
      const page = await load();
      if (!page) throw new NoPage();
      return {
        body: await drawPage(request, page.meta, page.options, { address: read.address, drawnAt: read.address, splash: {} }),
        link: undefined,
      };
    };
    try {
      return await replyFromCache(
        request,
        reply,
        { key: `GET page ${read.address}`, topics: read.topics, status: 200, type: 'text/html; charset=utf-8' },
        compute,
      );
    } catch (error) {
      if (error instanceof NoPage) return missing();
      throw error;
    }
  };

  if (existsSync(clientRoot)) {
    await app.register(async (files) => {
      // The built files cost a file read: outside the read budget (http/read-budget.ts). An address
      // that is no file falls through to the not-found page, which counts itself.
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, readBudget: false };
      });
      await files.register(fastifyStatic, {
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
    });
  }

  registerPages(app, sendPage, sendPublicPage);

  app.setNotFoundHandler(async (request, reply) => {
    // Reached from a built-file address that is no file, the request has not been counted yet.
    const refused = await admitRead(request, reply);
    if (refused) return refused;
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && pathname !== '/api';
    // A missing file (a path with an extension) is a plain 404, not the app.
    if (!isPage || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${pathname}` });
    }
    return sendNotFoundPage(sendPage, request, reply);
  });
}
