import { z } from 'zod';
import { ARTICLE_CATEGORIES, DEFAULT_READ_TIME } from '../constants.ts';
import { isoDateTime, requiredText } from './common.ts';

export const article = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  userId: z.uuid(),
  authorName: z.string(),
  authorProfileImageUrl: z.string().nullable(),
  readTime: z.number().int(),
  votes: z.number().int(),
  commentCount: z.number().int(),
  publishedAt: isoDateTime,
});
export type Article = z.input<typeof article>;

/** POST /api/articles: the new article's payload, as the Create Article form sends it. */
export const newArticle = z.strictObject({
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
});
export type NewArticle = z.input<typeof newArticle>;
