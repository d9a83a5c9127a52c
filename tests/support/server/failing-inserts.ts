// A database handle whose every insert into one table throws, inside transactions too: a route that
// writes that table then answers 500, as a route with a bug would. The write-route property test uses it
// to prove that its success check notices a route that fails.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from '../../../src/server/db/connect.ts';

export function failingInserts(handle: DatabaseHandle, table: PgTable): DatabaseHandle {
  const wrap = (db: Database): Database =>
    new Proxy(db, {
      get(target, property) {
        if (property === 'insert')
          return (into: PgTable) => {
            if (into === table) throw new Error('failingInserts: this table refuses every insert');
            return target.insert(into);
          };
        if (property === 'transaction')
          return (run: (tx: Database) => Promise<unknown>, config?: never) =>
            target.transaction((tx) => run(wrap(tx as unknown as Database)), config);
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return { ...handle, db: wrap(handle.db) };
}
