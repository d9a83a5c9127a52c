// Builds an ImportContext against the loopback replay server: keys set, timeouts and backoff tiny, and
// every wait recorded instead of slept, so retry tests run in milliseconds.

import type { Database } from '../../../../src/server/db/connect.ts';
import type { ImportContext, ImportOptions } from '../../../../src/server/imports/service.ts';
import { loadConfig } from '../../../../src/server/platform/config.ts';
import type { ReplayServer } from './replay-server.ts';

export const TEST_KEY = 'test-secret-key-123';

export function replayContext(
  db: Database,
  server: ReplayServer,
  keys: { congress?: boolean; openstates?: boolean; fec?: boolean } = { congress: true, openstates: true, fec: true },
  options: ImportOptions = {},
): ImportContext & { sleeps: number[]; lines: string[] } {
  const sleeps: number[] = [];
  const lines: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/civic-ledger-import-tests',
    SESSION_SECRET: 'x'.repeat(32),
    CONGRESS_API_KEY: keys.congress ? TEST_KEY : '',
    OPENSTATES_API_KEY: keys.openstates ? TEST_KEY : '',
    FEC_API_KEY: keys.fec ? TEST_KEY : '',
    CONGRESS_API_URL: server.base('congress'),
    OPENSTATES_API_URL: server.base('openstates'),
    FEC_API_URL: server.base('fec'),
    SENATE_URL: server.base('senate'),
  });
  return {
    db,
    config,
    sleeps,
    lines,
    progress: (line) => lines.push(line),
    options: {
      now: new Date('2026-11-22T12:00:00Z'),
      ...options,
      http: {
        // Generous: a loaded machine can take a few hundred ms to answer from the loopback server, and
        // a timed-out first try would show up as an extra request. Tests of a hang set their own.
        timeoutMs: 5_000,
        retries: 2,
        backoffMs: 10,
        sleep: async (ms) => {
          sleeps.push(ms);
        },
        ...options.http,
      },
    },
  };
}
