// A user's page's part of its first data, checked by that page's own code.
import { z } from 'zod';
import { article } from '../../schemas/articles.ts';
import { userProfile } from '../../schemas/users.ts';
import { firstPage } from '../pagination.ts';

export const profileFirstData = z.object({
  /** /users/{id}: that user, as GET /api/users/{id} answers it. */
  profile: userProfile.optional(),
  /** /users/{id}: the first page of that user's articles, as GET /api/users/{id}/posts answers it. */
  profilePosts: firstPage(article).optional(),
});
