// The first read after a write: a signed-in reader posts a comment on a bill, then loads the bill's
// discussion, which must already show it. The time of that GET is what the reader waits to see their
// own words; a cache that answered quickly with the old page would fail the check instead.
import { z } from 'zod';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { createUser } from '../../src/server/repositories/users.ts';
import { comment } from '../../src/shared/schemas/comments.ts';
import { BROWSER_HEADERS } from './load.ts';

const WRITER = { email: 'bench-writer@example.org', password: 'a benchmark writer posts comments' };
/** A same-origin JSON call, as the app's own pages make (cross-origin protection checks Sec-Fetch-Site). */
const OWN_PAGE_JSON = { ...BROWSER_HEADERS, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

/** Added while the database is prepared: PGlite lets only one process open its folder. */
export async function addWriter(db: Database) {
  await createUser(
    db,
    { email: WRITER.email, firstName: 'Bench', lastName: 'Writer', emailVerifiedAt: new Date() },
    await hashPassword(WRITER.password),
  );
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: OWN_PAGE_JSON, body: JSON.stringify(WRITER) });
  if (!response.ok) throw new Error(`signing in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Milliseconds of each first GET, one per write. */
export async function firstReadsAfterWrites(baseUrl: string, billId: number, writes: number): Promise<number[]> {
  const cookie = await signIn(baseUrl);
  const times: number[] = [];
  for (let i = 0; i < writes; i++) {
    const posted = await fetch(`${baseUrl}/api/comments`, {
      method: 'POST',
      headers: { ...OWN_PAGE_JSON, cookie },
      body: JSON.stringify({ billId, content: `Benchmark comment ${i + 1}` }),
    });
    if (posted.status !== 201) throw new Error(`posting a comment failed: ${posted.status} ${await posted.text()}`);
    const { id } = comment.parse(await posted.json());

    const start = performance.now();
    const page = await fetch(`${baseUrl}/api/bills/${billId}/comments`, { headers: BROWSER_HEADERS });
    const body: unknown = await page.json();
    times.push(performance.now() - start);
    if (z.array(comment).parse(body)[0]?.id !== id)
      throw new Error(`the bill's comments, read right after comment ${id} was posted, do not show it`);
  }
  return times;
}
