import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryViolation } from './import-boundaries.js';

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

  it('lets server code flow routes → services → repositories only', () => {
    expect(judge('server/repositories/bills.ts', 'server/services/bills.ts')).toMatch(/must not import server\/services/);
    expect(judge('server/services/bills.ts', 'server/routes/bills.ts')).toMatch(/must not import server\/routes/);
    expect(judge('server/routes/bills.ts', 'server/repositories/bills.ts')).toBe('routes call services, which call repositories');
    expect(judge('server/routes/bills.ts', 'server/services/bills.ts')).toBeUndefined();
    expect(judge('server/services/bills.ts', 'server/repositories/bills.ts')).toBeUndefined();
  });
});
