import type { Article } from '../../shared/schemas/articles.ts';
import type { Bill } from '../../shared/schemas/bills.ts';
import type { Candidate } from '../../shared/schemas/candidates.ts';
import type { Comment } from '../../shared/schemas/comments.ts';
import type { Official, OfficialVote } from '../../shared/schemas/officials.ts';

// Small builders of wire objects for tests: every field present, overrides for what a test is about.

export function makeArticle(over: Partial<Article> = {}): Article {
  return {
    id: 1,
    title: 'Medicaid expansion reaches a milestone',
    excerpt: 'Two more states sign on.',
    content: 'First paragraph.\nSecond line.',
    category: 'Healthcare',
    userId: '11111111-1111-4111-8111-111111111111',
    authorName: 'Ada Editor',
    authorProfileImageUrl: null,
    readTime: 4,
    votes: 0,
    commentCount: 2,
    publishedAt: '2025-01-05T12:00:00.000Z',
    ...over,
  };
}

export function makeBill(over: Partial<Bill> = {}): Bill {
  return {
    id: 1,
    billNumber: 'H.R. 1',
    title: 'Clean Air Act',
    summary: 'Cuts emissions.',
    status: 'Pending',
    level: 'federal',
    state: null,
    progressiveScore: 8,
    progressiveAnalysis: 'Strong climate action.',
    passedDate: null,
    introducedDate: '2025-01-01T00:00:00.000Z',
    commentCount: 0,
    ...over,
  };
}

export function makeCandidate(over: Partial<Candidate> = {}): Candidate {
  return {
    id: 1,
    name: 'Maria Lopez',
    party: 'Democrat',
    office: 'House',
    state: 'CA',
    district: null,
    bio: null,
    donations: [],
    legislationBacked: [],
    progressiveScore: 7,
    progressiveAnalysis: 'Supports universal healthcare.',
    website: null,
    imageUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    commentCount: 0,
    hasOfficialRecord: false,
    votingScore: null,
    ideologicalLean: null,
    adjustedProgressiveScore: null,
    ...over,
  };
}

export function makeOfficial(over: Partial<Official> = {}): Official {
  return {
    id: 1,
    name: 'Jane Senator',
    party: 'Democratic',
    office: 'Senator',
    state: 'VT',
    district: null,
    bioguideId: null,
    imageUrl: null,
    bio: null,
    termStart: null,
    termEnd: null,
    website: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    votingScore: 8,
    scoredVoteCount: 4,
    voteCount: 5,
    yesCount: 3,
    noCount: 1,
    ideologicalLean: 0.5,
    ...over,
  };
}

export function makeOfficialVote(over: Partial<OfficialVote> = {}): OfficialVote {
  return {
    id: 1,
    officialId: 1,
    billId: 4,
    vote: 'Yes',
    votedAt: '2025-05-02T12:00:00.000Z',
    bill: { id: 4, billNumber: 'H.R. 4', title: 'Paid Leave Act', progressiveScore: 9 },
    ...over,
  };
}

export function makeComment(over: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    articleId: 1,
    billId: null,
    candidateId: null,
    parentId: null,
    content: 'Great piece.',
    userId: '22222222-2222-4222-8222-222222222222',
    authorName: 'Rey Reader',
    authorProfileImageUrl: null,
    votes: 3,
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    ...over,
  };
}
