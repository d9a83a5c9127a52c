// One Senate roll call from senate.gov XML as the import stores it: question, result, the bill it is on
// (an amendment vote names the bill it amends), every senator's position, and the tally by party
// counted from them (the XML gives totals, not totals by party).
import { normalizeParty } from '../normalize.ts';
import { type RollCallRead, tallyByParty } from '../roll-call-read.ts';
import { classifyVote, normalizeVoteCast, rollCallKind } from '../vote-classification.ts';
import { parseSenateDate, SENATE_GOV, type SenateVote, senateVoteUrl } from './senate-client.ts';

export type SenateMember = SenateVote['members']['member'][number];

/** 'S.' → 's', 'H.J.Res.' → 'hjres', 'S.Amdt.' → 'samdt'. */
const billTypeOf = (documentType: string) => documentType.toLowerCase().replace(/[.\s]/g, '');
const BILL_TYPES = new Set(['hr', 's', 'hres', 'sres', 'hjres', 'sjres', 'hconres', 'sconres']);

/** 'S. 5', 'H.R. 30' → type and number; anything else (an amendment, a nomination) is no bill. */
function billNamed(printed: string): { type: string; number: string } | null {
  const m = /^([A-Za-z.\s]+?)\s*(\d+)$/.exec(printed.trim());
  const type = m ? billTypeOf(m[1]!) : '';
  return m && BILL_TYPES.has(type) ? { type, number: m[2]! } : null;
}

export async function readSenateRollCall(
  vote: SenateVote,
  officialOf: (member: SenateMember) => Promise<number | undefined>,
): Promise<RollCallRead> {
  // The roll call is the one the record says it is, whatever address it was read from: a key built from
  // the request would give a roll call served under another session's address a second row beside its twin.
  const { congress, session, vote_number: number } = vote;
  const documentType = billTypeOf(vote.document?.document_type ?? '');
  const isAmendment = documentType.includes('amdt');
  const document = `${vote.document?.document_type ?? ''} ${vote.document?.document_number ?? ''}`;
  const named = billNamed(isAmendment ? (vote.amendment?.amendment_to_document_number ?? '') : document);
  // An amendment's document title is the amendment's purpose, not the bill's title.
  const bill = named && { ...named, title: isAmendment ? '' : vote.document?.document_title || vote.vote_document_text };
  const kind = classifyVote({
    question: vote.question || vote.vote_question_text,
    hasBill: bill !== null,
    isAmendment,
    isNomination: documentType === 'pn',
  });
  const positions = [];
  for (const member of vote.members.member) {
    positions.push({
      memberKey: member.lis_member_id,
      name: `${member.first_name} ${member.last_name}`.trim(),
      party: normalizeParty(member.party),
      state: member.state,
      position: normalizeVoteCast(member.vote_cast),
      officialId: (await officialOf(member)) ?? null,
    });
  }
  return {
    key: `senate:${congress}:${session}:${number}`,
    votedAt: parseSenateDate(vote.vote_date),
    kind,
    bill,
    record: {
      chamber: 'senate',
      congress,
      session,
      number,
      question: vote.vote_question_text || vote.question,
      result: vote.vote_result,
      kind: rollCallKind(kind),
      sourceUrl: senateVoteUrl(SENATE_GOV, congress, session, number),
      partyTally: tallyByParty(positions),
      membersRecorded: true,
      positions,
    },
  };
}
