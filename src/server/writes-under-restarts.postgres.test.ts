// Comment writers while PostgreSQL ends the app's connections under them, as a restart does
// (docs/decisions/0314-a-committed-write-answers-2xx.md). Half write as the web client does (an
// Idempotency-Key per comment, the same key on every retry of a 503), half as a script without a key that
// also retries a 503. The database is never stopped: pg_terminate_backend ends this app's connections
// (found by their application_name) on the test's own database, over and over while the writers run.
// Afterwards no comment is stored twice, every 2xx names a stored comment, and a writer left with a 503
// stored nothing.
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../tests/support/server/test-app.ts';
import { createTestDatabase } from '../../tests/support/server/test-database.ts';
import { connectPostgres, type DatabaseHandle } from './db/connect.ts';
import { comments } from './db/schema.ts';
import { OUTCOME_UNKNOWN_MESSAGE } from './db/transaction-outcome.ts';

const APP_NAME = `civic-ledger-writers-${randomUUID().slice(0, 8)}`;
const WRITERS = 160;
/** Far more than the web client's 4: a writer's last answer is then rarely a 503, so most comments are judged by a 2xx. */
const ATTEMPTS = 12;
/** Every this many answers, the app's connections are ended again. */
const ANSWERS_PER_RESTART = 6;

let direct: Awaited<ReturnType<typeof createTestDatabase>>;
let appDatabase: DatabaseHandle;
let t: TestApp;
let articleId: number;

beforeAll(async () => {
  direct = await createTestDatabase();
  const url = new URL(direct.url!);
  url.searchParams.set('application_name', APP_NAME);
  appDatabase = connectPostgres(url.toString(), { poolSize: 10, connectTimeoutMs: 2_000, statementTimeoutMs: 5_000 });
  t = await createTestApp({ database: appDatabase });
  const staff = await t.signUp({ isStaff: 1 });
  const article = await call(t.app, 'POST', '/api/articles', {
    cookie: staff.cookie,
    body: { title: 'Restarts', excerpt: 'E', content: 'C', category: 'Climate' },
  });
  articleId = article.json().id;
});

afterAll(async () => {
  await t?.close(false);
  await appDatabase?.close();
  await direct?.close();
});

/**
 * Ends every connection the app holds on its database; answers how many it ended. The pids are picked
 * first and ended after: in one statement the planner may call pg_terminate_backend before the filter.
 */
async function restartTheAppsConnections(): Promise<number> {
  const found = await direct.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${APP_NAME} and pid <> pg_backend_pid()`,
  );
  const pids = (found as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid);
  if (pids.length === 0) return 0;
  const ended = await direct.db.execute(
    sql`select count(*)::int as n from unnest(${`{${pids.join(',')}}`}::int[]) as pid where pg_terminate_backend(pid)`,
  );
  return (ended as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

type Final = { content: string; keyed: boolean; status: number; body: string; answers: number[] };

describe('comment writers while the database ends the app’s connections', () => {
  it('stores no comment twice, stores every comment answered 2xx, and nothing answered 503 at the end', async () => {
    const readers: Awaited<ReturnType<TestApp['signUp']>>[] = [];
    for (let i = 0; i < WRITERS; i++) readers.push(await t.signUp());
    let answered = 0;
    let ended = 0;
    const restarts: Promise<void>[] = [];
    const restart = () => restarts.push(restartTheAppsConnections().then((n) => void (ended += n)));

    const write = async (index: number): Promise<Final> => {
      const keyed = index % 2 === 0;
      const content = `Writer ${index} ${randomUUID()}`;
      const headers: Record<string, string> = keyed ? { 'idempotency-key': randomUUID() } : {};
      const answers: number[] = [];
      for (;;) {
        const response = await call(t.app, 'POST', '/api/comments', {
          cookie: readers[index]!.cookie,
          body: { articleId, content },
          headers,
        });
        answers.push(response.statusCode);
        if (++answered % ANSWERS_PER_RESTART === 0) restart();
        // A 503 is the server saying "not done, try again"; the web client waits Retry-After, this one only a turn.
        if (response.statusCode !== 503 || answers.length === ATTEMPTS)
          return { content, keyed, status: response.statusCode, body: response.body, answers };
        await nextTurn();
      }
    };

    restart();
    const finals = await Promise.all(Array.from({ length: WRITERS }, (_, index) => write(index)));
    await Promise.all(restarts);

    const stored = await direct.db
      .select({ id: comments.id, content: comments.content })
      .from(comments)
      .where(eq(comments.articleId, articleId));
    const storedIds = (content: string) => stored.filter((row) => row.content === content).map((row) => row.id);

    /** What is wrong with one writer's outcome, if anything. */
    const wrongWith = (final: Final): string | undefined => {
      const ids = storedIds(final.content);
      if (ids.length > 1) return 'stored twice';
      if (final.status === 201) return ids[0] === JSON.parse(final.body).id ? undefined : 'answered 201 but not stored as answered';
      if (final.status === 503) return ids.length === 0 ? undefined : 'answered 503 at the end but stored';
      // Only a create sent without a key may be left not knowing (its commit unconfirmed), and it says so.
      const known = !final.keyed && final.status === 500 && JSON.parse(final.body).message === OUTCOME_UNKNOWN_MESSAGE;
      return known ? undefined : `answered ${final.status} ${final.body}`;
    };
    const wrong = finals.flatMap((final) => {
      const what = wrongWith(final);
      return what
        ? [
            `${what}: ${final.keyed ? 'keyed' : 'unkeyed'} ${final.content}, answers ${final.answers.join(', ')}, stored as ${JSON.stringify(storedIds(final.content))}`,
          ]
        : [];
    });
    console.info(
      `${WRITERS} writers, ${ended} connections ended: ${finals.filter((f) => f.answers.includes(503)).length} met a 503, ` +
        `${finals.filter((f) => f.status === 201).length} ended with a 201; ${wrong.length} wrong`,
    );
    expect(ended, 'connections ended').toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  }, 120_000);
});
