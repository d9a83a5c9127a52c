// One House roll call from Congress.gov as the import stores it: the detail's question, result, totals
// by party and Clerk source, and every member's position from the members endpoint (when it has them).
import type { PartyTally } from '../../db/schema.ts';
import type { NewPosition } from '../../repositories/import-votes.ts';
import type { HttpClient } from '../http/http-client.ts';
import { normalizeParty } from '../normalize.ts';
import { type RollCallRead, tallyByParty } from '../roll-call-read.ts';
import { classifyVote, normalizeVoteCast, rollCallKind } from '../vote-classification.ts';
import type { CongressApi } from './bills-client.ts';
import { fetchHouseMemberVotes, fetchHouseVote, type HouseVoteHeader } from './house-votes-client.ts';

type Totals = NonNullable<HouseVoteHeader['votePartyTotal']>;

/**
 * The source's totals by party; the Speaker election totals candidates instead, which say nothing of
 * positions by party, so its tally is counted from its members (none recorded: an empty tally).
 */
function partyTally(totals: Totals | undefined, positions: NewPosition[]): PartyTally[] {
  const byParty = (totals ?? []).flatMap((t) => ('voteParty' in t ? [t] : []));
  if (!totals?.length || byParty.length < totals.length) return tallyByParty(positions);
  return byParty.map((t) => ({
    party: normalizeParty(t.party?.name ?? t.voteParty),
    yes: t.yeaTotal,
    no: t.nayTotal,
    present: t.presentTotal,
    notVoting: t.notVotingTotal,
  }));
}

export async function readHouseRollCall(
  http: HttpClient,
  api: CongressApi,
  officialOf: (bioguideId: string) => number | undefined,
  at: { congress: number; session: number; roll: number },
): Promise<RollCallRead | null> {
  const header = await fetchHouseVote(http, api, at.congress, at.session, at.roll);
  if (!header) return null;
  // The roll call is the one the record says it is, whatever address was asked: a key built from the request
  // would give a roll call served under another session's address a second row beside its twin.
  const { congress, sessionNumber: session, rollCallNumber: roll } = header;
  const bill =
    header.legislationType && header.legislationNumber
      ? { type: header.legislationType.toLowerCase(), number: header.legislationNumber, title: '' }
      : null;
  const kind = classifyVote({ question: header.voteQuestion ?? '', hasBill: bill !== null, isAmendment: Boolean(header.amendmentType) });
  const members = await fetchHouseMemberVotes(http, api, at.congress, at.session, at.roll);
  const positions = (members ?? []).map((m) => ({
    memberKey: m.bioguideID,
    name: `${m.firstName} ${m.lastName}`.trim() || m.bioguideID,
    party: normalizeParty(m.voteParty),
    state: m.voteState,
    position: normalizeVoteCast(m.voteCast),
    officialId: officialOf(m.bioguideID) ?? null,
  }));
  return {
    key: `house:${congress}:${session}:${roll}`,
    votedAt: new Date(header.startDate),
    kind,
    bill,
    record: {
      chamber: 'house',
      congress,
      session,
      number: roll,
      question: header.voteQuestion ?? '',
      result: header.result ?? '',
      kind: rollCallKind(kind),
      sourceUrl: header.sourceDataURL ?? null,
      partyTally: partyTally(header.votePartyTotal, positions),
      membersRecorded: members !== null,
      positions,
    },
  };
}
