// One per test run (process id), so runs from two checkouts on one server never drop each other's template.
export const POSTGRES_TEMPLATE_DB = `civic_ledger_test_template_${process.pid}`;

/** The same server and credentials, another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Database creation runs from the server's maintenance database. */
export const adminUrl = (url: string) => withDatabase(url, 'postgres');
