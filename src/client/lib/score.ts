import { type ScoreBand, scoreBand } from '../../shared/scoring.ts';

// Score bands: 8+ green, 5 to below 8 yellow, below 5 red; the colours are theme tokens with AA contrast.
const BAND_TEXT: Record<ScoreBand, string> = {
  high: 'text-score-high',
  medium: 'text-score-medium',
  low: 'text-score-low',
};
const BAND_CHIP: Record<ScoreBand, string> = {
  high: 'bg-score-high-bg text-score-high',
  medium: 'bg-score-medium-bg text-score-medium',
  low: 'bg-score-low-bg text-score-low',
};

export function scoreTextClass(score: number): string {
  return BAND_TEXT[scoreBand(score)];
}

export function scoreChipClass(score: number): string {
  return BAND_CHIP[scoreBand(score)];
}

export type PartyTone = 'dem' | 'rep' | 'ind' | 'other';

/** Party colours: Democrat blue, Republican red, Independent grey, others secondary. */
export function partyTone(party: string | null | undefined): PartyTone {
  const p = (party ?? '').trim().toLowerCase();
  if (p.startsWith('dem')) return 'dem';
  if (p.startsWith('rep')) return 'rep';
  if (p.startsWith('ind')) return 'ind';
  return 'other';
}
