// The newsroom: articles, their revisions and corrections, and the masthead.
import { type SQL, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ARTICLE_KINDS } from '../../../shared/constants.ts';
import type { RevisionField } from '../../../shared/schemas/articles.ts';
import { users } from './accounts.ts';
import { commentCount, createdAt, searchPart, searchVector, tsvector } from './columns.ts';

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    // An author's articles go with the author: deleting a user is an erasure request.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    readTime: integer('read_time').notNull().default(5),
    votes: integer('votes').notNull().default(0),
    commentCount: commentCount(),
    // A draft's publishedAt is when it was written; publishing sets it to that moment (docs/decisions/0170-drafts.md).
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    // Set when a published article is edited; a draft's edits are not news to readers.
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    // News, analysis, explainer or opinion: the label readers see (docs/decisions/0234-article-kinds.md).
    kind: text('kind', { enum: ARTICLE_KINDS }).notNull().default('news'),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => searchVector(searchPart(articles.title, 'A'), searchPart(articles.excerpt, 'B'), searchPart(articles.category, 'C')),
      ),
  },
  (t) => [
    check('articles_read_time_positive', sql`${t.readTime} >= 1`),
    check('articles_status_known', sql`${t.status} in ('draft', 'published')`),
    check('articles_image_has_alt', sql`${t.imageUrl} is null or ${t.imageAlt} is not null`),
    check('articles_kind_known', sql`${t.kind} in ('news', 'analysis', 'explainer', 'opinion')`),
    // (author, date, id) serves both an author's posts, a page at a time (the keyset (date, id)), and the
    // notification count (new posts by followed authors).
    index('articles_user_published_idx').on(t.userId, t.publishedAt, t.id),
    index('articles_published_idx').on(t.publishedAt),
    index('articles_search_idx').using('gin', t.search),
  ],
);

// An article as it was before an edit: who made the edit, when, and which fields it changed
// (docs/decisions/0171-article-revisions.md). Restoring one is an edit, so it leaves a revision too.
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    editorId: uuid('editor_id').references(() => users.id, { onDelete: 'set null' }),
    changedFields: text('changed_fields').array().$type<RevisionField[]>().notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    readTime: integer('read_time').notNull(),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    // The kind of work it was labelled then: a change of label is an edit like any other (docs/decisions/0236-revisions-keep-the-kind.md).
    kind: text('kind', { enum: ARTICLE_KINDS }).notNull().default('news'),
    createdAt: createdAt(),
  },
  (t) => [index('article_revisions_article_idx').on(t.articleId, t.createdAt, t.id)],
);

// Corrections readers see at an article's foot, oldest first; a later edit never removes one.
export const articleCorrections = pgTable(
  'article_corrections',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('article_corrections_article_idx').on(t.articleId, t.createdAt, t.id)],
);

/**
 * The masthead: who publishes the site, how it is funded, its corrections policy and how to reach the
 * newsroom, as staff wrote them (docs/decisions/0235-masthead.md). One row at most; without it the About
 * page shows the defaults an operator replaces.
 */
export const masthead = pgTable(
  'masthead',
  {
    id: integer('id').primaryKey().default(1),
    publisher: text('publisher').notNull(),
    funding: text('funding').notNull(),
    corrections: text('corrections').notNull(),
    contact: text('contact').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('masthead_one_row', sql`${t.id} = 1`)],
);
