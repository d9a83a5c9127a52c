import { z } from 'zod';
import { ARTICLE_CATEGORIES, ARTICLE_KINDS, DEFAULT_ARTICLE_KIND, DEFAULT_READ_TIME } from '../constants.ts';
import { isoDateTime, optionalText, requiredText } from './common.ts';

export const ARTICLE_STATUSES = ['draft', 'published'] as const;

export const article = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  /** News, analysis, explainer or opinion: the kind of work, labelled for readers. */
  kind: z.enum(ARTICLE_KINDS),
  userId: z.uuid(),
  authorName: z.string(),
  authorProfileImageUrl: z.string().nullable(),
  readTime: z.number().int(),
  votes: z.number().int(),
  commentCount: z.number().int(),
  /** For a draft: when it was written; publishing sets it to that moment. */
  publishedAt: isoDateTime,
  status: z.enum(ARTICLE_STATUSES),
  /** When a published article was last edited; null if never. */
  updatedAt: isoDateTime.nullable(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  /** Oldest first; an edit never removes one. */
  corrections: z.array(z.object({ note: z.string(), createdAt: isoDateTime })),
});
export type Article = z.input<typeof article>;

/** A lead image must be served over https: a mixed-content image would break the page's padlock. */
const imageUrl = optionalText('Image URL', 2048).refine((value) => value === null || /^https:\/\/[^\s]+$/i.test(value), {
  error: 'Image URL must start with https://',
});

/** The fields a writer fills in, the same when creating and editing. */
const articleFields = {
  title: requiredText('Title', 300),
  excerpt: requiredText('Excerpt', 1000),
  content: requiredText('Content', 100_000),
  category: z.enum(ARTICLE_CATEGORIES, { error: `Category must be one of ${ARTICLE_CATEGORIES.join(', ')}` }),
  readTime: z
    .number({ error: 'Read time must be a number' })
    .int({ error: 'Read time must be a whole number of minutes' })
    .min(1, { error: 'Read time must be at least 1 minute' })
    .max(600, { error: 'Read time must be at most 600 minutes' })
    .default(DEFAULT_READ_TIME),
  imageUrl,
  imageAlt: optionalText('Image description', 300),
};

/** Readers who cannot see the image get its description instead, so an image never comes without one. */
function imageNeedsAlt(value: { imageUrl: string | null; imageAlt: string | null }, ctx: z.RefinementCtx) {
  if (value.imageUrl !== null && value.imageAlt === null) {
    ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: 'Image description is required with an image' });
  }
}

const articleKind = z.enum(ARTICLE_KINDS, { error: `Kind must be one of ${ARTICLE_KINDS.join(', ')}` });

/** POST /api/articles: the new article's payload, as the Create Article form sends it; 'draft' keeps it for staff; News unless a kind is given. */
export const newArticle = z
  .strictObject({
    ...articleFields,
    kind: articleKind.default(DEFAULT_ARTICLE_KIND),
    status: z.enum(ARTICLE_STATUSES).default('published'),
  })
  .superRefine(imageNeedsAlt);
export type NewArticle = z.input<typeof newArticle>;

/** PATCH /api/articles/{id}: every field as it should now read (the kind unchanged when left out), and an optional correction for readers. */
export const articleEdit = z
  .strictObject({ ...articleFields, kind: articleKind.optional(), correction: optionalText('Correction', 2000) })
  .superRefine(imageNeedsAlt);
export type ArticleEdit = z.input<typeof articleEdit>;

/** The fields a revision can name as changed. */
export const REVISION_FIELDS = ['title', 'excerpt', 'content', 'category', 'readTime', 'imageUrl', 'imageAlt', 'kind'] as const;
export type RevisionField = (typeof REVISION_FIELDS)[number];

/** An article as it was before an edit, who made that edit, when, and what it changed. */
export const articleRevision = z.object({
  id: z.number().int(),
  createdAt: isoDateTime,
  editorName: z.string().nullable(),
  changedFields: z.array(z.enum(REVISION_FIELDS)),
  ...article.pick({ title: true, excerpt: true, content: true, category: true, readTime: true, imageUrl: true, imageAlt: true, kind: true })
    .shape,
});
export type ArticleRevision = z.input<typeof articleRevision>;
