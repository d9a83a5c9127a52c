import type { NotCountedReason, ScoreReceipt } from '../../../shared/schemas/receipts.ts';
import { shortDate } from '../../lib/time.ts';

// The words of an official's 'How this score is calculated'.

/** Why a vote is not in the score, as the list of votes not counted says it. */
export const NOT_COUNTED_TEXT: Record<NotCountedReason, string> = {
  'not-voting': 'Not voting',
  present: 'Present',
  'unknown-bill': 'Bill not in our records',
  'uncounted-kind': 'Nomination and procedure votes do not count',
  excluded: 'Bill excluded from scores by staff',
  'unscored-bill': 'Bill not yet scored',
  other: 'Neither Yes nor No',
};

/** An average as it is: 6.5 stays 6.5; one with more decimals is given to two, as 'about 6.67'. */
export function averageText(average: number): string {
  const twoDecimals = Math.round(average * 100) / 100;
  return twoDecimals === average ? String(average) : `about ${twoDecimals.toFixed(2)}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '52 points ÷ 8 counted votes = 6.5, rounded to 7'; null without counted votes. */
export function scoreArithmetic(receipt: Pick<ScoreReceipt, 'points' | 'counted' | 'average' | 'votingScore'>): string | null {
  if (receipt.average === null || receipt.votingScore === null) return null;
  return `${plural(receipt.points, 'point', 'points')} ÷ ${plural(receipt.counted.length, 'counted vote', 'counted votes')} = ${averageText(receipt.average)}, rounded to ${receipt.votingScore}`;
}

/** '52 points ÷ (8 counted + 1 missed) = about 5.78, rounded to 6'; null with neither counted nor missed votes. */
export function absencesArithmetic(receipt: Pick<ScoreReceipt, 'points' | 'counted' | 'withAbsences'>): string | null {
  const { missed, average, score } = receipt.withAbsences;
  if (average === null || score === null) return null;
  return `${plural(receipt.points, 'point', 'points')} ÷ (${receipt.counted.length} counted + ${missed} missed) = ${averageText(average)}, rounded to ${score}`;
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** 'Missed 3 of 120 roll calls (2.5%) between Jan 9, 2025 and Sep 8, 2025'; null without roll calls. */
export function attendanceText(attendance: ScoreReceipt['attendance']): string | null {
  if (attendance.rate === null || attendance.rollCalls === 0) return null;
  const period = attendance.from && attendance.to ? ` between ${shortDate(attendance.from)} and ${shortDate(attendance.to)}` : '';
  return `Missed ${attendance.missed} of ${plural(attendance.rollCalls, 'roll call', 'roll calls')} (${percent.format(attendance.rate)})${period}`;
}

/** The missed-vote rate alone, for the figure: '2.5%'. */
export function missedRate(rate: number): string {
  return percent.format(rate);
}

/**
 * How the receipt's inferred bill scores were reached, in one sentence (each bill's page gives its own
 * figures: docs/decisions/0205-roll-call-scaling.md); null when every counted bill was scored by staff.
 */
export function inferredScoresText(counted: ScoreReceipt['counted']): string | null {
  const inferred = counted.filter((c) => c.bill.scoreSource === 'inferred').length;
  if (inferred === 0) return null;
  const which =
    inferred < counted.length
      ? `${inferred} of the ${counted.length} bill scores above ${inferred === 1 ? 'was' : 'were'}`
      : counted.length === 1
        ? 'The bill score above was'
        : `All ${counted.length} bill scores above were`;
  return (
    `${which} inferred from the bill's passage roll call, not set by staff: the further its Yes voters sat toward the ` +
    `progressive end of the chamber's progressive–conservative scale from its No voters, the higher the score (each bill's page gives its figures).`
  );
}
