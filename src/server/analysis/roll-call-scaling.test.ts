import { describe, expect, it } from 'vitest';
import { chamberSpread, inferScore } from './inferred-scores.ts';
import { type CastVote, scaleChamber } from './roll-call-scaling.ts';

/**
 * A chamber whose order is known: 21 members at evenly spaced ideal points (m00 the most conservative,
 * m20 the most progressive), each roll call a cutpoint with one side voting Yes, as a perfect
 * one-dimensional spatial model votes, with a cutpoint between every two neighbours. Some members miss some roll calls; the top half are Democrats.
 */
function syntheticChamber(): { votes: CastVote[]; order: string[] } {
  const members = Array.from({ length: 21 }, (_, i) => ({ key: `m${String(i).padStart(2, '0')}`, x: i / 10 - 1 }));
  const votes: CastVote[] = [];
  // Every gap between neighbours is a cutpoint twice, once with each side voting Yes.
  for (let k = 0; k < 40; k++) {
    const cut = -0.95 + Math.floor(k / 2) / 10;
    const progressiveYes = k % 2 === 0;
    members.forEach(({ key, x }, i) => {
      if (i > 0 && i < 20 && (i * 7 + k * 3) % 11 === 0) return; // missed (never the two ends, alone on one side)
      const progressiveSide = x > cut;
      votes.push({
        memberKey: key,
        party: x > 0 ? 'D' : 'R',
        rollCallKey: `house:119:1:${k}`,
        vote: progressiveSide === progressiveYes ? 'Yes' : 'No',
      });
    });
  }
  // A unanimous roll call says nothing about order and is left out.
  for (const { key } of members) votes.push({ memberKey: key, party: 'D', rollCallKey: 'house:119:1:99', vote: 'Yes' });
  return { votes, order: members.map((m) => m.key) };
}

describe('scaleChamber', () => {
  it('places a synthetic chamber in its known order, Democrats on the progressive (positive) side', () => {
    const { votes, order } = syntheticChamber();
    const { members, rollCalls } = scaleChamber(votes);
    expect(rollCalls).not.toContain('house:119:1:99');
    expect(rollCalls).toHaveLength(40);
    const byPosition = [...members].sort((a, b) => a.position - b.position).map((m) => m.memberKey);
    expect(byPosition).toEqual(order);
    expect(Math.max(...members.map((m) => Math.abs(m.position)))).toBe(1);
    expect(members.find((m) => m.memberKey === 'm20')!.position).toBeGreaterThan(0);
  });

  it('gives the same answer for the same votes, in whatever order they come', () => {
    const { votes } = syntheticChamber();
    const first = scaleChamber(votes);
    expect(scaleChamber([...votes].reverse())).toEqual(first);
    expect(scaleChamber(votes)).toEqual(first);
  });

  it('orients by the Democrats whichever way the votes are coded', () => {
    const { votes } = syntheticChamber();
    const relabelled = votes.map((v) => ({ ...v, party: v.party === 'D' ? 'R' : 'D' }));
    const positions = scaleChamber(relabelled).members;
    expect(positions.find((m) => m.memberKey === 'm00')!.position).toBe(1);
  });

  it('places no one without a non-unanimous roll call', () => {
    expect(scaleChamber([{ memberKey: 'a', party: 'D', rollCallKey: 'r', vote: 'Yes' }]).members).toEqual([]);
  });
});

describe('inferScore', () => {
  const positions = Array.from({ length: 21 }, (_, i) => i / 10 - 1);
  const spread = chamberSpread(positions);

  it('scores a Yes of the progressive half 10 and of the conservative half 1', () => {
    const progressive = positions.filter((x) => x > 0);
    const conservative = positions.filter((x) => x < 0);
    expect(inferScore({ yes: 10, no: 10 }, { yes: progressive, no: conservative }, spread)?.score).toBe(10);
    expect(inferScore({ yes: 10, no: 10 }, { yes: conservative, no: progressive }, spread)?.score).toBe(1);
  });

  it('scores a vote unrelated to the scale near the middle', () => {
    const even = positions.filter((_, i) => i % 2 === 0);
    const odd = positions.filter((_, i) => i % 2 === 1);
    expect(inferScore({ yes: 11, no: 10 }, { yes: even, no: odd }, spread)?.score).toBe(6);
  });

  it('takes each side’s mean exactly, so the order the votes come in never tips one that falls on a half', () => {
    // 218 Yes voters whose mean is exactly −0.86425, as on House roll call 67 of 2026, where a float sum in the
    // order one database returned the votes gave −0.8643 and in another −0.8642. Halves round up, as everywhere.
    const yes = [...Array.from({ length: 217 }, () => -0.8643), -0.8534];
    const no = Array.from({ length: 212 }, () => 0.8999);
    const forward = inferScore({ yes: 218, no: 212 }, { yes, no }, spread);
    expect(forward).toMatchObject({ yesMean: -0.8642, noMean: 0.8999, score: 1 });
    expect(inferScore({ yes: 218, no: 212 }, { yes: [...yes].reverse(), no }, spread)).toEqual(forward);
  });

  it('leaves a near-unanimous roll call unscored', () => {
    expect(inferScore({ yes: 91, no: 9 }, { yes: [0.5], no: [-0.5] }, spread)).toBeNull();
    expect(inferScore({ yes: 90, no: 10 }, { yes: [0.5], no: [-0.5] }, spread)).not.toBeNull();
  });
});
