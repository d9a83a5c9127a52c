import { z } from 'zod';
import { article, newArticle } from '../schemas/articles.ts';
import { idParams } from '../schemas/common.ts';
import { defineEndpoint } from './contract.ts';
import { pageQuery } from './pagination.ts';

/** A dozen articles (content included) keep the first page well under 30 KB compressed. */
export const ARTICLE_PAGE = { default: 12, max: 50 } as const;

/** Newest first; the first article of the first page is the featured one. */
export const listArticles = defineEndpoint({
  method: 'GET',
  path: '/api/articles',
  query: pageQuery(ARTICLE_PAGE.default, ARTICLE_PAGE.max),
  status: 200,
  response: z.array(article),
  paginated: true,
});

export const getArticle = defineEndpoint({ method: 'GET', path: '/api/articles/:id', params: idParams, status: 200, response: article });

export const createArticle = defineEndpoint({ method: 'POST', auth: 'staff', path: '/api/articles', body: newArticle, status: 201, response: article });
