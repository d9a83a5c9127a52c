import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { skipSplash } from './app/splash.tsx';
import { AppRoutes } from './app/router.tsx';
import { authUserQuery } from './lib/auth.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

const queryClient = createQueryClient();

// Start the first screen's two requests before React renders, in parallel, so nothing waits on a chunk.
void queryClient.prefetchQuery(authUserQuery);
if (window.location.pathname === '/' || window.location.pathname.startsWith('/article/')) {
  void queryClient.prefetchQuery({ queryKey: ['/api/articles'] });
}

if (window.location.pathname !== '/') skipSplash();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={queryClient}>
      <AppRoutes />
    </Providers>
  </StrictMode>,
);
