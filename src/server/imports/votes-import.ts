// Import Votes: House roll calls from Congress.gov (members by bioguide id) and Senate roll calls from
// senate.gov XML (senators by LIS id, else by name and state through the senators list). Each roll call
// is one transaction; votes on bills we do not have yet create the bill (from Congress.gov when it has
// it, else from what the roll call itself says).
import type { Database } from '../db/connect.ts';
import { officialKeys, rememberLisId, type OfficialKeys } from '../repositories/import-officials.ts';
import type { NewImportedBill } from '../repositories/import-bills.ts';
import { writeRollCall } from '../repositories/import-votes.ts';
import { federalBillKey, mapCongressBill, printedBillNumber } from './congress/bill-mapping.ts';
import { fetchBillFacts, type CongressApi } from './congress/bills-client.ts';
import { fetchHouseMemberVotes, fetchHouseVote, listHouseRollCalls } from './congress/house-votes-client.ts';
import type { HttpClient } from './http/http-client.ts';
import { scoreBill } from './bill-rubric.ts';
import { fetchSenateVote, fetchSenators, listSenateVotes, parseSenateDate, type Senator } from './senate/senate-client.ts';
import { classifyVote, normalizeVoteCast, type SkippedByKind } from './vote-classification.ts';

export type VotesTally = {
  votesAdded: number;
  votesSkipped: number;
  billsCreated: number;
  billsSkipped: number;
  rollCallsImported: number;
  skippedByKind: SkippedByKind;
  /** Members in a roll call who are not among our officials (e.g. since departed). */
  unmatchedMembers: number;
  failures: string[];
};

export const emptyTally = (): VotesTally => ({
  votesAdded: 0,
  votesSkipped: 0,
  billsCreated: 0,
  billsSkipped: 0,
  rollCallsImported: 0,
  skippedByKind: {},
  unmatchedMembers: 0,
  failures: [],
});

export type VotesSource = {
  db: Database;
  http: HttpClient;
  congressApi: CongressApi;
  senateUrl: string;
  congress: number;
  session: number;
  progress: (line: string) => void;
};

/** A bill a roll call is on, built from Congress.gov when it has the bill, else from the roll call. */
async function billForVote(source: VotesSource, ref: { type: string; number: string }, fallback: { title: string; context: string; votedAt: Date }): Promise<NewImportedBill> {
  const facts = await fetchBillFacts(source.http, source.congressApi, { congress: source.congress, ...ref }).catch(() => null);
  if (facts) return mapCongressBill(facts);
  const billNumber = printedBillNumber(ref.type, ref.number);
  const title = fallback.title || billNumber;
  const { score, analysis } = scoreBill({ title });
  return {
    sourceKey: federalBillKey(source.congress, ref.type, ref.number),
    billNumber,
    title,
    summary: `Added from ${fallback.context}; Congress.gov details were not available at import.`,
    status: 'Pending',
    level: 'federal',
    state: null,
    progressiveScore: score,
    progressiveAnalysis: analysis,
    // Unknown without Congress.gov; a bill is introduced before it is voted on, so the vote date bounds it.
    introducedDate: fallback.votedAt,
    passedDate: null,
  };
}

function count(tally: VotesTally, result: Awaited<ReturnType<typeof writeRollCall>>, unmatched: number) {
  tally.rollCallsImported += 1;
  tally.votesAdded += result.votesAdded;
  tally.votesSkipped += result.votesSkipped;
  if (result.billCreated) tally.billsCreated += 1;
  else tally.billsSkipped += 1;
  tally.unmatchedMembers += unmatched;
}

const skip = (tally: VotesTally, kind: keyof SkippedByKind) => {
  tally.skippedByKind[kind] = (tally.skippedByKind[kind] ?? 0) + 1;
};

export async function importHouseVotes(source: VotesSource, rollCalls: number[] | { max: number }, tally: VotesTally): Promise<void> {
  const { http, congressApi: api, congress, session } = source;
  const rolls = Array.isArray(rollCalls) ? rollCalls : await listHouseRollCalls(http, api, congress, session, rollCalls.max);
  const keys = await officialKeys(source.db);
  for (const roll of rolls) {
    try {
      const header = await fetchHouseVote(http, api, congress, session, roll);
      if (!header) {
        tally.failures.push(`House roll call ${roll} not found`);
        continue;
      }
      const hasBill = Boolean(header.legislationType && header.legislationNumber);
      const kind = classifyVote({ question: header.voteQuestion ?? '', hasBill, isAmendment: Boolean(header.amendmentType) });
      if (kind !== 'passage') {
        skip(tally, kind);
        continue;
      }
      const members = await fetchHouseMemberVotes(http, api, congress, session, roll);
      const matched = members.flatMap((m) => {
        const officialId = keys.byBioguide.get(m.bioguideId);
        return officialId ? [{ officialId, vote: normalizeVoteCast(m.voteCast) }] : [];
      });
      const ref = { type: header.legislationType!.toLowerCase(), number: header.legislationNumber! };
      const result = await writeRollCall(source.db, {
        rollCall: `house:${congress}:${session}:${roll}`,
        votedAt: new Date(header.startDate),
        billKey: federalBillKey(congress, ref.type, ref.number),
        newBill: () => billForVote(source, ref, { title: '', context: `House roll call ${roll} (${header.voteQuestion}, ${header.result ?? 'no result'})`, votedAt: new Date(header.startDate) }),
        votes: matched,
      });
      count(tally, result, members.length - matched.length);
      source.progress(`House roll call ${roll}: ${result.votesAdded} votes added`);
    } catch (error) {
      tally.failures.push(`House roll call ${roll}: ${(error as Error).message}`);
    }
  }
}

/** 'S.' → 's', 'H.J.Res.' → 'hjres'; amendments and nominations have no bill. */
const billTypeOf = (documentType: string) => documentType.toLowerCase().replace(/[.\s]/g, '');
const BILL_TYPES = new Set(['hr', 's', 'hres', 'sres', 'hjres', 'sjres', 'hconres', 'sconres']);

export async function importSenateVotes(source: VotesSource, votes: number[] | { max: number }, tally: VotesTally): Promise<void> {
  const { http, senateUrl, congress, session } = source;
  const numbers = Array.isArray(votes) ? votes : await listSenateVotes(http, senateUrl, congress, session, votes.max);
  const keys = await officialKeys(source.db);
  let senators: Senator[] | undefined;
  for (const number of numbers) {
    try {
      const vote = await fetchSenateVote(http, senateUrl, congress, session, number);
      if (!vote) {
        tally.failures.push(`Senate vote ${number} not found`);
        continue;
      }
      const type = billTypeOf(vote.document?.document_type ?? '');
      const kind = classifyVote({
        question: vote.question || vote.vote_question_text,
        hasBill: BILL_TYPES.has(type) && Boolean(vote.document?.document_number),
        isAmendment: type.includes('amdt'),
        isNomination: type === 'pn',
      });
      if (kind !== 'passage') {
        skip(tally, kind);
        continue;
      }
      const matched: { officialId: number; vote: string }[] = [];
      let unmatched = 0;
      for (const member of vote.members.member) {
        let officialId = keys.byLis.get(member.lis_member_id);
        if (!officialId) {
          senators ??= await fetchSenators(http, senateUrl);
          officialId = bySenatorName(senators, keys, member);
          if (officialId && member.lis_member_id) {
            await rememberLisId(source.db, officialId, member.lis_member_id);
            keys.byLis.set(member.lis_member_id, officialId);
          }
        }
        if (officialId) matched.push({ officialId, vote: normalizeVoteCast(member.vote_cast) });
        else unmatched += 1;
      }
      const ref = { type, number: vote.document!.document_number! };
      const result = await writeRollCall(source.db, {
        rollCall: `senate:${congress}:${session}:${number}`,
        votedAt: parseSenateDate(vote.vote_date),
        billKey: federalBillKey(congress, ref.type, ref.number),
        newBill: () =>
          billForVote(source, ref, {
            title: vote.document?.document_title || vote.vote_document_text,
            context: `Senate roll call ${number} (${vote.vote_question_text}: ${vote.vote_result})`,
            votedAt: parseSenateDate(vote.vote_date),
          }),
        votes: matched,
      });
      count(tally, result, unmatched);
      source.progress(`Senate vote ${number}: ${result.votesAdded} votes added`);
    } catch (error) {
      tally.failures.push(`Senate vote ${number}: ${(error as Error).message}`);
    }
  }
}

/** Same last name and state in the senators list gives the bioguide id; first names disambiguate. */
function bySenatorName(senators: Senator[], keys: OfficialKeys, member: { last_name: string; first_name: string; state: string }) {
  const candidates = senators.filter((s) => s.state === member.state && s.lastName.toLowerCase() === member.last_name.toLowerCase());
  const pick =
    candidates.length === 1 ? candidates[0] : candidates.find((s) => s.firstName.toLowerCase().startsWith(member.first_name.toLowerCase()));
  return pick ? keys.byBioguide.get(pick.bioguideId) : undefined;
}
