// The names of what a cached answer was read from and what a write changed
// (docs/decisions/0141-response-cache.md). A list reads its family ('bills'); one row's answers read
// '<kind>:<id>' ('bill:12'); a discussion reads 'comments:<kind>:<id>'. A write names what it changed;
// '<kind>:*' reaches every row of a kind and '*' everything.
import type { CommentOn } from '../../shared/api/comments.ts';

type Kind = 'article' | 'bill' | 'candidate' | 'official';
type Family = 'articles' | 'bills' | 'candidates' | 'officials' | 'votes' | 'roll-calls' | 'districts' | 'masthead' | 'contact' | 'calls';
type Discussion = `comments:${CommentOn}:${number}` | `comments:user:${string}`;

export type Topic = Family | `${Kind}:${number}` | `${Kind}:*` | Discussion | 'comments:*' | '*';

/** Every list and every row of the kind: what changes when a score behind all of them moves. */
const everyOfficial: Topic[] = ['officials', 'official:*'];
const everyCandidate: Topic[] = ['candidates', 'candidate:*'];
const everyBill: Topic[] = ['bills', 'bill:*'];

/**
 * What each import can touch. Members and votes move officials' scores and party baselines, and with
 * them the candidates matched to officials; legislation adds and rescores bills, which every vote's
 * score depends on.
 */
export const IMPORT_TOPICS = {
  members: [...everyOfficial, ...everyCandidate, 'roll-calls'],
  votes: [...everyBill, ...everyOfficial, ...everyCandidate, 'votes', 'roll-calls'],
  legislation: [...everyBill, ...everyOfficial, ...everyCandidate, 'votes', 'roll-calls'],
  candidates: everyCandidate,
  // Candidates and officials' campaign figures (their pages show both cycles).
  fecBulk: [...everyOfficial, ...everyCandidate],
  // State bills and roll calls, and the votes and scores of the legislators joined to officials (decision 0325).
  legiscan: [...everyBill, ...everyOfficial, ...everyCandidate, 'votes', 'roll-calls'],
  // State and local officials, their offices, and the LegiScan legislators joined to them: their ledger
  // votes, scores and places on their chambers' scales, and every bill's scores inferred from those scales.
  openstatesPeople: [...everyOfficial, ...everyCandidate, ...everyBill, 'votes', 'roll-calls', 'contact'],
  // 2026 state and local candidates: the lists, races and candidate pages (they read candidates only).
  stateCandidates: everyCandidate,
} as const satisfies Record<string, Topic[]>;

/** A staff score on one bill: the bill, and every official's and candidate's score built on it. */
export const billScoreTopics = (billId: number): Topic[] => ['bills', `bill:${billId}`, 'roll-calls', ...everyOfficial, ...everyCandidate];

/** A new official changes their party's baseline (everyone's lean) and may be a candidate's record. */
export const NEW_OFFICIAL_TOPICS: Topic[] = [...everyOfficial, ...everyCandidate, 'roll-calls'];

/** What one discussion's pages read. */
export const discussionTopic = (on: CommentOn, id: number): Topic => `comments:${on}:${id}`;

/** A comment changes its discussion, its author's list, and the comment count of what it is on. */
export function commentTopics(on: CommentOn, id: number, authorId: string): Topic[] {
  return [discussionTopic(on, id), `comments:user:${authorId}`, `${on}s`, `${on}:${id}`];
}

/** A profile's name and picture show on every article and comment its owner wrote. */
export const PROFILE_TOPICS: Topic[] = ['articles', 'article:*', 'comments:*'];

/** A write that changes nothing any cached answer shows (sign-in, sessions, subscriptions, staff roles). */
export const NOTHING_PUBLIC: Topic[] = [];

/** Whether invalidating `changed` drops an answer that read `read` (a concrete topic, never a wildcard). */
export function reaches(changed: string, read: string): boolean {
  if (changed === '*' || changed === read) return true;
  return changed.endsWith(':*') && read.startsWith(changed.slice(0, -1));
}
