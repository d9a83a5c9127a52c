import { listOfficials } from '../../../src/shared/api/officials.ts';
import { type Article, type ArticleRevision, articleRevision } from '../../../src/shared/schemas/articles.ts';
import { type Bill, type BillDetail, billDetail, type StateBillRecord } from '../../../src/shared/schemas/bills.ts';
import type { Candidate } from '../../../src/shared/schemas/candidates.ts';
import type { Comment } from '../../../src/shared/schemas/comments.ts';
import { type BillPosition, billPosition, districtLabel, type ZipLookup, zipLookup } from '../../../src/shared/schemas/districts.ts';
import { type Official, type OfficialVote, officialVote } from '../../../src/shared/schemas/officials.ts';
import type { RaceCandidate } from '../../../src/shared/schemas/races.ts';
import { scoreReceipt as receiptSchema, type ScoreReceipt } from '../../../src/shared/schemas/receipts.ts';
import { type RollCall, type RollCallPosition, rollCall, rollCallPosition } from '../../../src/shared/schemas/roll-calls.ts';
import { type Attendance, type ReceiptVote, scoreReceipt } from '../../../src/shared/scoring.ts';
import { stateDistrictLabel } from '../../../src/shared/state-districts.ts';

// Small builders of wire objects for tests: every field present, overrides for what a test is about.

export function makeArticle(over: Partial<Article> = {}): Article {
  return {
    id: 1,
    title: 'Medicaid expansion reaches a milestone',
    excerpt: 'Two more states sign on.',
    content: 'First paragraph.\nSecond line.',
    category: 'Healthcare',
    kind: 'news',
    userId: '11111111-1111-4111-8111-111111111111',
    authorName: 'Ada Editor',
    authorProfileImageUrl: null,
    readTime: 4,
    votes: 0,
    commentCount: 2,
    publishedAt: '2025-01-05T12:00:00.000Z',
    status: 'published',
    updatedAt: null,
    imageUrl: null,
    imageAlt: null,
    corrections: [],
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
    session: null,
    progressiveScore: 8,
    progressiveAnalysis: 'Strong climate action.',
    scoreSource: 'staff',
    inferredScore: null,
    voteKind: 'passage',
    excludedFromScores: false,
    policyArea: null,
    latestAction: null,
    latestActionDate: null,
    congressUrl: null,
    passedDate: null,
    introducedDate: '2025-01-01T00:00:00.000Z',
    firstVoteDate: null,
    shortTitle: null,
    commentCount: 0,
    ...over,
  };
}

/** A Minnesota bill's LegiScan record as GET /api/bills/{id} sends it: two sponsors, three actions. */
export function makeStateBillRecord(over: Partial<StateBillRecord> = {}): StateBillRecord {
  return {
    legislature: 'Minnesota Legislature',
    session: '94th Legislature 2025-2026',
    legiscanStatus: 'Passed',
    statusDate: '2025-05-19',
    pendingCommittee: null,
    stateUrl: 'https://www.revisor.mn.gov/bills/bill.php?b=House&f=HF0003&ssn=0&y=2025',
    legiscanUrl: 'https://legiscan.com/MN/bill/HF3/2025',
    sponsors: [
      {
        memberKey: 'legiscan:6301',
        name: 'Erin Murphy',
        party: 'D',
        chamber: 'upper',
        chamberName: 'Minnesota Senate',
        district: 'SD-064',
        role: 'primary',
        officialId: 41,
      },
      {
        memberKey: 'legiscan:6306',
        name: 'Bobby Champion',
        party: 'D',
        chamber: 'upper',
        chamberName: 'Minnesota Senate',
        district: 'SD-059',
        role: 'co-sponsor',
        officialId: null,
      },
    ],
    actions: [
      { date: '2025-02-06', chamber: 'lower', chamberName: 'Minnesota House of Representatives', action: 'Introduction and first reading' },
      { date: '2025-05-12', chamber: 'upper', chamberName: 'Minnesota Senate', action: 'Third reading Passed' },
      { date: '2025-05-19', chamber: null, chamberName: null, action: 'Governor approval' },
    ],
    ...over,
  };
}

/** A bill's page as GET /api/bills/{id} sends it, checked by the shared schema; a state bill given `statehouse`. */
export function makeBillDetail(over: Partial<BillDetail> = {}): BillDetail {
  return billDetail.encode(billDetail.parse({ ...makeBill(), statehouse: null, ...over }));
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
    officialId: null,
    votingScore: null,
    ideologicalLean: null,
    adjustedProgressiveScore: null,
    ...over,
  };
}

/** A candidate as a race's answer lists them: a challenger without a record or a staff score, no results. */
export function makeRaceCandidate(over: Partial<RaceCandidate> = {}): RaceCandidate {
  return {
    id: 1,
    name: 'C. Mark Coester',
    party: 'Republican',
    incumbency: 'C',
    holdsSeat: false,
    raised: 7441.38,
    cashOnHand: null,
    coverageEnd: '2025-12-31',
    officialId: null,
    votingScore: null,
    staffScore: null,
    score: null,
    results: {},
    ...over,
  };
}

export function makeOfficial(over: Partial<Official> = {}): Official {
  return {
    id: 1,
    name: 'Jane Senator',
    party: 'Democratic',
    office: 'Senator',
    level: 'federal',
    chamber: 'senate',
    chamberName: 'U.S. Senate',
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
    scalePosition: null,
    scaleVoteCount: 0,
    former: false,
    ...over,
  };
}

/** GET /api/officials's answer: each official made by makeOfficial, the whole list checked by the shared schema. */
export function officialsAnswer(overs: readonly Partial<Official>[]): Official[] {
  return listOfficials.response.encode(listOfficials.response.parse(overs.map(makeOfficial)));
}

/**
 * North Minneapolis's officials (ZIP 55412: MN-05, Senate district 59), as the officials list sends them; a
 * test adds what it needs (a score, a vote count) through `over`.
 */
export const minneapolisOfficials = {
  omar: (over: Partial<Official> = {}) =>
    makeOfficial({ id: 20, name: 'Ilhan Omar', office: 'Representative', chamber: 'house', state: 'MN', district: '5', ...over }),
  walz: (over: Partial<Official> = {}) =>
    makeOfficial({ id: 21, name: 'Tim Walz', office: 'Governor', level: 'state', chamber: null, state: 'MN', ...over }),
  champion: (over: Partial<Official> = {}) =>
    makeOfficial({
      id: 22,
      name: 'Bobby Joe Champion',
      office: 'State Senator',
      level: 'state',
      chamber: 'upper',
      state: 'MN',
      district: '59',
      ...over,
    }),
};

/** A vote as GET /api/officials/:id/votes sends it (checked against the shared schema). */
export function makeOfficialVote(over: Partial<OfficialVote> = {}): OfficialVote {
  return officialVote.encode(
    officialVote.parse({
      id: 1,
      officialId: 1,
      billId: 4,
      vote: 'Yes',
      votedAt: '2025-05-02T12:00:00.000Z',
      bill: { id: 4, billNumber: 'H.R. 4', title: 'Paid Leave Act', shortTitle: null, progressiveScore: 9 },
      ...over,
    }),
  );
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

/** A roll call as GET /api/bills/{id}/roll-calls sends it, checked by the shared schema. */
export function makeRollCall(over: Partial<RollCall> = {}): RollCall {
  return rollCall.encode(
    rollCall.parse({
      id: 1,
      key: 'house:119:1:17',
      level: 'federal',
      state: null,
      chamber: 'house',
      chamberName: 'House',
      congress: 119,
      session: 1,
      number: 17,
      sessionName: null,
      floor: true,
      question: 'On Passage',
      result: 'Passed',
      kind: 'passage',
      voteKind: 'passage',
      countsInScores: true,
      billId: 1,
      votedAt: '2025-01-16T15:00:00.000Z',
      sourceUrl: 'https://clerk.house.gov/Votes/202517',
      partyTally: [
        { party: 'Democratic', yes: 210, no: 2, present: 0, notVoting: 3 },
        { party: 'Republican', yes: 5, no: 208, present: 1, notVoting: 4 },
      ],
      membersRecorded: true,
      ...over,
    }),
  );
}

export function makeRollCallPosition(over: Partial<RollCallPosition> = {}): RollCallPosition {
  return rollCallPosition.parse({
    memberKey: 'A000001',
    name: 'Ada Adams',
    party: 'D',
    state: 'VT',
    position: 'Yes',
    officialId: null,
    ...over,
  });
}

/**
 * An official's receipt made by the same arithmetic as the server's (shared/scoring.ts scoreReceipt), so a
 * test checks what the screen shows of it, never numbers typed by hand.
 */
export function makeReceipt(officialId: number, party: string, votes: ReceiptVote<string>[], attendance: Attendance<string>): ScoreReceipt {
  return receiptSchema.encode(receiptSchema.parse({ officialId, party, ...scoreReceipt(votes, party, attendance) }));
}

/** A revision as GET /api/newsroom/articles/:id/revisions sends it (checked against the shared schema). */
export function makeRevision(over: Partial<ArticleRevision> = {}): ArticleRevision {
  return articleRevision.encode(
    articleRevision.parse({
      id: 1,
      createdAt: '2025-01-06T09:30:00.000Z',
      editorName: 'Ada Editor',
      changedFields: ['title'],
      title: 'Medicaid expansion reaches a milestone',
      excerpt: 'Two more states sign on.',
      content: 'First paragraph.',
      category: 'Healthcare',
      readTime: 4,
      imageUrl: null,
      imageAlt: null,
      kind: 'news',
      ...over,
    }),
  );
}

/** GET /api/districts?zip= as the server answers it: each district with its label. */
export function makeZipLookup(
  zip: string,
  districts: { state: string; district: number }[],
  stateDistricts: { state: string; chamber: 'upper' | 'lower' | 'legislature'; district: string }[] = [],
): ZipLookup {
  return zipLookup.parse({
    zip,
    districts: districts.map((d) => ({ ...d, label: districtLabel(d.state, d.district) })),
    stateDistricts: stateDistricts.map((d) => ({ ...d, label: stateDistrictLabel(d.state, d.chamber, d.district) })),
  });
}

export function makeBillPosition(over: Partial<BillPosition> = {}): BillPosition {
  return billPosition.parse({ billId: 1, officialId: 1, position: 'Yes', rollCallId: 1, question: 'On Passage', kind: 'passage', ...over });
}
