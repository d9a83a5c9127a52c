import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryViolation, SERVER_ORDER } from './import-boundaries.js';

const src = (file) => path.resolve(import.meta.dirname, '../../src', file);
const judge = (from, to) => boundaryViolation(src(from), src(to));

describe('import boundaries', () => {
  it('keeps src/shared free of client and server code', () => {
    expect(judge('shared/api/bills.ts', 'server/db/schema.ts')).toBe('src/shared must not import src/server');
    expect(judge('shared/api/bills.ts', 'client/lib/api.ts')).toBe('src/shared must not import src/client');
    expect(judge('shared/api/bills.ts', 'shared/schemas/bills.ts')).toBeUndefined();
  });

  it('keeps the client and the server apart', () => {
    expect(judge('client/lib/api.ts', 'server/platform/http-error.ts')).toBe('the client must not import server code');
    expect(judge('server/routes/spa.ts', 'client/lib/paths.ts')).toBe('the server must not import client code');
    expect(judge('client/lib/api.ts', 'shared/api/contract.ts')).toBeUndefined();
  });

  it('lets no client feature import another', () => {
    expect(judge('client/features/officials/official-card.tsx', 'client/features/legislation/bill-card.tsx')).toMatch(
      /feature 'officials' must not import feature 'legislation'/,
    );
    expect(judge('client/features/officials/official-card.tsx', 'client/features/officials/api.ts')).toBeUndefined();
    expect(judge('client/app/shell.tsx', 'client/features/officials/officials-tab.tsx')).toBeUndefined();
  });

  it('lets each server room import only the rooms below it in the stated order', () => {
    expect(judge('server/repositories/bills.ts', 'server/services/bills.ts')).toMatch(
      /server\/repositories must not import server\/services, a room above it/,
    );
    expect(judge('server/services/bills.ts', 'server/routes/bills.ts')).toMatch(/must not import server\/routes/);
    expect(judge('server/db/connect.ts', 'server/http/session.ts')).toMatch(/server\/db must not import server\/http/);
    expect(judge('server/jobs/hourly-purges.ts', 'server/http/idempotent-create.ts')).toMatch(/a room above it \(platform < domain < db/);
    expect(judge('server/routes/bills.ts', 'server/services/bills.ts')).toBeUndefined();
    // Routes may read repositories for plain reads: the order allows every room below.
    expect(judge('server/routes/bills.ts', 'server/repositories/bills.ts')).toBeUndefined();
    expect(judge('server/services/bills.ts', 'server/repositories/bills.ts')).toBeUndefined();
    expect(judge('server/http/register-endpoint.ts', 'server/http/idempotent-create.ts')).toBeUndefined();
  });

  it("counts the files at src/server/ itself as the room 'app', above every room but the command line", () => {
    expect(judge('server/app.ts', 'server/routes/bills.ts')).toBeUndefined();
    expect(judge('server/routes/bills.ts', 'server/app.ts')).toMatch(/must not import server\/app/);
    expect(judge('server/cli/import.ts', 'server/app.ts')).toBeUndefined();
  });

  it('names a server folder that is no room of the order, so a new one is placed before it is used', () => {
    expect(judge('server/lib/anything.ts', 'server/db/connect.ts')).toBe(
      "server/lib is no room of the server's order (scripts/eslint/import-boundaries.js)",
    );
    expect(judge('server/routes/bills.ts', 'server/lib/anything.ts')).toBe(
      "server/lib is no room of the server's order (scripts/eslint/import-boundaries.js)",
    );
  });

  it('keeps every product file from importing the tests and their helpers', () => {
    const tests = (file) => path.resolve(import.meta.dirname, '../../tests', file);
    expect(boundaryViolation(src('server/routes/bills.ts'), tests('support/server/test-app.ts'))).toBe(
      'product code must not import tests/ (test helpers live there)',
    );
    expect(boundaryViolation(src('client/lib/api.ts'), tests('support/client/render.tsx'))).toMatch(/product code must not import tests/);
    expect(boundaryViolation(tests('e2e/support/data.ts'), src('shared/api/pagination.ts'))).toBeUndefined();
  });

  it('has a place for every folder of src/server', () => {
    const rooms = readdirSync(path.resolve(import.meta.dirname, '../../src/server'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(rooms.filter((room) => !SERVER_ORDER.includes(room))).toEqual([]);
  });
});
