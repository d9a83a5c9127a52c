// A failed query's error names the values it was sent; the log keeps the fault (SQL with placeholders,
// SQLSTATE, stack) and drops the values, which are people's text.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedApp } from '../../../tests/support/server/logged-app.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECRET = 'my private note 7f3a';

describe('error logs', () => {
  it("carry a failed query's SQL and SQLSTATE, never its parameters", async () => {
    const { app, lines } = await buildLoggedApp(t.database);
    // Routes that fail the way a handler's query can: an unexpected error (500) and a data error
    // PostgreSQL reports by quoting the value it refused (mapped to 400).
    app.post('/test/division', async (request) =>
      app.db.execute(sql`select length(${(request.body as { text: string }).text}::text) / 0 as n`),
    );
    app.post('/test/cast', async (request) => app.db.execute(sql`select ${(request.body as { text: string }).text}::int as n`));
    await app.ready();

    expect((await call(app, 'POST', '/test/division', { body: { text: SECRET } })).statusCode).toBe(500);
    expect((await call(app, 'POST', '/test/cast', { body: { text: SECRET } })).statusCode).toBe(400);
    await app.close();

    const entries = lines.map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> });
    const failure = entries.find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toBeDefined();
    const logged = JSON.stringify(failure!.err);
    expect(logged).toContain('22012');
    expect(logged).toContain('division by zero');
    expect(logged).toMatch(/select length\(\$1::text\) \/ 0/);
    expect(lines.join('')).not.toContain(SECRET);
  });
});
