// The Atom and RSS feeds (docs/decisions/0290-feeds.md), as a feed reader sees them: each parses, carries
// the elements RSS 2.0 and Atom 1.0 require, links absolutely to the configured origin, shows a hostile
// title as the characters it is, and is answered like every public read (entity tag, 304, Cache-Control).

import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePassageRollCall } from '../../../tests/support/server/ledger.ts';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import {
  articlesFeed,
  authorFeed,
  billHistoryFeed,
  type FeedFormat,
  federalBillsFeed,
  feedPath,
  officialVotesFeed,
  searchFeed,
  stateBillsFeed,
} from '../../shared/api/feeds.ts';
import { articles, rollCalls } from '../db/schema.ts';
import { createArticle } from '../repositories/articles.ts';
import { createBill } from '../repositories/bills.ts';
import { createOfficial } from '../repositories/officials.ts';

const ORIGIN = 'https://civic.example';
const HOSTILE = 'Tax <script>alert(1)</script> & "cuts" ]]> now';

let t: TestApp;
let staff: Awaited<ReturnType<TestApp['signUp']>>;
const ids = { bill: 0, stateBill: 0, official: 0 };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name, path) => ['entry', 'item', 'author'].includes(name) || ['feed.link', 'feed.entry.link'].includes(String(path)),
});
const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
/** What an element holds as text, whether the parser gave a string or an object with #text. */
const text = (value: unknown): string =>
  typeof value === 'object' && value !== null ? String((value as { '#text'?: unknown })['#text'] ?? '') : String(value ?? '');
/** HTML-escaped text as a reader shows it: entities decoded once. */
const shown = (html: string) =>
  html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');

const get = (url: string, headers: Record<string, string> = {}) => call(t.app, 'GET', url, { headers });

type AtomEntry = { id: string; title: unknown; updated: string; link: { '@href': string }[]; author?: { name: string }[] };
type RssItem = { title: unknown; link: string; guid: unknown; description: unknown; pubDate: string };

async function atom(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  const { feed } = parser.parse(response.body) as {
    feed: {
      '@xmlns': string;
      id: string;
      title: unknown;
      updated: string;
      author?: { name: string }[];
      link: { '@rel'?: string; '@href': string }[];
      entry?: AtomEntry[];
    };
  };
  // Atom 1.0 (RFC 4287 §4.1.1): id, title and updated; an author for the feed or every entry; a self link.
  expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(feed.id).toMatch(/^https:\/\/civic\.example\//);
  expect(text(feed.title)).not.toBe('');
  expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);
  expect(feed.link.find((link) => link['@rel'] === 'self')?.['@href']).toBe(ORIGIN + url);
  const entries = asList(feed.entry);
  for (const entry of entries) {
    expect(entry.id).toMatch(/^https:\/\/civic\.example\//);
    expect(text(entry.title)).not.toBe('');
    expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
    expect(feed.author?.length || entry.author?.length).toBeTruthy();
    for (const link of entry.link) expect(link['@href']).toMatch(/^https:\/\/civic\.example\//);
  }
  // Each entry's id is its own.
  expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  return { feed, entries, titles: entries.map((entry) => shown(text(entry.title))) };
}

async function rss(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  const { rss: root } = parser.parse(response.body) as {
    rss: { '@version': string; channel: { title: unknown; link: string; description: unknown; item?: RssItem[] } };
  };
  // RSS 2.0: a channel with title, link and description; every item a title or description.
  expect(root['@version']).toBe('2.0');
  expect(text(root.channel.title)).not.toBe('');
  expect(root.channel.link).toMatch(/^https:\/\/civic\.example\//);
  expect(text(root.channel.description)).not.toBe('');
  const items = asList(root.channel.item);
  for (const item of items) {
    expect(text(item.title) || text(item.description)).not.toBe('');
    expect(item.link).toMatch(/^https:\/\/civic\.example\//);
    expect(text(item.guid)).toMatch(/^https:\/\/civic\.example\//);
    expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
  }
  return { channel: root.channel, items, titles: items.map((item) => shown(text(item.title))) };
}

const read = (url: string, format: FeedFormat) => (format === 'atom' ? atom(url) : rss(url));

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  staff = await t.signUp({ isStaff: 1, firstName: 'Ada', lastName: 'Writer' });
  const article = async (title: string, day: number) => {
    const { id } = await createArticle(t.db, {
      title,
      excerpt: `About ${title}`,
      content: `<p>Body ${day}</p>`,
      category: 'Economy',
      readTime: 3,
      userId: staff.user.id,
      authorName: 'Ada Writer',
    });
    await t.db
      .update(articles)
      .set({ publishedAt: new Date(Date.UTC(2025, 2, day)) })
      .where(eq(articles.id, id));
  };
  await article('Older news', 1);
  await article(HOSTILE, 2);
  // A draft is news to no one yet: no feed lists it.
  await createArticle(t.db, {
    title: 'Unpublished draft',
    excerpt: 'E',
    content: '<p>D</p>',
    category: 'Economy',
    readTime: 3,
    userId: staff.user.id,
    authorName: 'Ada Writer',
    status: 'draft',
  });
  ids.bill = (
    await createBill(t.db, {
      billNumber: 'H.R. 7',
      title: 'Clean Water Act',
      summary: 'Water.',
      status: 'Pending',
      level: 'federal',
      progressiveScore: 7,
      progressiveAnalysis: 'A',
      introducedDate: new Date(Date.UTC(2025, 0, 5)),
      latestAction: 'Referred to committee',
      latestActionDate: new Date(Date.UTC(2025, 0, 9)),
    })
  ).id;
  ids.stateBill = (
    await createBill(t.db, {
      billNumber: 'S 12',
      title: 'Transit Bill',
      summary: 'Buses.',
      status: 'Pending',
      level: 'state',
      state: 'NY',
      progressiveScore: 6,
      progressiveAnalysis: 'A',
      introducedDate: new Date(Date.UTC(2025, 1, 1)),
    })
  ).id;
  await t.db.insert(rollCalls).values({
    key: 'house:119:1:3',
    chamber: 'house',
    congress: 119,
    session: 1,
    number: 3,
    question: 'On Passage',
    result: 'Passed',
    kind: 'passage',
    billId: ids.bill,
    votedAt: new Date(Date.UTC(2025, 0, 20)),
    partyTally: [],
    membersRecorded: true,
  });
  ids.official = (await createOfficial(t.db, { name: 'Rep. Lee', party: 'Democratic', office: 'Representative', state: 'CA' })).id;
  await writePassageRollCall(t.db, 'H.R. 8', 6, [{ officialId: ids.official, vote: 'Yes' }]);
});
afterAll(() => t.close());

describe.each(['atom', 'rss'] as const)('%s feeds', (format) => {
  it('of all articles: the newest first, the hostile title shown as its characters, never as markup', async () => {
    const url = feedPath(articlesFeed, format);
    const { titles } = await read(url, format);
    expect(titles).toEqual([HOSTILE, 'Older news']);
    expect((await get(url)).body).not.toContain('<script>');
  });

  it("of an author's articles, and 404 for no such user", async () => {
    expect((await read(feedPath(authorFeed, format, { id: staff.user.id }), format)).titles).toEqual([HOSTILE, 'Older news']);
    expect((await get(feedPath(authorFeed, format, { id: '00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(404);
    expect((await get(feedPath(authorFeed, format, { id: 'not-a-user' }))).statusCode).toBe(400);
  });

  it("of new federal bills and of one state's, with 404 for a state with no bills", async () => {
    expect((await read(feedPath(federalBillsFeed, format), format)).titles).toEqual(['H.R. 7: Clean Water Act', 'H.R. 8: Bill H.R. 8']);
    expect((await read(feedPath(stateBillsFeed, format, { state: 'NY' }), format)).titles).toEqual(['S 12: Transit Bill']);
    // A postal code in lower case names the same state, and the feed's self link its usual spelling.
    expect((await get(feedPath(stateBillsFeed, format, { state: 'ny' }))).body).toContain(`${ORIGIN}/feeds/bills/NY.${format}`);
    expect((await get(feedPath(stateBillsFeed, format, { state: 'ZZ' }))).statusCode).toBe(404);
  });

  it("of a bill's history: latest action, roll call and introduction, newest first", async () => {
    const { titles } = await read(feedPath(billHistoryFeed, format, { id: ids.bill }), format);
    expect(titles).toEqual(['House roll call 3: Passed', 'H.R. 7: Referred to committee', 'H.R. 7 introduced']);
    expect((await get(feedPath(billHistoryFeed, format, { id: 999_999 }))).statusCode).toBe(404);
  });

  it("of an official's votes", async () => {
    expect((await read(feedPath(officialVotesFeed, format, { id: ids.official }), format)).titles).toEqual([
      'Rep. Lee voted Yes on H.R. 8: Bill H.R. 8',
    ]);
  });

  it('of a saved search: the articles and bills the search finds, and 400 without search text', async () => {
    expect((await read(feedPath(searchFeed, format, {}, { q: 'water' }), format)).titles).toEqual(['H.R. 7: Clean Water Act']);
    expect((await get(feedPath(searchFeed, format))).statusCode).toBe(400);
  });
});

describe('feeds are cached like other public reads', () => {
  it('carry an entity tag and public, no-cache; a repeat with the tag is 304; a new article changes the feed', async () => {
    const url = feedPath(articlesFeed, 'atom');
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    const posted = await call(t.app, 'POST', '/api/articles', {
      cookie: staff.cookie,
      body: { title: 'Fresh', excerpt: 'E', content: 'C', category: 'Healthcare', readTime: 3 },
    });
    expect(posted.statusCode).toBe(201);
    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect((await atom(url)).titles[0]).toBe('Fresh');
  });
});

describe('pages name their feeds in the head', () => {
  /** Each <link rel="alternate"> of a feed type: its type, title and address. */
  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" type="(application\/(?:atom|rss)\+xml)" title="([^"]*)" href="([^"]*)">/g)].map(
      ([, type, title, href]) => ({ type, title, href: href! }),
    );

  it('the front page, Legislation, an article, its author, a bill and an official, each in Atom and RSS, and each link answers', async () => {
    const [article] = (await call(t.app, 'GET', '/api/articles')).json() as { id: number }[];
    const expected: [string, string[]][] = [
      ['/', ['Articles']],
      ['/legislation', ['New federal bills']],
      [`/article/${article!.id}`, ['Articles', 'Articles by Ada Writer']],
      [`/users/${staff.user.id}`, ['Articles by Ada Writer']],
      [`/bills/${ids.bill}`, ['History of H.R. 7', 'New federal bills']],
      [`/bills/${ids.stateBill}`, ['History of S 12', 'New NY bills']],
      [`/officials/${ids.official}`, ['Votes of Rep. Lee']],
    ];
    for (const [page, titles] of expected) {
      const links = alternates((await get(page)).body);
      expect(
        links.map((link) => link.title),
        page,
      ).toEqual(titles.flatMap((title) => [title, title]));
      expect(links.map((link) => link.type)).toEqual(titles.flatMap(() => ['application/atom+xml', 'application/rss+xml']));
      for (const link of links) {
        expect(link.href.startsWith(`${ORIGIN}/feeds/`)).toBe(true);
        expect((await get(link.href.slice(ORIGIN.length))).statusCode, link.href).toBe(200);
      }
    }
  });

  it("a reader's profile names none: they write no articles", async () => {
    const reader = await t.signUp({ email: 'plain-reader@example.test' });
    expect(alternates((await get(`/users/${reader.user.id}`)).body)).toEqual([]);
  });
});
