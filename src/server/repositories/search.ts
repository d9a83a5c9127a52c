// Full-text search over articles, bills, candidates and officials (docs/decisions/0120-server-side-search.md).
// Each group is one ranked query for the best ids and the number of matches, then the list's own select
// for those ids, so a result carries exactly the fields of the list item.
import { type AnyColumn, and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { articles, billScoreKeys, bills, candidates, officials } from '../db/schema.ts';
import { isPublished, listArticlesById } from './articles.ts';
import { listBillsById } from './bills.ts';
import { listCandidatesById } from './candidates.ts';
import { listOfficialsById } from './officials.ts';

/** What a query text becomes in SQL. Every part is sent as a parameter. */
type SearchTerms = {
  /**
   * The wanted part of the text (excluded words taken out), for websearch_to_tsquery, which accepts any
   * text ("quotes", or) and never fails on syntax.
   */
  text: string;
  /** Each wanted word as a prefix, AND-ed: 'clim act' → 'clim:* & act:*'. Words hold only letters and digits. */
  prefix: string;
  /** The excluded words' prefixes ('-rural' → '!(rural:*)'), AND-ed; null when none. */
  excluded: string | null;
  /** The text as a bill-number key ('' when it has no ASCII letter or digit). */
  billKey: string;
  /** The last word wanted, as typed: a surname is typed last ('elizabeth warren') or alone ('warren'). */
  lastWord: string;
};

/** The same key as the bills.bill_number_key column: ASCII letters and digits only, lower case. */
const billNumberKey = (text: string) => text.replace(/[^A-Za-z0-9]/g, '').toLowerCase();

/** Anything but letters, combining marks and digits: no tsquery operator survives the split. */
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;

/**
 * Null when the text has no letter or digit outside excluded words: nothing can match, so no SQL runs.
 * NFKC first, so full-width letters become plain ones and a full-width '＆' becomes an '&' the split drops.
 */
function searchTerms(query: string): SearchTerms | null {
  const text = query.normalize('NFKC');
  const wanted: string[] = [];
  const wantedChunks: string[] = [];
  const excluded: string[] = [];
  let lastWord = '';
  for (const chunk of text.split(/\s+/)) {
    const words = chunk.split(NOT_WORD).filter(Boolean);
    if (words.length === 0) continue;
    const prefixes = words.map((word) => `${word}:*`).join(' & ');
    // A leading '-' means "without". Exclusions are taken out of the text and applied to the whole match,
    // so they only ever narrow it: in websearch syntax 'x or -y' would match every row without y, a
    // scan of whole tables that one request could repeat (docs/decisions/0194-limits-on-every-write.md).
    if (chunk.startsWith('-')) excluded.push(`!(${prefixes})`);
    else {
      wanted.push(prefixes);
      wantedChunks.push(chunk);
      lastWord = words.at(-1)!;
    }
  }
  if (wanted.length === 0) return null;
  return {
    // The drivers refuse a NUL in a parameter; no control character means anything to the search.
    text: wantedChunks.join(' ').replace(/\p{Cc}/gu, ' '),
    prefix: wanted.join(' & '),
    excluded: excluded.length > 0 ? excluded.join(' & ') : null,
    billKey: billNumberKey(wantedChunks.join(' ')),
    lastWord,
  };
}

/**
 * ts_rank_cd weights for D, C, B, A. Postgres's defaults (0.1, 0.2, 0.4, 1.0) let a summary that repeats
 * a word three times outrank a title that has it once; a title match should win.
 */
const RANK_WEIGHTS = sql`array[0.1, 0.1, 0.2, 1.0]::float4[]`;

type Searchable = typeof articles | typeof bills | typeof candidates | typeof officials;

type GroupQuery<Item> = {
  table: Searchable;
  /** Break ties in rank, each descending: newer first. */
  newest: (AnyColumn | SQL)[];
  query: SQL;
  /** A match that outranks every other (an exact bill number). */
  exact?: SQL;
  /** Among the matches, those ranked first without widening the match (an official's last name). */
  first?: SQL;
  /** The rows readers may see (articles: the published ones); counted and ranked among those only. */
  visible?: SQL;
  /** The list's own select for some ids. */
  load: (db: Database, ids: readonly number[]) => Promise<Item[]>;
};

async function searchGroup<Item extends { id: number }>(db: Database, limit: number, group: GroupQuery<Item>) {
  const { table, newest, query, exact, first, visible, load } = group;
  const match = sql`${table.search} @@ ${query}`;
  const rank = sql`ts_rank_cd(${RANK_WEIGHTS}, ${table.search}, ${query})`;
  const rows = await db
    // The window count is taken before the limit: the number of all matches, in the same query.
    .select({ id: table.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table as typeof bills)
    .where(and(exact ? or(match, exact) : match, visible))
    .orderBy(
      ...(exact ? [desc(exact)] : []),
      ...(first ? [desc(first)] : []),
      desc(rank),
      ...newest.map((key) => desc(key)),
      desc(table.id),
    )
    .limit(limit);
  if (rows.length === 0) return { count: 0, items: [] };
  const ids = rows.map((row) => row.id);
  const byId = new Map((await load(db, ids)).map((item) => [item.id, item]));
  // A row deleted between the two queries is left out rather than failing the search.
  return { count: rows[0]!.total, items: ids.flatMap((id) => byId.get(id) ?? []) };
}

const noMatches = { count: 0, items: [] };

/**
 * Whether an official's last name begins with the last word typed: 'Warren' finds Sen. Elizabeth Warren before
 * Rep. Warren Davidson, since readers look members up by surname (docs/decisions/0230-last-name-first.md).
 * The last name is the name's last word once a generational suffix ('Jr.', 'III') is dropped.
 */
const GENERATIONAL_SUFFIX = String.raw`,?\s+(jr|sr|ii|iii|iv)\.?$`;
const ALL_BUT_LAST_WORD = String.raw`^.*\s`;

function lastNameStarts(lastWord: string): SQL {
  const withoutSuffix = sql`regexp_replace(${officials.name}, ${GENERATIONAL_SUFFIX}, '', 'i')`;
  const lastName = sql`lower(regexp_replace(${withoutSuffix}, ${ALL_BUT_LAST_WORD}, ''))`;
  return sql`starts_with(${lastName}, ${lastWord.toLowerCase()})`;
}

/** The `limit` most relevant of each kind, and how many of each match. */
export async function searchAll(db: Database, queryText: string, limit: number) {
  const terms = searchTerms(queryText);
  if (!terms) return { articles: noMatches, bills: noMatches, candidates: noMatches, officials: noMatches };
  // English stems for the wanted text (phrases, or), or every wanted word as a prefix of a word as written;
  // then without any excluded word.
  const without = (positive: SQL) => (terms.excluded ? sql`(${positive} && to_tsquery('simple', ${terms.excluded}))` : positive);
  const wanted = sql`(websearch_to_tsquery('english', ${terms.text}) || to_tsquery('simple', ${terms.prefix}))`;
  const query = without(wanted);
  // Bills also match a bill number typed in part ('hr34') or in any spelling ('H.R. 3424' = 'hr3424').
  const billQuery = terms.billKey ? without(sql`(${wanted} || to_tsquery('simple', ${`${terms.billKey}:*`}))`) : query;
  const [articleGroup, billGroup, candidateGroup, officialGroup] = await Promise.all([
    searchGroup(db, limit, { table: articles, newest: [articles.publishedAt], query, visible: isPublished, load: listArticlesById }),
    searchGroup(db, limit, {
      table: bills,
      // Undated bills after the dated ones, as in Newest First.
      newest: billScoreKeys.newest(bills.listedDate),
      query: billQuery,
      exact: terms.billKey ? eq(bills.billNumberKey, terms.billKey) : undefined,
      load: listBillsById,
    }),
    searchGroup(db, limit, { table: candidates, newest: [candidates.createdAt], query, load: listCandidatesById }),
    searchGroup(db, limit, {
      table: officials,
      newest: [officials.createdAt],
      query,
      first: lastNameStarts(terms.lastWord),
      load: listOfficialsById,
    }),
  ]);
  return { articles: articleGroup, bills: billGroup, candidates: candidateGroup, officials: officialGroup };
}
