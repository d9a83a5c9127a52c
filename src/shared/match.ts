// A reader's match with an official (docs/decisions/0162-your-match.md): over the bills the reader marked,
// support with a Yes or oppose with a No agrees, the other way round disagrees; a Not Voting, a Present or
// any other recorded position is counted apart and left out of the percentage.

export const STANCES = ['support', 'oppose'] as const;
export type Stance = (typeof STANCES)[number];

export type Outcome = 'agree' | 'disagree' | 'not-voting' | 'present' | 'other';

export function matchOutcome(stance: Stance, vote: string): Outcome {
  if (vote === 'Yes') return stance === 'support' ? 'agree' : 'disagree';
  if (vote === 'No') return stance === 'oppose' ? 'agree' : 'disagree';
  if (vote === 'Not Voting') return 'not-voting';
  if (vote === 'Present') return 'present';
  return 'other';
}

/** Agreements ÷ (agreements + disagreements), as a whole percent (halves up); null when neither happened. */
export function matchSummary(outcomes: readonly Outcome[]) {
  const agree = outcomes.filter((o) => o === 'agree').length;
  const disagree = outcomes.filter((o) => o === 'disagree').length;
  const counted = agree + disagree;
  return { agree, disagree, notCounted: outcomes.length - counted, percent: counted === 0 ? null : Math.round((100 * agree) / counted) };
}
