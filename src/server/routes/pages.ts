// Which page each address of the client's router is, and what the server sends with it: its share card,
// its first data (as the API answers it, so the browser asks nothing again), the chunks of its route code,
// and whether the server draws it (docs/decisions/0220-every-screen-has-an-address.md,
// 0221-every-page-drawn-by-the-server.md). The addresses come from src/shared/paths.ts, which the client's
// router reads too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listArticles } from '../../shared/api/articles.ts';
import { listBills } from '../../shared/api/bills.ts';
import { listCandidates } from '../../shared/api/candidates.ts';
import { type Endpoint, endpointPath, queryString } from '../../shared/api/contract.ts';
import {
  articlesFeed,
  authorFeed,
  billHistoryFeed,
  type FeedLink,
  federalBillsFeed,
  feedLink,
  officialVotesFeed,
  stateBillsFeed,
} from '../../shared/api/feeds.ts';
import { TAB_FIRST_LISTS } from '../../shared/api/first-lists.ts';
import { listOfficialPages } from '../../shared/api/officials.ts';
import { listUserPosts } from '../../shared/api/users.ts';
import { COMPARE_MIN } from '../../shared/constants.ts';
import { publicDisplayName } from '../../shared/format.ts';
import { scoreSentence } from '../../shared/page-texts/bill-texts.ts';
import { billName, candidateName, officialName, pageTitle, raceTitle, SITE_NAME, TAB_NAMES } from '../../shared/page-titles.ts';
import { comparedIds, idFromSegment, NAMED_PAGES, paths, type ShellTab, userIdFromPath } from '../../shared/paths.ts';
import { parseRace, raceSegment } from '../../shared/races.ts';
import { committeeParams } from '../../shared/schemas/contact.ts';
import { parseStateRace } from '../../shared/state-races.ts';
import { oembedAddress } from '../open-data/embed-addresses.ts';
import { HttpError } from '../platform/http-error.ts';
import { findCommittee } from '../repositories/contact.ts';
import { findOfficial } from '../repositories/officials.ts';
import { findUserById } from '../repositories/users.ts';
import { articleById, articlePage } from '../services/articles.ts';
import { billDetail, billPage } from '../services/bills.ts';
import { candidateById, candidatePage } from '../services/candidates.ts';
import { compareOfficials } from '../services/compare.ts';
import { readMasthead } from '../services/masthead.ts';
import { officialPage } from '../services/officials.ts';
import { RACE_TOPICS, raceOf } from '../services/races.ts';
import { stateRaceBySegment } from '../services/state-races.ts';
import { userProfile } from '../services/users.ts';
import { type PageMeta, stripTags } from '../ssr/page-html.ts';
import type { PageOptions, SendPage, SendPublicPage } from '../ssr/page-sending.ts';

const SITE_DESCRIPTION =
  'Civic news and legislation tracking: staff-written articles, federal and state bills, candidates and elected officials, each with an explained progressive alignment score.';

// The client modules (paths under src/client, as the build manifest names them) of each page's lazily
// loaded code: the server preloads their chunks with the page's HTML.
export const ARTICLE_ROUTE_MODULE = 'app/pages/article-route.tsx';
export const NOT_FOUND_MODULE = 'app/pages/not-found.tsx';
const COMMENTS_MODULE = 'features/comments/comments-section.tsx';
const TAB_MODULES: Record<Exclude<ShellTab, 'main'>, string> = {
  legislation: 'features/legislation/legislation-tab.tsx',
  candidates: 'features/candidates/candidates-tab.tsx',
  officials: 'features/officials/officials-tab.tsx',
};
const PAGE_MODULES = {
  profile: 'app/pages/profile-route.tsx',
  compare: 'features/compare/compare-page.tsx',
  about: 'app/pages/about.tsx',
  aboutScores: 'app/pages/about-scores.tsx',
  committee: 'features/contact/committee-page.tsx',
  race: 'features/races/race-page.tsx',
};
/** Every module named here, for the test that each still exists in the client. */
export const ROUTE_MODULES = [
  ARTICLE_ROUTE_MODULE,
  NOT_FOUND_MODULE,
  COMMENTS_MODULE,
  ...Object.values(TAB_MODULES),
  ...Object.values(PAGE_MODULES),
];

const website = (name: string | undefined, description: string, feeds?: FeedLink[]): PageMeta => ({
  title: pageTitle(name),
  description,
  type: 'website',
  ...(feeds ? { feeds } : {}),
});

// The feeds each page links to in its head (docs/decisions/0290-feeds.md).
const ARTICLES_FEED = feedLink('Articles', articlesFeed);
const authorFeedLink = (id: string, name: string) => feedLink(`Articles by ${name}`, authorFeed, { id });
const TAB_FEEDS: Partial<Record<keyof typeof TAB_MODULES, FeedLink[]>> = { legislation: [feedLink('New federal bills', federalBillsFeed)] };

/** An item of one of the shell's tabs, at `/{folder}/{id}`. */
type ShellItem = {
  tab: Exclude<ShellTab, 'main'>;
  pattern: string;
  /** The item's card and first data, or undefined when there is no such item. */
  load: (app: FastifyInstance, id: number) => Promise<{ meta: PageMeta; data: NonNullable<PageOptions['data']> } | undefined>;
  notFound: string;
  /** Its page shows a Discussion. */
  discussion: boolean;
};

const SHELL_ITEMS: ShellItem[] = [
  {
    tab: 'legislation',
    pattern: '/bills/:id',
    notFound: 'Bill Not Found',
    discussion: true,
    load: async (app, id) => {
      const bill = await billDetail(app.db, id);
      if (!bill) return undefined;
      const newOfLevel =
        bill.level === 'state' && bill.state
          ? feedLink(`New ${bill.state} bills`, stateBillsFeed, { state: bill.state })
          : feedLink('New federal bills', federalBillsFeed);
      const feeds = [feedLink(`History of ${bill.billNumber}`, billHistoryFeed, { id }), newOfLevel];
      return {
        meta: { ...website(billName(bill), `${scoreSentence(bill)} ${bill.summary}`, feeds), oembed: oembedAddress(app, paths.bill(id)) },
        data: { bill },
      };
    },
  },
  {
    tab: 'candidates',
    pattern: '/candidates/:id',
    notFound: 'Candidate Not Found',
    discussion: true,
    load: async (app, id) => {
      const candidate = await candidateById(app.db, id);
      return candidate && { meta: website(candidateName(candidate), candidate.progressiveAnalysis), data: { candidate } };
    },
  },
  {
    tab: 'officials',
    pattern: '/officials/:id',
    notFound: 'Official Not Found',
    discussion: false,
    load: async (app, id) => {
      const official = await findOfficial(app.db, id);
      const description = official?.bio ?? `Voting record and progressive score of ${official?.name}.`;
      return (
        official && {
          meta: {
            ...website(officialName(official), description, [feedLink(`Votes of ${official.name}`, officialVotesFeed, { id })]),
            oembed: oembedAddress(app, paths.official(id)),
          },
          data: { official },
        }
      );
    },
  },
];

/** Answers an address that is no page of the app: the client's 404 page, drawn, with the status a crawler reads. */
export function sendNotFoundPage(sendPage: SendPage, request: FastifyRequest, reply: FastifyReply) {
  return sendPage(request, reply, website('404 Page Not Found', 'There is no page at this address.'), {
    status: 404,
    modules: [NOT_FOUND_MODULE],
    drawn: true,
  });
}

/** Where an old shell link ('/?bill=4', '/?candidate=2', '/?official=9') now lives, or undefined. */
function legacyItemPath(query: Record<string, string | undefined>): string | undefined {
  const id = (key: string) => (query[key] === undefined ? undefined : idFromSegment(query[key]));
  const bill = id('bill');
  const candidate = id('candidate');
  const official = id('official');
  if (bill) return paths.bill(bill);
  if (candidate) return paths.candidate(candidate);
  if (official) return paths.official(official);
  return undefined;
}

export function registerPages(app: FastifyInstance, sendPage: SendPage, sendPublicPage: SendPublicPage) {
  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) => sendNotFoundPage(sendPage, request, reply);

  // The first page of a list as its GET answers a visitor: the same query defaults and next-page address.
  const firstFeedPage = async () => withNextAddress(listArticles, {}, await articlePage(app.db, listArticles.query.parse({})));
  const tabData: Partial<Record<keyof typeof TAB_MODULES, () => Promise<NonNullable<PageOptions['data']>>>> = {
    legislation: async () => {
      const query = TAB_FIRST_LISTS.legislation;
      return { bills: withNextAddress(listBills, query, await billPage(app.db, listBills.query.parse(query))) };
    },
    candidates: async () => {
      const query = TAB_FIRST_LISTS.candidates;
      return { candidates: withNextAddress(listCandidates, query, await candidatePage(app.db, listCandidates.query.parse(query))) };
    },
    officials: async () => {
      const query = TAB_FIRST_LISTS.officials;
      return { officials: withNextAddress(listOfficialPages, query, await officialPage(app.db, listOfficialPages.query.parse(query))) };
    },
  };

  app.get<{ Querystring: Record<string, string | undefined> }>(paths.home, async (request, reply) => {
    // The shell's old item links live on at the item's own address; a permanent redirect, so share
    // previews and search engines follow it too.
    const moved = legacyItemPath(request.query);
    if (moved) return reply.redirect(moved, 301);
    return sendPage(request, reply, website(undefined, SITE_DESCRIPTION, [ARTICLES_FEED]), {
      data: { articles: await firstFeedPage() },
      drawn: true,
    });
  });

  // The tabs' own pages, drawn with the first page of their list.
  for (const [tab, module] of Object.entries(TAB_MODULES) as [keyof typeof TAB_MODULES, string][]) {
    app.get(paths[tab], async (request, reply) =>
      sendPage(request, reply, website(TAB_NAMES[tab], SITE_DESCRIPTION, TAB_FEEDS[tab]), {
        data: await tabData[tab]?.(),
        modules: [module],
        drawn: true,
      }),
    );
  }

  for (const item of SHELL_ITEMS) {
    const modules = [TAB_MODULES[item.tab], ...(item.discussion ? [COMMENTS_MODULE] : [])];
    app.get<{ Params: { id: string } }>(item.pattern, async (request, reply) => {
      const id = idFromSegment(request.params.id);
      // An id no row can have is no address of the app; a well-formed one that names nothing is that item's not-found page.
      if (id === undefined) return notFoundPage(request, reply);
      const found = await item.load(app, id);
      if (!found) return sendPage(request, reply, website(item.notFound, SITE_DESCRIPTION), { status: 404, modules });
      return sendPage(request, reply, found.meta, { data: found.data, modules, drawn: true });
    });
  }

  app.get<{ Params: { id: string } }>(paths.articlePattern, async (request, reply) => {
    const id = idFromSegment(request.params.id);
    const found = id === undefined ? undefined : await articleById(app.db, id);
    // An id that cannot be an article's reads 'Article Not Found' at once, so it is drawn; a missing one the browser finds out.
    if (!found)
      return sendPage(request, reply, website('Article Not Found', SITE_DESCRIPTION), {
        status: 404,
        modules: [ARTICLE_ROUTE_MODULE],
        drawn: id === undefined,
      });
    const description = found.excerpt || stripTags(found.content);
    const image = found.imageUrl && found.imageAlt ? { url: found.imageUrl, alt: found.imageAlt } : undefined;
    const feeds = [ARTICLES_FEED, authorFeedLink(found.userId, found.authorName)];
    return sendPage(
      request,
      reply,
      { title: pageTitle(found.title), description, type: 'article', image, feeds },
      { data: { article: found }, modules: [ARTICLE_ROUTE_MODULE], drawn: true },
    );
  });

  app.get(paths.userPattern, async (request, reply) => {
    const id = userIdFromPath(request.url.split('?')[0]!);
    const user = id === undefined ? undefined : await findUserById(app.db, id);
    if (!user)
      return sendPage(request, reply, website('User not found', SITE_DESCRIPTION), { status: 404, modules: [PAGE_MODULES.profile] });
    const name = publicDisplayName(user);
    const description = user.bio?.trim() || `${name} on ${SITE_NAME}${user.isStaff === 1 ? ' (Author)' : ''}.`;
    // The profile as GET /api/users/{id} answers whoever asks (its email only for the owner and staff).
    const profile = await userProfile(app.db, user.id, request.user);
    // The articles tab's first page too, so the browser's first render draws the list the server drew and nothing shifts.
    const profilePosts = withNextAddress(listUserPosts, {}, await articlePage(app.db, listUserPosts.query.parse({}), user.id), {
      id: user.id,
    });
    // A staff member's profile lists their articles; a reader writes none.
    const feeds = user.isStaff === 1 ? [authorFeedLink(user.id, name)] : undefined;
    return sendPage(
      request,
      reply,
      { title: pageTitle(name), description, type: 'profile', ...(feeds ? { feeds } : {}) },
      { data: { profile, profilePosts }, modules: [PAGE_MODULES.profile], drawn: true },
    );
  });

  app.get(paths.comparePattern, async (request, reply) => {
    const ids = comparedIds(request.url.split('?')[1] ?? '');
    const comparison = ids.length >= COMPARE_MIN ? await compareOfficials(app.db, ids).catch(ignoreNotFound) : undefined;
    return sendPage(
      request,
      reply,
      website(
        NAMED_PAGES[paths.comparePattern],
        'Officials side by side: scores, lean, missed votes and how each voted on the same bills.',
      ),
      {
        keepQuery: true,
        data: comparison ? { comparison } : undefined,
        modules: [PAGE_MODULES.compare],
        drawn: true,
      },
    );
  });

  // A committee (docs/decisions/0285-committee-pages.md), drawn with the answer of GET /api/committees/{id}.
  app.get<{ Params: { id: string } }>(paths.committeePattern, async (request, reply) => {
    const id = committeeParams.safeParse({ id: request.params.id });
    const found = id.success ? await findCommittee(app.db, id.data.id) : undefined;
    const modules = [PAGE_MODULES.committee];
    if (!found) return sendPage(request, reply, website('Committee Not Found', SITE_DESCRIPTION), { status: 404, modules });
    const name = found.parent ? `${found.parent.name}: ${found.name}` : found.name;
    const description = found.jurisdiction ?? `Members of the ${name}, with their progressive scores.`;
    return sendPage(request, reply, website(name, description), { data: { committee: found }, modules, drawn: true });
  });

  // A race reads what GET /api/races/{race} reads, and is dropped with it (docs/decisions/0255-drawn-pages-cached.md).
  app.get<{ Params: { race: string } }>(paths.racePattern, async (request, reply) => {
    const modules = [PAGE_MODULES.race];
    const missing = () => sendPage(request, reply, website('Race Not Found', SITE_DESCRIPTION), { status: 404, modules, drawn: true });
    const key = parseRace(request.params.race);
    if (!key && parseStateRace(request.params.race)) {
      const segment = request.params.race;
      const loadState = async () => {
        const stateRace = await stateRaceBySegment(app.db, segment);
        if (!stateRace) return undefined;
        const description = `${stateRace.candidates.length} candidates for ${stateRace.name} in 2026, with their primary results or filings and voting records.`;
        return { meta: website(raceTitle(stateRace), description), options: { data: { stateRace }, modules, drawn: true } };
      };
      return sendPublicPage(request, reply, { address: paths.race(segment), topics: RACE_TOPICS }, loadState, missing);
    }
    if (!key) return missing();
    const load = async () => {
      const race = await raceOf(app.db, key);
      if (!race) return undefined;
      const description = `${race.candidates.length} candidates for ${race.name} in 2026: money raised, cash on hand and voting records side by side.`;
      return { meta: website(raceTitle(race), description), options: { data: { race }, modules, drawn: true } };
    };
    return sendPublicPage(request, reply, { address: paths.race(raceSegment(key)), topics: RACE_TOPICS }, load, missing);
  });

  app.get(paths.aboutScores, async (request, reply) =>
    sendPage(
      request,
      reply,
      website(NAMED_PAGES[paths.aboutScores], 'How every score on Civic Ledger is made, and where its data comes from.'),
      {
        modules: [PAGE_MODULES.aboutScores],
        drawn: true,
      },
    ),
  );

  // The masthead (docs/decisions/0235-masthead.md), drawn with its parts as GET /api/masthead answers them.
  app.get(paths.about, async (request, reply) =>
    sendPage(
      request,
      reply,
      website(
        NAMED_PAGES[paths.about],
        `Who publishes ${SITE_NAME}, how it is funded, its corrections policy and how to reach the newsroom.`,
      ),
      {
        data: { masthead: await readMasthead(app.db) },
        modules: [PAGE_MODULES.about],
        drawn: true,
      },
    ),
  );

  // The account and staff pages: the browser draws them (what they show is the reader's own).
  for (const [path, name] of Object.entries(NAMED_PAGES)) {
    if (path === paths.comparePattern || path === paths.aboutScores || path === paths.about) continue;
    app.get(path, async (request, reply) => sendPage(request, reply, website(name, SITE_DESCRIPTION)));
  }
}

/** A list's page with its next page's address as the endpoint's Link header writes it (the query's keys, then the cursor, sorted). */
function withNextAddress<T>(
  endpoint: Endpoint,
  query: Record<string, unknown>,
  page: { items: T[]; next: string | null },
  params?: Record<string, unknown>,
) {
  return { items: page.items, next: page.next ? `${endpointPath(endpoint, params)}${queryString({ ...query, cursor: page.next })}` : null };
}

/** A comparison of an official who does not exist is the page's to say (it shows the API's answer); anything else is an error. */
function ignoreNotFound(error: unknown): undefined {
  if (error instanceof HttpError && error.statusCode === 404) return undefined;
  throw error;
}
