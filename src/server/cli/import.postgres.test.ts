// An operator's import writes outside any running app, so it tells them: on PostgreSQL every app instance
// listening drops the answers the import changed (docs/decisions/0141-response-cache.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReplayServer, startReplayServer } from '../../../tests/support/server/imports/replay-server.ts';
import { runImport } from '../../../tests/support/server/run-import.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { createTestDatabase } from '../../../tests/support/server/test-database.ts';
import { createOfficial } from '../repositories/officials.ts';

let replay: ReplayServer;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;

beforeAll(async () => {
  replay = await startReplayServer();
  database = await createTestDatabase();
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t?.close(false);
  await database?.close();
  await replay?.close();
});

describe('npm run import on PostgreSQL', () => {
  it('makes a running app drop its kept list of officials, which then shows the imported members', async () => {
    const officials = async () => (await call(t.app, 'GET', '/api/officials')).json() as unknown[];
    // Kept by the app's response cache: an official written behind the app's back is not in its answer yet.
    const before = await officials();
    await createOfficial(t.db, { name: 'Written Behind', party: 'Independent', office: 'Senator', state: 'VT' });
    expect(await officials()).toEqual(before);

    const run = await runImport(['members'], {
      DATABASE_URL: database.url!,
      CONGRESS_API_KEY: 'cli-test-key',
      CONGRESS_API_URL: replay.base('congress'),
    });
    expect(run.code).toBe(0);
    // The notification arrives on the app's own connection, soon after the command ends.
    while ((await officials()).length === before.length) await new Promise((resolve) => setImmediate(resolve));
    const after = (await officials()) as { name: string }[];
    expect(after.length).toBeGreaterThan(before.length + 1);
    expect(after.map(({ name }) => name)).toContain('Written Behind');
  }, 60_000);
});
