import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { skipSplash } from './app/splash.tsx';
import { AppRoutes, preloadArticleRoute } from './app/router.tsx';
import { getArticle, listArticles } from '../shared/api/articles.ts';
import { authUserQuery } from './lib/auth.ts';
import { endpointPages, endpointQuery } from './lib/endpoint.ts';
import { readFirstData, seedFirstData } from './lib/first-data.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

const queryClient = createQueryClient();

// The page's public data came with the HTML: cached before the first render, it needs no request.
const inlined = readFirstData(document);
if (inlined) seedFirstData(queryClient, inlined);

// Start the first screen's requests before React renders, in parallel, so nothing waits on a chunk; what
// the HTML already carried is fresh in the cache and not asked for again.
void queryClient.prefetchQuery(authUserQuery);
const articleId = /^\/article\/(\d+)$/.exec(window.location.pathname)?.[1];
if (window.location.pathname === '/') void queryClient.prefetchInfiniteQuery(endpointPages(listArticles));
if (articleId) void queryClient.prefetchQuery(endpointQuery(getArticle, { params: { id: Number(articleId) } }));

if (window.location.pathname !== '/') skipSplash();

// An article page renders once its route's code is in (the HTML preloaded it), so its first screen is
// the article rather than a loading placeholder; should loading fail, the route's own lazy load retries.
if (articleId) await preloadArticleRoute().catch(() => undefined);

const root = createRoot(document.getElementById('root')!);
// As a transition React builds the first screen in slices of a few milliseconds, so the page never stops
// answering input for long while it starts (docs/decisions/0143-first-paint.md).
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers client={queryClient}>
        <AppRoutes />
      </Providers>
    </StrictMode>,
  ),
);
