import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

type AppProps = {
  client: QueryClient;
  /** Where the page is, when rendering outside a browser (the server's first screen); the browser's address otherwise. */
  ssrPath?: string;
  ssrSearch?: string;
};

/** The whole app: what the browser renders and what the server writes as a page's first screen, one tree for both. */
export function App({ client, ssrPath, ssrSearch }: AppProps) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <Providers client={client}>
          <AppRoutes />
        </Providers>
      </Router>
    </StrictMode>
  );
}
