// Per test file: a fresh migrated database and a loopback replay server, closed after the file and
// with scripts and recorded requests reset before each test.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../../../../src/server/db/connect.ts';
import { createTestDatabase } from '../test-database.ts';
import { type ReplayServer, startReplayServer } from './replay-server.ts';

export function useReplayDatabase(setup?: (env: { handle: DatabaseHandle }) => Promise<void>) {
  const env = {} as { handle: DatabaseHandle; server: ReplayServer };
  beforeAll(async () => {
    env.handle = await createTestDatabase();
    env.server = await startReplayServer();
    await setup?.(env);
  });
  afterAll(async () => {
    await env.server.close();
    await env.handle.close();
  });
  beforeEach(() => env.server.reset());
  return env;
}
