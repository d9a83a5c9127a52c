// What an official's page and card say about their score, record and lean: one place for the words, so the
// page never states two things that cannot both be true (docs/decisions/0231-pages-that-agree.md), and
// the walk over every demo official holds the words to the data.
import type { Official } from '../schemas/officials.ts';
import type { ScoreReceipt } from '../schemas/receipts.ts';
import { formatLean } from '../scoring.ts';
import { countOf } from './count.ts';

type VotingRecord = Pick<Official, 'votingScore' | 'scoredVoteCount' | 'voteCount'> & Partial<Pick<Official, 'level'>>;

/** A state legislator none of whose roll calls are in the data: said in words, never as a 0 or as 'No Votes'. */
export const NO_RECORD_HERE = { figure: 'No voting record here yet', line: 'None of their roll calls is in Civic Ledger’s data yet.' };

/**
 * The Progressive Score card: the score and what it rests on; 'No Votes' only for an official without any
 * recorded vote (for a statehouse's, no voting record here yet: its roll calls may not be loaded); one
 * whose votes are all on bills not yet scored (or not Yes/No) has votes but no score yet.
 */
export function officialScoreCard(o: VotingRecord): { figure: string; line: string; scored: boolean } {
  if (o.scoredVoteCount > 0)
    return {
      figure: String(o.votingScore),
      line: `Based on ${countOf(o.scoredVoteCount, 'recorded vote', 'recorded votes')}`,
      scored: true,
    };
  if (o.voteCount === 0 && o.level !== undefined && o.level !== 'federal') return { ...NO_RECORD_HERE, scored: false };
  if (o.voteCount === 0) return { figure: 'No Votes', line: 'No voting records available', scored: false };
  const none = o.voteCount === 1 ? 'Their 1 recorded vote does not count yet' : `None of their ${o.voteCount} recorded votes counts yet`;
  return { figure: 'No Score Yet', line: `${none}: only a Yes or No on the passage of a scored bill counts.`, scored: false };
}

/**
 * An executive (a governor, a statewide officer, a mayor) sits in no legislature: what their page says
 * instead of a score, a lean and a voting record.
 */
export const isExecutive = (o: Pick<Official, 'level' | 'chamber'>) => o.level !== 'federal' && o.chamber === null;
export const executiveRecordNote = (o: Pick<Official, 'name' | 'office'>) =>
  `No roll calls: as ${o.office}, ${o.name} casts no votes in a legislature, so there is no score, lean or voting history to show.`;

/**
 * The card's chip where a score would be: 'No votes' only without any recorded vote; an executive's 'No
 * roll calls', a state legislator's 'No record here yet'.
 */
export function officialCardNoScore(o: Pick<Official, 'voteCount'> & Partial<Pick<Official, 'level' | 'chamber'>>): string {
  if (o.voteCount > 0) return 'No score yet';
  if (o.level === undefined || o.level === 'federal') return 'No votes';
  return o.chamber === null ? 'No roll calls' : 'No record here yet';
}

/** The Voting Record card's line under the total: '1 total vote · Yes 1 · No 0'. */
export const votingRecordLine = (o: Pick<Official, 'voteCount' | 'yesCount' | 'noCount'>) =>
  `${o.voteCount === 1 ? 'total vote' : 'total votes'} · Yes ${o.yesCount} · No ${o.noCount}`;

/** A receipt's score figure: the number, or that there is none yet (never a bare 'None'). */
export const receiptScoreFigure = (score: number | null) => (score === null ? 'No score' : String(score));

/** The missed-votes figure: the rate, or that no roll call is recorded. */
export const receiptMissedFigure = (rate: number | null, format: (rate: number) => string) =>
  rate === null ? 'No roll calls' : format(rate);

export type LeanDirection = 'up' | 'down' | 'level';

/** Detail wording of the lean: above +1 more progressive, below -1 more conservative, otherwise aligned. */
export function officialDetailLean(lean: number): string {
  if (lean > 1) return 'more progressive than party';
  if (lean < -1) return 'more conservative than party';
  return 'Aligned with party average';
}

/**
 * The lean figure, its direction (the icon beside it) and its words. An aligned lean's icon is level
 * (an arrow across), never a minus sign that would read as part of the number ('+1.0 −').
 */
export function leanFigure(lean: number): { figure: string; direction: LeanDirection; words: string } {
  return { figure: formatLean(lean), direction: lean > 1 ? 'up' : lean < -1 ? 'down' : 'level', words: officialDetailLean(lean) };
}

/** Everything the page's figures say, in reading order: what the walk over the demo checks. */
export function officialPageTexts(o: Official, receipt: ScoreReceipt): string[] {
  const card = officialScoreCard(o);
  const lean =
    o.ideologicalLean === null
      ? ['No lean', 'No lean without counted votes']
      : (({ figure, words }) => [figure, words])(leanFigure(o.ideologicalLean));
  return [
    card.figure,
    card.line,
    ...lean,
    String(o.voteCount),
    votingRecordLine(o),
    `Score ${receiptScoreFigure(receipt.votingScore)}`,
    `Score counting missed votes ${receiptScoreFigure(receipt.withAbsences.score)}`,
    `Counted votes (${receipt.counted.length})`,
  ];
}
