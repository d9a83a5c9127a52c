// An app whose log lines (info and up, as JSON text) a test reads back: for what the logs say and what
// they must never say.
import { Writable } from 'node:stream';
import { buildApp } from '../../../src/server/app.ts';
import type { DatabaseHandle } from '../../../src/server/db/connect.ts';
import { loggerOptions } from '../../../src/server/platform/logging.ts';
import { testConfig } from './test-app.ts';

export async function buildLoggedApp(database: DatabaseHandle, env: Record<string, string> = {}) {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  const config = testConfig({ LOG_LEVEL: 'info', ...env });
  const app = await buildApp({ config, database, clientDir: '/nonexistent', logger: loggerOptions(config, stream) });
  return { app, lines, config };
}
