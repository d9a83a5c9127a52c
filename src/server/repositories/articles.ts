import { desc, eq, sql } from 'drizzle-orm';
import { publicDisplayName } from '../../shared/format.ts';
import type { Database } from '../db/connect.ts';
import { articles, users } from '../db/schema.ts';
import { commentCounts } from './comment-counts.ts';
import { rowExists } from './rows.ts';

/**
 * Articles with the author's current name and picture and the comment count, newest first (the first is
 * featured). The name is read live from users, so a profile edit shows on every article at once.
 */
async function selectArticles(db: Database, where?: ReturnType<typeof eq>) {
  const counts = commentCounts(db, 'articleId');
  const rows = await db
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
      commentCount: sql<number>`coalesce(${counts.count}, 0)`.mapWith(Number),
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.userId))
    .leftJoin(counts, eq(counts.targetId, articles.id))
    .where(where)
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  return rows.map(({ firstName, lastName, email, ...article }) => ({
    ...article,
    authorName: publicDisplayName({ firstName, lastName, email }),
  }));
}

export const listArticles = (db: Database) => selectArticles(db);
export const listArticlesByUser = (db: Database, userId: string) => selectArticles(db, eq(articles.userId, userId));
export const findArticle = async (db: Database, id: number) => (await selectArticles(db, eq(articles.id, id)))[0];

export async function createArticle(
  db: Database,
  values: { title: string; excerpt: string; content: string; category: string; readTime: number; userId: string; authorName: string },
) {
  const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
  return (await findArticle(db, row!.id))!;
}

export const articleExists = (db: Database, id: number) => rowExists(db, articles, id);
