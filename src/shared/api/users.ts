import { z } from 'zod';
import { article } from '../schemas/articles.ts';
import { comment } from '../schemas/comments.ts';
import { userIdParams } from '../schemas/common.ts';
import { currentUser, profileUpdate, userProfile } from '../schemas/users.ts';
import { ARTICLE_PAGE } from './articles.ts';
import { COMMENT_PAGE } from './comments.ts';
import { defineEndpoint } from './contract.ts';
import { USER_POSTS_PATH } from './endpoint-paths.ts';
import { pageQuery } from './pagination.ts';

/** A profile with the totals its Articles and Comments tabs show: the lists below come a page at a time. */
export const getUser = defineEndpoint({ method: 'GET', path: '/api/users/:id', params: userIdParams, status: 200, response: userProfile });

/** The user's articles, newest first. */
export const listUserPosts = defineEndpoint({
  method: 'GET',
  path: USER_POSTS_PATH,
  params: userIdParams,
  query: pageQuery(ARTICLE_PAGE.default, ARTICLE_PAGE.max),
  status: 200,
  response: z.array(article),
  paginated: true,
});

/** The user's comments anywhere on the site, newest first. */
export const listUserComments = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/comments',
  params: userIdParams,
  query: pageQuery(COMMENT_PAGE.default, COMMENT_PAGE.max),
  status: 200,
  response: z.array(comment),
  paginated: true,
});

/** Only one's own profile, staff included; answers the signed-in user as GET /api/auth/user does. */
export const updateProfile = defineEndpoint({
  method: 'PATCH',
  auth: 'user',
  path: '/api/users/:id/profile',
  params: userIdParams,
  body: profileUpdate,
  status: 200,
  response: currentUser,
});
