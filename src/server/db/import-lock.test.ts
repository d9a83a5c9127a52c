import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/server/test-database.ts';
import type { DatabaseHandle } from './connect.ts';
import { advisoryKey, ImportLockedError, withImportLock } from './import-lock.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

type Pool = { connect: () => Promise<{ query: (q: string, v: unknown[]) => Promise<unknown>; release: () => void }> };

describe('import lock', () => {
  it('refuses a second run of the same import while the first runs, and allows other imports', async () => {
    let release!: () => void;
    let entered!: () => void;
    const holding = new Promise<void>((r) => (entered = r));
    const first = withImportLock(handle.db, 'votes', () => {
      entered();
      return new Promise<string>((r) => (release = () => r('first done')));
    });
    // Inside its import: the lock is certainly held.
    await holding;
    await expect(withImportLock(handle.db, 'votes', async () => 'second')).rejects.toBeInstanceOf(ImportLockedError);
    await expect(withImportLock(handle.db, 'members', async () => 'other import')).resolves.toBe('other import');
    release();
    await expect(first).resolves.toBe('first done');
    await expect(withImportLock(handle.db, 'votes', async () => 'after')).resolves.toBe('after');
  });

  it('releases the lock when the import fails', async () => {
    await expect(withImportLock(handle.db, 'bills', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withImportLock(handle.db, 'bills', async () => 'again')).resolves.toBe('again');
  });

  it('on PostgreSQL, refuses while another instance (another session) holds the advisory lock', async () => {
    // PGlite is one embedded session in one process: there the in-process guard above is the whole lock.
    const pool = (handle.db as unknown as { $client: Pool }).$client;
    if (handle.kind === 'pglite') {
      expect(typeof (pool as Partial<Pool>).connect).not.toBe('function');
      return;
    }
    const other = await pool.connect();
    await other.query('select pg_advisory_lock($1::bigint)', [advisoryKey('candidates')]);
    try {
      await expect(withImportLock(handle.db, 'candidates', async () => 'ran')).rejects.toBeInstanceOf(ImportLockedError);
    } finally {
      await other.query('select pg_advisory_unlock($1::bigint)', [advisoryKey('candidates')]);
      other.release();
    }
    await expect(withImportLock(handle.db, 'candidates', async () => 'ran')).resolves.toBe('ran');
  });

  it('is one lock per database: another site served by the same process runs its own import', async () => {
    const other = await createTestDatabase();
    try {
      let release!: () => void;
      let entered!: () => void;
      const holding = new Promise<void>((r) => (entered = r));
      const first = withImportLock(handle.db, 'votes', () => {
        entered();
        return new Promise<void>((r) => (release = r));
      });
      await holding;
      await expect(withImportLock(other.db, 'votes', async () => 'other site')).resolves.toBe('other site');
      release();
      await first;
    } finally {
      await other.close();
    }
  });
});
