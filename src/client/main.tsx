import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getArticle, listArticles } from '../shared/api/articles.ts';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/router.tsx';
import { authUserQuery } from './lib/auth.ts';
import { endpointPages, endpointQuery } from './lib/endpoint.ts';
import { readFirstData, seedFirstData } from './lib/first-data.ts';
import { articleIdFromPath, paths } from './lib/paths.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

const queryClient = createQueryClient();

// The page's data came with the HTML: cached before the first render, it needs no request. The common
// part (who asks, the splash, the front page's or an article's data) is seeded now, the rest below.
const inlined = readFirstData(document);
if (inlined) seedFirstData(queryClient, inlined);

// Start the first screen's requests before React renders, in parallel, so nothing waits on a chunk; what
// the HTML already carried is fresh in the cache and not asked for again.
void queryClient.prefetchQuery(authUserQuery);
const { pathname } = window.location;
const articleId = articleIdFromPath(pathname);
if (pathname === paths.home) void queryClient.prefetchInfiniteQuery(endpointPages(listArticles));
if (articleId !== undefined) void queryClient.prefetchQuery(endpointQuery(getArticle, { params: { id: articleId } }));

// A page renders once its route's code is in (the HTML preloaded it), so its first screen is the page
// rather than a loading placeholder; should loading fail, the route's own lazy load retries (and its
// screen fetches its data). That code checks and seeds its page kind's part of the data.
const seedPage = await preloadRoute(pathname).catch(() => undefined);
if (inlined) seedPage?.(queryClient, inlined);

const container = document.getElementById('root')!;
const app = <App client={queryClient} />;
// As a transition React builds (or, over the server's first screen, hydrates) the page in slices of a few
// milliseconds, so the page never stops answering input for long while it starts
// (docs/decisions/0143-first-paint.md, 0145-server-rendered-first-screen.md).
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
// Browser journeys wait for this before using a server-drawn page: until now its buttons had no handlers.
document.documentElement.dataset.appStarted = '';
