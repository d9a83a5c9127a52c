import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Server tests run once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL; the
// `*.postgres.test.ts` files are about PostgreSQL alone (a network between app and database that a test can
// cut) and run only there.
const POSTGRES_ONLY = 'src/server/**/*.postgres.test.ts';
// A server project's files share one module graph per worker (isolate: false), as the client's do: each
// file built its own copy of the app's modules before, some 150 s of imports a run on 2 cores
// (docs/decisions/0303-server-tests-share-modules.md). Every test makes its own app and database, so
// nothing a file needs lives in module state. Files that replace modules with vi.mock keep modules of
// their own, in an isolated project beside: found by what they contain, so a new one cannot land among
// the shared files unnoticed.
const MOCKS_MODULES = globSync('src/server/**/*.test.ts', { cwd: import.meta.dirname }).filter((file) =>
  readFileSync(path.join(import.meta.dirname, file), 'utf8').includes('vi.mock('),
);
const serverProject = (db: 'pglite' | 'postgres', shared: boolean) => ({
  test: {
    name: `server-${db}${shared ? '' : '-isolated'}`,
    include: shared ? ['src/server/**/*.test.ts'] : MOCKS_MODULES,
    exclude: [...(db === 'pglite' ? [POSTGRES_ONLY] : []), ...(shared ? MOCKS_MODULES : [])],
    isolate: !shared,
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: ['tests/support/server/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // A worker per core: Vitest's default leaves one core to itself, which on 2 cores ran every file one
    // after another (docs/decisions/0305-a-test-worker-per-core.md).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'shared', include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.js'], environment: 'node' } },
      serverProject('pglite', true),
      serverProject('pglite', false),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres', true), serverProject('postgres', false)] : []),
      {
        plugins: [react()],
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/client/setup.ts'],
          // Form tests type into several fields; on 2 busy cores they can pass 5 s.
          testTimeout: 20_000,
          // One jsdom per worker instead of one per file: the project takes about a third of the time (47 s
          // instead of 156 s on 2 cores). Files share module state, so whatever a test leaves behind (toasts,
          // storage, globals, the theme class) is reset in tests/support/client/setup.ts, and no file mocks modules.
          isolate: false,
        },
      },
    ],
  },
});
