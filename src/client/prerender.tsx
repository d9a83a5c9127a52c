// The server's renderer of a page's first screen (docs/decisions/0145-server-rendered-first-screen.md):
// `vite build --ssr` bundles this file on its own, and the server loads the built bundle the way it loads
// the built index.html, so server and client code still never import each other. It renders the same
// tree, from the same data, that the browser then hydrates (main.tsx), so the page is painted from the
// HTML and the stylesheet alone, before any JavaScript has arrived.
import { prerender } from 'react-dom/static';
import sanitizeHtml from 'sanitize-html';
import type { RenderFirstScreen } from '../shared/api/first-data.ts';
import { ARTICLE_LINK_ATTRIBUTES, ARTICLE_TAGS } from '../shared/article-html.ts';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/router.tsx';
import { sanitizeArticlesWith } from './features/articles/sanitize.ts';
import { seedFirstData } from './lib/first-data.ts';
import { createQueryClient } from './lib/query-client.ts';

const sanitizeWithoutDom = (html: string) =>
  sanitizeHtml(html, { allowedTags: ARTICLE_TAGS, allowedAttributes: { a: ARTICLE_LINK_ATTRIBUTES } });

/** What the server puts into a page's root element: that page as the browser's first render draws it. */
export const renderFirstScreen: RenderFirstScreen = async (url, data) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  // Set on every render, not once: in tests the browser's side runs in the same module between renders.
  sanitizeArticlesWith(sanitizeWithoutDom);
  const client = createQueryClient();
  seedFirstData(client, data);
  // The route's code is in before the render, as main.tsx has it before hydrating: no loading placeholder.
  // It seeds its page kind's part of the data, as in the browser.
  const seedPage = await preloadRoute(pathname);
  seedPage?.(client, data);
  try {
    // prerender, not renderToString: it waits for lazily loaded parts (a staff member's tools), so the
    // browser hydrates every part instead of drawing the unfinished ones again.
    const errors: unknown[] = [];
    const { prelude } = await prerender(<App client={client} ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} />, {
      onError: (error) => void errors.push(error),
      // One piece, no inline scripts: the Content-Security-Policy allows none, and nothing here streams.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const markup = await new Response(prelude).text();
    // A part that failed would be drawn again by the browser, with an error; the server sends the page for
    // the browser to draw whole instead.
    if (errors.length > 0) throw errors[0];
    return markup;
  } finally {
    client.clear();
  }
};
