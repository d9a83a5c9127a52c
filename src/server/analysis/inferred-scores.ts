// A passage roll call's inferred bill score, 1–10: how strongly a Yes sided with the progressive end of
// the chamber, on the chamber's own scale (roll-call-scaling.ts; docs/decisions/0205-roll-call-scaling.md).

/** A roll call whose smaller side is below this share of the Yes and No votes is near-unanimous: not scored. */
export const NEAR_UNANIMOUS_SHARE = 0.1;

export type InferredScore = { score: number; yes: number; no: number; yesMean: number; noMean: number };

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/**
 * The mean of positions kept to four decimals, itself to four decimals, summed in whole ten-thousandths: exact,
 * so the same voters give the same mean in whatever order the database returns them (a float sum's last bit
 * depends on the order, and can tip a mean that falls on a half).
 */
const mean4 = (xs: readonly number[]) => Math.round(xs.reduce((sum, x) => sum + Math.round(x * 1e4), 0) / xs.length) / 1e4 + 0;

/**
 * How far apart the chamber's two ends sit: the mean position of the members above the median minus that
 * of the members below it. A vote that splits the chamber at its middle along the scale puts its Yes and
 * No voters this far apart.
 */
export function chamberSpread(positions: readonly number[]): number {
  const sorted = [...positions].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  if (half === 0) return 0;
  return mean(sorted.slice(sorted.length - half)) - mean(sorted.slice(0, half));
}

/**
 * The score of a Yes: 5.5 + 4.5 × t, rounded (halves up) and kept within 1–10, where t is the Yes voters'
 * mean position minus the No voters', divided by the chamber's spread and kept within −1..1. A vote that
 * splits the chamber at its middle with the progressive end voting Yes scores 10; with that end voting No, 1;
 * a vote unrelated to the scale, 5 or 6. Null when near-unanimous (its Yes and No counts, not only the
 * placed members', decide), or when either side has no member on the scale.
 */
export function inferScore(
  counts: { yes: number; no: number },
  placed: { yes: readonly number[]; no: readonly number[] },
  spread: number,
): InferredScore | null {
  const { yes, no } = counts;
  if (Math.min(yes, no) < NEAR_UNANIMOUS_SHARE * (yes + no)) return null;
  if (placed.yes.length === 0 || placed.no.length === 0 || spread <= 0) return null;
  const yesMean = mean4(placed.yes);
  const noMean = mean4(placed.no);
  const t = Math.max(-1, Math.min(1, (yesMean - noMean) / spread));
  const score = Math.max(1, Math.min(10, Math.round(5.5 + 4.5 * t)));
  return { score, yes, no, yesMean, noMean };
}
