import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Server tests run once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL; the
// `*.postgres.test.ts` files are about PostgreSQL alone (a network between app and database that a test can
// cut) and run only there.
const POSTGRES_ONLY = 'src/server/**/*.postgres.test.ts';
const serverProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${db}`,
    include: ['src/server/**/*.test.ts'],
    exclude: db === 'pglite' ? [POSTGRES_ONLY] : [],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: ['src/server/test-support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.js'], environment: 'node' } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        plugins: [react()],
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/client/test/setup.ts'],
          // Form tests type into several fields; on 2 busy cores they can pass 5 s.
          testTimeout: 20_000,
          // One jsdom per worker instead of one per file: the project takes about a third of the time (47 s
          // instead of 156 s on 2 cores). Files share module state, so whatever a test leaves behind (toasts,
          // storage, globals, the theme class) is reset in src/client/test/setup.ts, and no file mocks modules.
          isolate: false,
        },
      },
    ],
  },
});
