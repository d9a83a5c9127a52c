import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { publicDisplayName } from '../../shared/format.ts';
import type { Database } from '../db/connect.ts';
import { articles, users } from '../db/schema.ts';
import { rowExists } from './rows.ts';

/**
 * Articles with the author's current name and picture and the comment count, newest first (the first is
 * featured). The name is read live from users, so a profile edit shows on every article at once.
 */
async function selectArticles(db: Database, where?: SQL, limit?: number) {
  const query = db
    .select({
      id: articles.id,
      title: articles.title,
      excerpt: articles.excerpt,
      content: articles.content,
      category: articles.category,
      userId: articles.userId,
      readTime: articles.readTime,
      votes: articles.votes,
      publishedAt: articles.publishedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      authorProfileImageUrl: users.profileImageUrl,
      commentCount: articles.commentCount,
      // The position as PostgreSQL prints it: microseconds kept, which a JavaScript Date would drop.
      position: sql<string>`${articles.publishedAt}::text`,
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.userId))
    .where(where)
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ firstName, lastName, email, ...article }) => ({
    ...article,
    authorName: publicDisplayName({ firstName, lastName, email }),
  }));
}

/**
 * One page, newest first, after the (publishedAt, id) position of the previous page's last article; with
 * `authorId`, that author's articles only (a profile's tab, served by articles_user_published_idx).
 */
export async function listArticlesPage(
  db: Database,
  page: { limit: number; after?: { publishedAt: string; id: number }; authorId?: string },
) {
  const after = page.after && sql`(${articles.publishedAt}, ${articles.id}) < (${page.after.publishedAt}::timestamptz, ${page.after.id})`;
  const byAuthor = page.authorId === undefined ? undefined : eq(articles.userId, page.authorId);
  // One row more than asked says whether another page follows.
  const rows = await selectArticles(db, and(byAuthor, after), page.limit + 1);
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}
export const findArticle = async (db: Database, id: number) => (await selectArticles(db, eq(articles.id, id)))[0];
/** Articles as the list has them, in the list's order; search ranks them itself. */
export const listArticlesById = (db: Database, ids: readonly number[]) => selectArticles(db, inArray(articles.id, [...ids]));

export async function createArticle(
  db: Database,
  values: { title: string; excerpt: string; content: string; category: string; readTime: number; userId: string; authorName: string },
) {
  const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
  return (await findArticle(db, row!.id))!;
}

export const articleExists = (db: Database, id: number) => rowExists(db, articles, id);
