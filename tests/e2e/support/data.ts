// A test's own content, made through the public API as the demo staff account (the same calls the
// staff dialogs make), so no test depends on another's leftovers.
import { type APIRequestContext, expect } from '@playwright/test';
import { nextPageUrl } from '../../../src/shared/api/pagination.ts';
import { unique } from './ui.ts';

export type ArticleRow = {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  userId: string;
  authorName: string;
  readTime: number;
  content: string;
  publishedAt: string;
};
export type BillRow = {
  id: number;
  billNumber: string;
  title: string;
  summary: string;
  status: string;
  level: 'federal' | 'state';
  state: string | null;
  progressiveScore: number | null;
  introducedDate: string | null;
  firstVoteDate: string | null;
  shortTitle: string | null;
};
export type CandidateRow = {
  id: number;
  name: string;
  office: string;
  party: string;
  state: string;
  district: string | null;
  progressiveScore: number | null;
  adjustedProgressiveScore?: number | null;
};
export type OfficialRow = {
  id: number;
  name: string;
  office: string;
  party: string;
  state: string;
  district: string | null;
  votingScore: number;
  scoredVoteCount: number;
};

async function created<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Published unless `status: 'draft'` (a draft is seen by staff only and never becomes the featured story). */
export async function createArticle(
  api: APIRequestContext,
  fields: Partial<Omit<ArticleRow, 'id'>> & { status?: 'draft' | 'published' } = {},
): Promise<ArticleRow> {
  return created(
    await api.post('/api/articles', {
      data: {
        title: unique('E2E article'),
        excerpt: 'An article made by a browser journey.',
        content: '<p>Body.</p>',
        category: 'Climate',
        readTime: 3,
        ...fields,
      },
    }),
  );
}

export async function createBill(
  api: APIRequestContext,
  fields: Partial<Omit<BillRow, 'id' | 'introducedDate'>> & { passedDate?: string | null } = {},
): Promise<BillRow> {
  return created(
    await api.post('/api/bills', {
      data: {
        billNumber: unique('H.R.').replace(' ', ' E'),
        title: unique('E2E bill'),
        summary: 'A bill made by a browser journey.',
        status: 'Pending',
        level: 'federal',
        state: null,
        progressiveScore: 6,
        progressiveAnalysis: 'Made for a test.',
        passedDate: null,
        ...fields,
      },
    }),
  );
}

/** An official with no votes at all (staff's Add Official). */
export async function createOfficial(api: APIRequestContext, fields: Record<string, unknown> = {}): Promise<OfficialRow> {
  return created(
    await api.post('/api/officials', {
      // Wyoming, which no journey reads a race of: a third senator there has no term on record, so any race
      // journey of its state would see a seat up.
      data: { name: unique('E2E Official'), party: 'Independent', office: 'Senator', state: 'WY', ...fields },
    }),
  );
}

export async function createCandidate(api: APIRequestContext, fields: Record<string, unknown> = {}): Promise<CandidateRow> {
  return created(
    await api.post('/api/candidates', {
      data: {
        name: unique('E2E Candidate'),
        party: 'Democrat',
        office: 'House',
        state: 'VT',
        progressiveScore: 7,
        progressiveAnalysis: 'Made for a test.',
        donations: [],
        legislationBacked: [],
        ...fields,
      },
    }),
  );
}

/** Every item of a list, following its `Link: rel="next"` pages when the server sends it a page at a time. */
export async function listOf<T>(api: APIRequestContext, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let next: string | null = path; next; ) {
    const response = await api.get(next);
    expect(response.status()).toBe(200);
    items.push(...((await response.json()) as T[]));
    next = nextPageUrl(response.headers()['link'] ?? null);
  }
  return items;
}

export async function seededArticle(api: APIRequestContext, title: string): Promise<ArticleRow> {
  const article = (await listOf<ArticleRow>(api, '/api/articles')).find((a) => a.title === title);
  expect(article, `the demo article '${title}'`).toBeTruthy();
  return article!;
}

/** The newsroom's explainers that ship with the seed (src/server/demo/demo-content.ts); officialScore is the newest. */
export const DEMO_ARTICLES = {
  officialScore: "How an official's score is calculated, and how to check it",
  billScore: 'How we score a bill',
  missedVotes: 'Missed votes: the second figure',
  rollCall: 'Reading a roll call',
  notYetScored: 'Why some bills say Not yet scored',
};
/**
 * A seeded candidate (datasets/fec-bulk/weball26.txt) first under the list's starting sort, Highest Score: a
 * senator up in 2026 linked to his record by FEC id (and named as it names him), whose adjusted score ties the
 * highest and whose row is the newest of them.
 */
export const DEMO_CANDIDATE = 'Jack Reed';
