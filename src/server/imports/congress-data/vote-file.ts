// One roll call in the congress scraper's format (datasets/README.md, "congress-data/") as the import
// stores it, read the way the live House and Senate imports read theirs so that whichever source brings a
// roll call first, it is the same row, kind and ledger (docs/decisions/0200-congress-data-import.md).
// The format's quirks: House voters by bioguide id, Senate voters by LIS id; Yea/Nay on some House votes and
// Aye/No on others; the Speaker election's keys are candidates' names; a Vice President's tie-break is the
// bare string "VP" in a position list; nominations name no bill.
import { z } from 'zod';
import type { NewPosition } from '../../repositories/import-votes.ts';
import { normalizeParty } from '../normalize.ts';
import { type RollCallRead, tallyByParty } from '../roll-call-read.ts';
import { classifyVote, normalizeVoteCast, rollCallKind } from '../vote-classification.ts';

const voter = z.union([
  z.literal('VP'),
  z.object({
    id: z.string(),
    display_name: z.string(),
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    party: z.string(),
    state: z.string(),
  }),
]);

export const voteFile = z.object({
  chamber: z.enum(['h', 's']),
  congress: z.number().int(),
  number: z.number().int(),
  date: z.string(),
  question: z.string(),
  type: z.string(),
  subject: z.string().optional(),
  result: z.string(),
  source_url: z.string().optional(),
  bill: z.object({ type: z.string(), number: z.number().int(), title: z.string().optional() }).optional(),
  amendment: z.object({}).loose().optional(),
  nomination: z.object({}).loose().optional(),
  votes: z.record(z.string(), z.array(voter)),
});
export type VoteFile = z.infer<typeof voteFile>;

/** Officials by the ids the chambers name their members with. */
export type MemberLookup = { byBioguide: ReadonlyMap<string, number>; byLis: ReadonlyMap<string, number> };

/** The Vice President is no member and no party: the tie-break is kept as its own row, so the tally adds up. */
const VICE_PRESIDENT = { memberKey: 'VP', name: 'Vice President', party: 'Vice President', state: '', officialId: null };

export function readVoteFile(file: VoteFile, session: number, members: MemberLookup): RollCallRead {
  const house = file.chamber === 'h';
  const byId = house ? members.byBioguide : members.byLis;
  const positions: NewPosition[] = [];
  for (const [answer, voters] of Object.entries(file.votes)) {
    const position = normalizeVoteCast(answer);
    for (const v of voters) {
      if (v === 'VP') positions.push({ ...VICE_PRESIDENT, position });
      else {
        const name = v.first_name && v.last_name ? `${v.first_name} ${v.last_name}` : v.display_name;
        positions.push({
          memberKey: v.id,
          name,
          party: normalizeParty(v.party),
          state: v.state,
          position,
          officialId: byId.get(v.id) ?? null,
        });
      }
    }
  }
  const isAmendment = file.amendment !== undefined;
  const bill = file.bill && {
    type: file.bill.type.toLowerCase(),
    number: String(file.bill.number),
    // The Senate gives the bill's title; the House's subject is the bill's short title, except on an
    // amendment, whose subject (when any) is the amendment's.
    title: file.bill.title ?? (isAmendment ? '' : (file.subject ?? '')),
    shortTitle: house && !isAmendment ? file.subject : undefined,
  };
  // Classified on the question the live imports see: the Clerk's vote question ('On Passage', the file's
  // question up to its colon) for the House, the XML's `question` (the file's `type`) for the Senate.
  const question = house ? file.question.split(':')[0]! : file.type;
  const kind = classifyVote({ question, hasBill: bill !== undefined, isAmendment, isNomination: file.nomination !== undefined });
  const chamber = house ? 'house' : 'senate';
  return {
    key: `${chamber}:${file.congress}:${session}:${file.number}`,
    votedAt: new Date(file.date),
    kind,
    bill: bill ?? null,
    record: {
      chamber,
      congress: file.congress,
      session,
      number: file.number,
      question: file.question,
      result: file.result,
      kind: rollCallKind(kind),
      sourceUrl: file.source_url ?? null,
      partyTally: tallyByParty(positions),
      membersRecorded: true,
      positions,
    },
  };
}
