// The stress run's cast, written straight into its database: signed-in writers (a session each, with the
// cookie the app would have set) and one article for them to discuss.
import { randomBytes } from 'node:crypto';
import { sign } from '@fastify/cookie';
import type { Database } from '../../src/server/db/connect.ts';
import { SESSION_COOKIE } from '../../src/server/plugins/session.ts';
import { createArticle } from '../../src/server/repositories/articles.ts';
import { saveSession } from '../../src/server/repositories/sessions.ts';
import { createUser } from '../../src/server/repositories/users.ts';

export type Cast = { cookies: string[]; articleId: number };

export async function castWriters(db: Database, count: number, sessionSecret: string): Promise<Cast> {
  const run = randomBytes(3).toString('hex');
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser(db, { email: `stress-${run}-${i}@example.test`, firstName: 'Stress', lastName: `Writer ${i}`, emailVerifiedAt: new Date() });
    const sid = randomBytes(32).toString('base64url');
    await saveSession(db, sid, { userId: user.id }, new Date(Date.now() + 3_600_000));
    cookies.push(`${SESSION_COOKIE}=${sign(sid, sessionSecret)}`);
  }
  const author = await createUser(db, { email: `stress-${run}-staff@example.test`, firstName: 'Stress', lastName: 'Editor', isStaff: 1, emailVerifiedAt: new Date() });
  const article = await createArticle(db, {
    title: `Stress run ${run}`,
    excerpt: 'Written to by many at once.',
    content: 'Comments below come from the stress run.',
    category: 'Healthcare',
    readTime: 1,
    userId: author.id,
    authorName: 'Stress Editor',
  });
  return { cookies, articleId: article.id };
}
