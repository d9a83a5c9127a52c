// What a bill's header says about its score: the badge, the caption beside it, who set the score and the
// analysis (docs/decisions/0231-pages-that-agree.md).
import { type Bill, readsUnscored } from '../schemas/bills.ts';

/** What every unscored bill says in place of a number, once. */
export const NOT_YET_SCORED = 'Not yet scored';

/** Who set the score: staff, its passage roll call or the published rubric; an unscored bill says by whom not. */
export function scoreSourceText(bill: Pick<Bill, 'progressiveScore' | 'scoreSource' | 'inferredScore'>): string {
  // The badge beside it already says 'Not yet scored': this line says why, rather than saying it twice.
  if (bill.progressiveScore === null) return 'No staff score, no rubric rule and no passage vote that split its chamber';
  if (bill.scoreSource === 'inferred') return 'Inferred from its passage roll call, not scored by staff';
  if (bill.scoreSource === 'rubric') return 'Scored by the published rubric';
  const overridden = bill.inferredScore ? ` (overriding the inferred ${bill.inferredScore.score}/10)` : '';
  return `Scored by Civic Ledger staff${overridden}`;
}

/** The caption beside the badge. */
export const scoreCaption = (bill: Pick<Bill, 'progressiveScore'>) =>
  bill.progressiveScore === null ? 'Counts in no score until it is scored' : 'Progressive score out of 10';

/** An inferred score's one sentence on how it was reached; undefined for any other score. */
export const inferredExplanation = (bill: Pick<Bill, 'scoreSource' | 'inferredScore'>): string | undefined =>
  bill.scoreSource === 'inferred' ? bill.inferredScore?.explanation : undefined;

/**
 * The Progressive Analysis a bill shows: how an inferred score was reached, else the stored analysis. The
 * rubric's words for a bill no rule matched begin 'Not yet scored: ', which the badge beside them already
 * says: an unscored bill shows the reason alone, and a scored bill whose stored analysis still reads so
 * (saved before the form refused it) names its score's source instead of contradicting its badge.
 */
export function analysisText(bill: Pick<Bill, 'progressiveScore' | 'scoreSource' | 'inferredScore' | 'progressiveAnalysis'>): string {
  const inferred = inferredExplanation(bill);
  if (inferred) return inferred;
  if (!readsUnscored(bill.progressiveAnalysis)) return bill.progressiveAnalysis;
  if (bill.progressiveScore !== null) return `${scoreSourceText(bill)}; no written analysis yet.`;
  const reason = bill.progressiveAnalysis.replace(/^\s*not yet scored\b[\s:.,;–—-]*/i, '');
  return reason ? reason.charAt(0).toUpperCase() + reason.slice(1) : scoreSourceText(bill);
}

/** The badge's words: 'Not yet scored', 'Inferred 2/10' or '7/10'. */
export function scoreBadgeText(bill: Pick<Bill, 'progressiveScore' | 'scoreSource' | 'inferredScore'>): string {
  if (bill.progressiveScore === null) return NOT_YET_SCORED;
  return `${inferredExplanation(bill) ? 'Inferred ' : ''}${bill.progressiveScore}/10`;
}

/** The bill's score in a sentence, for its share card: 'Not yet scored.', 'Inferred progressive score 2/10.' or 'Progressive score 7/10.' */
export function scoreSentence(bill: Pick<Bill, 'progressiveScore' | 'scoreSource'>): string {
  if (bill.progressiveScore === null) return `${NOT_YET_SCORED}.`;
  return `${bill.scoreSource === 'inferred' ? 'Inferred progressive' : 'Progressive'} score ${bill.progressiveScore}/10.`;
}

/** Everything the bill's header says about its score, in reading order: what the walk over the demo checks. */
export const billHeaderTexts = (bill: Bill): string[] => [
  scoreBadgeText(bill),
  scoreCaption(bill),
  scoreSourceText(bill),
  analysisText(bill),
];
