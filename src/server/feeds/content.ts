// What each feed holds, read through the same services and repositories as the pages and API it follows
// (docs/decisions/0290-feeds.md): the newest FEED_ENTRIES, newest first.
import { listBills } from '../../shared/api/bills.ts';
import { FEED_ENTRIES } from '../../shared/api/feeds.ts';
import { publicDisplayName } from '../../shared/format.ts';
import { rollCallName } from '../../shared/page-texts/roll-call-texts.ts';
import { creditLine, LEGISCAN_CREDIT, STATE_OFFICIAL_CREDITS } from '../../shared/page-texts/source-credits.ts';
import { billName, officialName } from '../../shared/page-titles.ts';
import { paths } from '../../shared/paths.ts';
import type { Database } from '../db/connect.ts';
import { notFound } from '../platform/http-error.ts';
import { findBill, listBillStates } from '../repositories/bills.ts';
import { findOfficial } from '../repositories/officials.ts';
import { listBillRollCalls } from '../repositories/roll-calls.ts';
import { findStateBillRecord } from '../repositories/state-bills.ts';
import { findUserById } from '../repositories/users.ts';
import { articlePage } from '../services/articles.ts';
import { billPage } from '../services/bills.ts';
import { officialVotePage } from '../services/officials.ts';
import { searchEverything } from '../services/search.ts';
import { stripTags } from '../ssr/page-html.ts';
import type { FeedContent, FeedEntry } from './render.ts';

type Article = Awaited<ReturnType<typeof articlePage>>['items'][number];
type Bill = Awaited<ReturnType<typeof billPage>>['items'][number];

const newestFirst = (entries: FeedEntry[]) => entries.sort((a, b) => b.date.getTime() - a.date.getTime()).slice(0, FEED_ENTRIES);

const articleEntry = (article: Article): FeedEntry => ({
  path: paths.article(article.id),
  title: article.title,
  summary: article.excerpt || stripTags(article.content),
  html: article.content,
  author: article.authorName,
  date: article.updatedAt ?? article.publishedAt,
});

/** A bill dated by what is known of it: introduced, else its latest action, else passed (else the epoch, last). */
const billDate = (bill: Bill) => bill.introducedDate ?? bill.latestActionDate ?? bill.passedDate ?? new Date(0);

const billEntry = (bill: Bill): FeedEntry => ({
  path: paths.bill(bill.id),
  title: billName(bill),
  summary: bill.summary,
  date: billDate(bill),
});

type StateBillAction = NonNullable<Awaited<ReturnType<typeof findStateBillRecord>>>['actions'][number];

/** One step of a state bill's history, on its day (kept at midnight UTC, as every bill's days are). */
const stateActionEntry = (bill: { billNumber: string }, path: string, action: StateBillAction, index: number): FeedEntry => ({
  path,
  fragment: `action-${index + 1}`,
  title: `${bill.billNumber}: ${action.action}`,
  summary: action.chamberName ? `${action.chamberName}: ${action.action}` : action.action,
  date: new Date(`${action.date}T00:00:00Z`),
});

export async function allArticles(db: Database): Promise<FeedContent> {
  const page = await articlePage(db, { limit: FEED_ENTRIES });
  return { title: 'Articles', description: 'The newest articles.', page: paths.home, entries: page.items.map(articleEntry) };
}

export async function authorArticles(db: Database, authorId: string): Promise<FeedContent> {
  const author = await findUserById(db, authorId);
  if (!author) throw notFound('User not found');
  const name = publicDisplayName(author);
  const page = await articlePage(db, { limit: FEED_ENTRIES }, authorId);
  return {
    title: `Articles by ${name}`,
    description: `The newest articles by ${name}.`,
    page: paths.user(authorId),
    entries: page.items.map(articleEntry),
  };
}

export async function newBills(db: Database, state?: string): Promise<FeedContent> {
  if (state !== undefined && !(await listBillStates(db)).includes(state)) throw notFound('No bills of that state');
  const query = listBills.query.parse(state === undefined ? { limit: FEED_ENTRIES } : { level: 'state', state, limit: FEED_ENTRIES });
  const page = await billPage(db, query);
  const title = state === undefined ? 'New federal bills' : `New ${state} bills`;
  return {
    title,
    description: `${title}, newest introduced first.`,
    page: paths.legislation,
    entries: newestFirst(page.items.map(billEntry)),
  };
}

/**
 * A bill's history: introduced, each roll call, its latest action and its passage, each an entry; a state
 * bill's every action as its legislature recorded it instead of the first three, credited to LegiScan.
 */
export async function billHistory(db: Database, id: number): Promise<FeedContent> {
  const bill = await findBill(db, id);
  if (!bill) throw notFound('Bill not found');
  const path = paths.bill(id);
  const record = bill.level === 'state' ? await findStateBillRecord(db, id) : undefined;
  const entries: FeedEntry[] = record ? record.actions.map((action, index) => stateActionEntry(bill, path, action, index)) : [];
  if (!record && bill.introducedDate)
    entries.push({ path, fragment: 'introduced', title: `${bill.billNumber} introduced`, summary: bill.title, date: bill.introducedDate });
  for (const call of await listBillRollCalls(db, id)) {
    entries.push({
      path,
      fragment: `roll-call-${call.id}`,
      title: `${rollCallName(call)}: ${call.result}`,
      summary: call.question,
      date: call.votedAt,
    });
  }
  if (!record && bill.latestAction && bill.latestActionDate) {
    const day = bill.latestActionDate.toISOString().slice(0, 10);
    entries.push({
      path,
      fragment: `action-${day}`,
      title: `${bill.billNumber}: ${bill.latestAction}`,
      summary: bill.latestAction,
      date: bill.latestActionDate,
    });
  }
  if (bill.passedDate)
    entries.push({ path, fragment: 'passed', title: `${bill.billNumber} passed`, summary: bill.title, date: bill.passedDate });
  const credit = record ? ` ${creditLine(LEGISCAN_CREDIT)}.` : '';
  return {
    title: `History of ${billName(bill)}`,
    description: `What has happened to ${bill.billNumber}, newest first.${credit}`,
    page: path,
    entries: newestFirst(entries),
  };
}

export async function officialVotes(db: Database, id: number): Promise<FeedContent> {
  const official = await findOfficial(db, id);
  if (!official) throw notFound('Official not found');
  const page = await officialVotePage(db, id, { limit: FEED_ENTRIES });
  const entries = page.items.map(
    (vote): FeedEntry => ({
      path: vote.bill ? paths.bill(vote.bill.id) : paths.official(id),
      fragment: `vote-${vote.id}`,
      title: `${official.name} voted ${vote.vote}${vote.bill ? ` on ${billName(vote.bill)}` : ''}`,
      summary: vote.bill ? billName(vote.bill) : `A vote recorded on ${vote.votedAt.toISOString().slice(0, 10)}.`,
      date: vote.votedAt,
    }),
  );
  // A statehouse's member says which chamber, and credits where the roll calls and the person come from.
  const where = official.chamberName && official.level !== 'federal' ? ` in the ${official.chamberName}` : '';
  const credits = official.level === 'federal' ? '' : STATE_OFFICIAL_CREDITS.map((credit) => ` ${creditLine(credit)}.`).join('');
  return {
    title: `Votes of ${officialName(official)}`,
    description: `How ${official.name} voted${where}, newest first.${credits}`,
    page: paths.official(id),
    entries,
  };
}

/** A saved search: the articles and bills the site's search finds for the text, newest first. */
export async function searchMatches(db: Database, text: string): Promise<FeedContent> {
  const found = await searchEverything(db, text, FEED_ENTRIES);
  const entries = [...found.articles.items.map(articleEntry), ...found.bills.items.map(billEntry)];
  return {
    title: `Search: ${text}`,
    description: `New articles and bills matching “${text}”.`,
    page: paths.home,
    entries: newestFirst(entries),
  };
}
