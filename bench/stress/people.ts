// The stress run's cast, written straight into its database: signed-in writers (a session each, with the
// cookie the app would have set) and one article for them to discuss; and a busy discussion to write into.
import { randomBytes } from 'node:crypto';
import { sign } from '@fastify/cookie';
import { insertByColumns } from '../../src/server/db/column-insert.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { comments } from '../../src/server/db/schema.ts';
import { createArticle } from '../../src/server/repositories/articles.ts';
import { saveSession } from '../../src/server/repositories/sessions.ts';
import { createUser } from '../../src/server/repositories/users.ts';
import { SESSION_COOKIE } from '../../src/server/services/session-cookie.ts';

export type Cast = { cookies: string[]; articleId: number; authorId: string };

export async function castWriters(db: Database, count: number, sessionSecret: string): Promise<Cast> {
  const run = randomBytes(3).toString('hex');
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser(db, {
      email: `stress-${run}-${i}@example.test`,
      firstName: 'Stress',
      lastName: `Writer ${i}`,
      emailVerifiedAt: new Date(),
    });
    const sid = randomBytes(32).toString('base64url');
    await saveSession(db, sid, { userId: user.id }, new Date(Date.now() + 3_600_000));
    cookies.push(`${SESSION_COOKIE}=${sign(sid, sessionSecret)}`);
  }
  const author = await createUser(db, {
    email: `stress-${run}-staff@example.test`,
    firstName: 'Stress',
    lastName: 'Editor',
    isStaff: 1,
    emailVerifiedAt: new Date(),
  });
  return { cookies, articleId: await stressArticle(db, author.id, `Stress run ${run}`), authorId: author.id };
}

async function stressArticle(db: Database, authorId: string, title: string) {
  const article = await createArticle(db, {
    title,
    excerpt: 'Written to by many at once.',
    content: 'Comments below come from the stress run.',
    category: 'Healthcare',
    readTime: 1,
    userId: authorId,
    authorName: 'Stress Editor',
  });
  return article.id;
}

/** A new article whose discussion already holds `existing` comments. */
export async function busyDiscussion(db: Database, cast: Cast, existing: number): Promise<Cast> {
  const articleId = await stressArticle(db, cast.authorId, `Busy discussion ${randomBytes(3).toString('hex')}`);
  const columns = { articleId: comments.articleId, userId: comments.userId, authorName: comments.authorName, content: comments.content };
  // A statement per thousand: each commit's count trigger then moves one row a thousand times, not twenty thousand.
  for (let start = 0; start < existing; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, existing - start) }, (_, i) => ({
      articleId,
      userId: cast.authorId,
      authorName: 'Stress Editor',
      content: `Earlier comment ${start + i}`,
    }));
    await insertByColumns(db, comments, columns, rows);
  }
  return { ...cast, articleId };
}
