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

// An official's page gives four counts, each under one name (docs/decisions/0331-four-counts-named-once.md):
// - votes on bills: every position recorded on a vote to pass a bill (the score ledger);
// - recorded votes, as the score card words them (the product's own wording for it): those of the votes
//   on bills the score counts, which its calculation lists as Counted votes (and why the others are not);
// - contested roll calls: the chamber's roll calls that were not near-unanimous (a statehouse's: its floor
//   roll calls), on which their Yes or No places them on its scale;
// - roll calls: every vote of the chamber they were recorded in, procedural ones included (missed votes).

/** The line under the page's figures that tells the votes the score counts from the roll calls. */
export const COUNTS_NOTE =
  'Recorded votes: the Yes and No votes on bills that the score counts, each listed under Counted votes in the calculation. Roll calls: every vote the chamber took, procedural ones included.';

/** 'vote on a bill', 'votes on bills': the noun in the number it takes. */
const votesOnBills = (n: number) => (n === 1 ? 'vote on a bill' : 'votes on bills');

/** 'from their votes on 866 contested roll calls': what a place on the chamber's scale rests on. */
export const scaleBasis = (n: number) => `from their votes on ${countOf(n, 'contested roll call', 'contested roll calls')}`;

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
  const none =
    o.voteCount === 1
      ? 'Their 1 vote on a bill does not count yet'
      : `None of their ${o.voteCount} ${votesOnBills(o.voteCount)} counts yet`;
  return {
    figure: 'No Score Yet',
    line: `${none}: only a Yes or No on passing a scored bill counts, not a nomination or procedure vote.`,
    scored: false,
  };
}

/** The office as a page names it: 'Former State Senator' once their term has ended (official.former). */
export const officeHeld = (o: Pick<Official, 'office' | 'former'>) => (o.former ? `Former ${o.office}` : o.office);

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

/**
 * The Voting Record card under its figure, the votes on bills: their noun, then the same total split two
 * ways, each adding up to it: '= 12 Yes + 49 No + 1 neither Yes nor No' and '= 61 counted in the score + 1
 * not counted'. A zero part other than Yes and No is left out; without votes there is nothing to split.
 */
export function votingRecordLines(o: Pick<Official, 'voteCount' | 'yesCount' | 'noCount' | 'scoredVoteCount'>): string[] {
  const noun = votesOnBills(o.voteCount);
  if (o.voteCount === 0) return [noun];
  const neither = o.voteCount - o.yesCount - o.noCount;
  const notCounted = o.voteCount - o.scoredVoteCount;
  return [
    noun,
    `= ${o.yesCount} Yes + ${o.noCount} No${neither > 0 ? ` + ${neither} neither Yes nor No` : ''}`,
    `= ${o.scoredVoteCount} counted in the score${notCounted > 0 ? ` + ${notCounted} not counted` : ''}`,
  ];
}

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
    ...votingRecordLines(o),
    ...(o.voteCount > 0 ? [COUNTS_NOTE] : []),
    `Score ${receiptScoreFigure(receipt.votingScore)}`,
    `Score counting missed votes ${receiptScoreFigure(receipt.withAbsences.score)}`,
    `Counted votes (${receipt.counted.length})`,
  ];
}
