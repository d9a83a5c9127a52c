// Which roll calls count as votes on a bill (docs/decisions/0021-procedural-votes.md). Only a vote on a
// measure's passage (or adoption, for resolutions, or a veto override) says where a member stood on
// the bill; cloture, motions to proceed, recommit or table, amendments, nominations and the Speaker
// election do not, so they never reach the votes ledger; they are counted in the import's message and
// kept, like every roll call, in roll_calls (docs/decisions/0131-roll-calls.md).
import type { RollCallKind } from '../../shared/schemas/roll-calls.ts';

export type VoteKind = 'passage' | 'cloture' | 'motion' | 'amendment' | 'nomination' | 'speaker' | 'other';

const PASSAGE =
  /^on (passage|motion to suspend the rules and (pass|agree)|agreeing to the resolution|the (joint |concurrent )?resolution\b|overriding the veto|the (bill|joint resolution) \(passage|passage of the bill|the conference report|motion to concur)/i;

export function classifyVote(input: { question: string; hasBill: boolean; isAmendment?: boolean; isNomination?: boolean }): VoteKind {
  const q = input.question.replace(/\s+/g, ' ').trim();
  if (/speaker/i.test(q)) return 'speaker';
  if (input.isNomination || /nomination/i.test(q)) return 'nomination';
  if (/cloture/i.test(q)) return 'cloture';
  if (input.isAmendment || /amendment/i.test(q.replace(/concur.*amendment/i, ''))) return 'amendment';
  if (/motion to (proceed|recommit|table|adjourn|reconsider|instruct|discharge)|ordering the previous question|quorum|journal/i.test(q))
    return 'motion';
  if (input.hasBill && PASSAGE.test(q)) return 'passage';
  return 'other';
}

/** The kind a roll call is stored and shown as: motions, the Speaker election and the rest are procedural. */
export function rollCallKind(kind: VoteKind): RollCallKind {
  return kind === 'motion' || kind === 'speaker' || kind === 'other' ? 'procedural' : kind;
}

/** The vote vocabulary of both chambers in the app's words; other answers are stored as given. */
export function normalizeVoteCast(cast: string): string {
  const c = cast.trim();
  if (/^(yea|aye|yes)$/i.test(c)) return 'Yes';
  if (/^(nay|no)$/i.test(c)) return 'No';
  return c;
}

export type SkippedByKind = Partial<Record<Exclude<VoteKind, 'passage'>, number>>;

/** 'skipped 2 procedural roll calls (1 cloture, 1 motion)' for the import's message. */
export function describeSkipped(skipped: SkippedByKind): string {
  const parts = Object.entries(skipped).filter(([, n]) => n && n > 0);
  const total = parts.reduce((sum, [, n]) => sum + (n ?? 0), 0);
  if (total === 0) return '';
  return `skipped ${total} roll call${total === 1 ? '' : 's'} not on a bill's passage (${parts.map(([k, n]) => `${n} ${k}`).join(', ')})`;
}
