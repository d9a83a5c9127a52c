import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ArticleKind } from '../../shared/constants.ts';
import { publicDisplayName } from '../../shared/format.ts';
import type { Database } from '../db/connect.ts';
import { articleCorrections, articles, users } from '../db/schema.ts';
import { articleEvent, recordEvents } from './events.ts';

/** What every public read of articles is limited to: drafts are for staff only (docs/decisions/0170-drafts.md). */
export const isPublished = eq(articles.status, 'published');

/** The fields an editor writes; a revision keeps the same set. */
export type ArticleFields = {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  readTime: number;
  imageUrl: string | null;
  imageAlt: string | null;
  kind: ArticleKind;
};

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
      kind: articles.kind,
      userId: articles.userId,
      readTime: articles.readTime,
      votes: articles.votes,
      publishedAt: articles.publishedAt,
      status: articles.status,
      updatedAt: articles.updatedAt,
      imageUrl: articles.imageUrl,
      imageAlt: articles.imageAlt,
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
  const corrections = await correctionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ firstName, lastName, email, ...article }) => ({
    ...article,
    authorName: publicDisplayName({ firstName, lastName, email }),
    corrections: corrections.get(article.id) ?? [],
  }));
}

/** The corrections of some articles, oldest first, in one query. */
async function correctionsOf(db: Database, ids: number[]) {
  const byArticle = new Map<number, { note: string; createdAt: Date }[]>();
  if (ids.length === 0) return byArticle;
  const rows = await db
    .select({ articleId: articleCorrections.articleId, note: articleCorrections.note, createdAt: articleCorrections.createdAt })
    .from(articleCorrections)
    .where(inArray(articleCorrections.articleId, ids))
    .orderBy(asc(articleCorrections.createdAt), asc(articleCorrections.id));
  for (const { articleId, ...correction } of rows) byArticle.set(articleId, [...(byArticle.get(articleId) ?? []), correction]);
  return byArticle;
}

/**
 * One page, newest first, after the (publishedAt, id) position of the previous page's last article; with
 * `authorId`, that author's articles only (a profile's tab, served by articles_user_published_idx).
 */
export async function listArticlesPage(
  db: Database,
  page: { limit: number; after?: { publishedAt: string; id: number }; authorId?: string; status?: 'draft' | 'published' },
) {
  const after = page.after && sql`(${articles.publishedAt}, ${articles.id}) < (${page.after.publishedAt}::timestamptz, ${page.after.id})`;
  const byAuthor = page.authorId === undefined ? undefined : eq(articles.userId, page.authorId);
  // One row more than asked says whether another page follows.
  const rows = await selectArticles(db, and(eq(articles.status, page.status ?? 'published'), byAuthor, after), page.limit + 1);
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}
/** A published article, as readers may see it. */
export const findArticle = async (db: Database, id: number) => (await selectArticles(db, and(isPublished, eq(articles.id, id))))[0];
/** A published article or a draft: for staff only. */
export const findAnyArticle = async (db: Database, id: number) => (await selectArticles(db, eq(articles.id, id)))[0];
/** Published articles as the list has them, in the list's order; search ranks them itself. */
export const listArticlesById = (db: Database, ids: readonly number[]) =>
  selectArticles(db, and(isPublished, inArray(articles.id, [...ids])));

export async function createArticle(
  db: Database,
  values: Omit<ArticleFields, 'imageUrl' | 'imageAlt' | 'kind'> &
    Partial<Pick<ArticleFields, 'imageUrl' | 'imageAlt' | 'kind'>> & { userId: string; authorName: string; status?: 'draft' | 'published' },
) {
  // A published article is news for its author's followers: its event commits with it (a draft makes none).
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(articles)
      .values(values)
      .returning({ id: articles.id, userId: articles.userId, title: articles.title, status: articles.status });
    if (row!.status === 'published') await recordEvents(tx, [articleEvent(row!)]);
    return row!.id;
  });
  return (await findAnyArticle(db, id))!;
}

/** Whether readers can see (and discuss) the article. */
export async function articleExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(isPublished, eq(articles.id, id)));
  return row !== undefined;
}
