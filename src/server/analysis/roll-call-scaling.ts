// One chamber's members on one progressive–conservative scale, from its non-unanimous roll calls: the
// first principal component of the member × roll-call matrix (docs/decisions/0205-roll-call-scaling.md).
// Pure and deterministic: members and roll calls are ordered by key, the start vector and the iteration
// limits are fixed, so the same votes always give the same positions.

/** A member's Yes or No on one roll call; every other position is missing data, not a vote. */
export type CastVote = { memberKey: string; party: string; rollCallKey: string; vote: 'Yes' | 'No' };

export type ScaledMember = { memberKey: string; party: string; position: number; voteCount: number };

/** A roll call whose minority is smaller than this share of those voting is left out, as VoteView does. */
export const MIN_MINORITY_SHARE = 0.025;
const MAX_ITERATIONS = 2000;
const TOLERANCE = 1e-12;
/** Positions are kept to four decimals: more would only be noise, and fewer digits read the same everywhere. */
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

const isDemocrat = (party: string) => /^d/i.test(party.trim());

function keptRollCalls(votes: readonly CastVote[]): string[] {
  const tallies = new Map<string, { yes: number; no: number }>();
  for (const v of votes) {
    const tally = tallies.get(v.rollCallKey) ?? { yes: 0, no: 0 };
    if (v.vote === 'Yes') tally.yes += 1;
    else tally.no += 1;
    tallies.set(v.rollCallKey, tally);
  }
  return [...tallies]
    .filter(([, t]) => Math.min(t.yes, t.no) >= MIN_MINORITY_SHARE * (t.yes + t.no) && Math.min(t.yes, t.no) > 0)
    .map(([key]) => key)
    .sort();
}

/**
 * Places every member who voted Yes or No on at least one kept roll call at a position from −1 (the most
 * conservative) to +1 (the most progressive), oriented so the Democrats' mean is above the others'.
 * voteCount is how many kept roll calls the position rests on; a member with few is drawn towards 0,
 * as a missing vote counts as the roll call's average.
 */
export function scaleChamber(votes: readonly CastVote[]): { members: ScaledMember[]; rollCalls: string[] } {
  const rollCalls = keptRollCalls(votes);
  const column = new Map(rollCalls.map((key, j) => [key, j]));
  const kept = votes.filter((v) => column.has(v.rollCallKey));
  const memberKeys = [...new Set(kept.map((v) => v.memberKey))].sort();
  const row = new Map(memberKeys.map((key, i) => [key, i]));
  const n = memberKeys.length;
  const m = rollCalls.length;
  if (n < 2 || m === 0) return { members: [], rollCalls };

  // Yea +1, Nay −1, each roll call centred on its own mean over those voting; missing stays 0 (the mean).
  const matrix = new Float64Array(n * m);
  const sums = new Float64Array(m);
  const counts = new Float64Array(m);
  const voteCounts = new Array<number>(n).fill(0);
  const parties = new Array<string>(n).fill('');
  const partyFrom = new Array<string>(n).fill('');
  for (const v of kept) {
    const i = row.get(v.memberKey)!;
    const j = column.get(v.rollCallKey)!;
    matrix[i * m + j] = v.vote === 'Yes' ? 1 : -1;
    sums[j]! += matrix[i * m + j]!;
    counts[j]! += 1;
    voteCounts[i]! += 1;
    // The party of the member's latest kept roll call (by key), whatever order the votes came in.
    if (v.rollCallKey >= partyFrom[i]!) {
      partyFrom[i] = v.rollCallKey;
      parties[i] = v.party;
    }
  }
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < m; j++) {
      if (matrix[i * m + j] !== 0) matrix[i * m + j]! -= sums[j]! / counts[j]!;
    }
  }

  const multiply = (v: Float64Array) => {
    const w = new Float64Array(m);
    for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) w[j]! += matrix[i * m + j]! * v[i]!;
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) out[i]! += matrix[i * m + j]! * w[j]!;
    return out;
  };
  const normalize = (v: Float64Array) => {
    const norm = Math.hypot(...v);
    return norm === 0 ? v : v.map((x) => x / norm);
  };

  // Start from the agreement of every member with the one who voted most (first by key): a column of the
  // member × member matrix the iteration multiplies by, never orthogonal to its leading direction in a
  // chamber that votes along any line.
  const reference = voteCounts.indexOf(Math.max(...voteCounts));
  let vector = normalize(multiply(Float64Array.from({ length: n }, (_, i) => (i === reference ? 1 : 0))));
  for (let step = 0; step < MAX_ITERATIONS; step++) {
    const next = normalize(multiply(vector));
    const change = next.reduce((sum, x, i) => sum + (x - vector[i]!) ** 2, 0);
    vector = next;
    if (change < TOLERANCE) break;
  }

  const mean = (pick: (i: number) => boolean) => {
    const picked = [...vector].filter((_, i) => pick(i));
    return picked.length === 0 ? 0 : picked.reduce((a, b) => a + b, 0) / picked.length;
  };
  const democrats = parties.map(isDemocrat);
  const hasDemocrats = democrats.some(Boolean);
  const flip = hasDemocrats && mean((i) => democrats[i]!) < mean((i) => !democrats[i]!) ? -1 : 1;
  const largest = Math.max(...vector.map(Math.abs)) || 1;
  return {
    members: memberKeys.map((memberKey, i) => ({
      memberKey,
      party: parties[i]!,
      position: round4((flip * vector[i]!) / largest) + 0,
      voteCount: voteCounts[i]!,
    })),
    rollCalls,
  };
}
