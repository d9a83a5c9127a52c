// Feeds stay well-formed XML whatever characters a search or an article holds
// (docs/decisions/0316-csv-xml-and-unsubscribe-links.md): characters XML 1.0 forbids are dropped where
// text enters the feed, so a reader never refuses the whole feed over one of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { xmlFaults } from '../../../tests/support/server/well-formed-xml.ts';
import { FEED_FORMATS } from '../../shared/api/feeds.ts';
import { createArticle } from '../repositories/articles.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://civic.example' } });
  const staff = await t.signUp({ isStaff: 1 });
  // Text pasted from elsewhere can carry controls, a non-character or half a surrogate pair.
  await createArticle(t.db, {
    title: 'Budget vote\u0001\u000B\u001B tonight',
    excerpt: 'The vote\u0002 on \uFFFE\uFFFF the budget \uD800',
    content: '<p>Vote \u0008 counted\uDC00</p>',
    category: 'Economy',
    readTime: 3,
    userId: staff.user.id,
    authorName: 'Ada \u001FWriter',
  });
});
afterAll(() => t.close());

describe('feeds with characters XML forbids', () => {
  // The probe's addresses: controls in a saved search, and U+FFFE.
  const addresses = ['/feeds/search.{format}?q=vote%01%0B%1B', '/feeds/search.{format}?q=%EF%BF%BE', '/feeds/articles.{format}'];

  for (const format of FEED_FORMATS) {
    for (const address of addresses) {
      const url = address.replace('{format}', format);
      it(`${url} is well-formed, the text kept without them`, async () => {
        const response = await call(t.app, 'GET', url);
        expect(response.statusCode, response.body).toBe(200);
        expect(xmlFaults(response.body)).toEqual({ markup: null, forbidden: [] });
        if (url.includes('q=vote')) expect(response.body).toContain('Search: vote');
        if (url.includes('articles')) expect(response.body).toContain('Budget vote tonight');
      });
    }
  }
});
