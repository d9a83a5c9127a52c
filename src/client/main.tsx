import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { skipSplash } from './app/splash.tsx';
import { AppRoutes } from './app/router.tsx';
import { getArticle, listArticles } from '../shared/api/articles.ts';
import { authUserQuery } from './lib/auth.ts';
import { endpointPages, endpointQuery } from './lib/endpoint.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

const queryClient = createQueryClient();

// Start the first screen's two requests before React renders, in parallel, so nothing waits on a chunk.
void queryClient.prefetchQuery(authUserQuery);
const articleId = /^\/article\/(\d+)$/.exec(window.location.pathname)?.[1];
if (window.location.pathname === '/') void queryClient.prefetchInfiniteQuery(endpointPages(listArticles));
if (articleId) void queryClient.prefetchQuery(endpointQuery(getArticle, { params: { id: Number(articleId) } }));

if (window.location.pathname !== '/') skipSplash();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={queryClient}>
      <AppRoutes />
    </Providers>
  </StrictMode>,
);
