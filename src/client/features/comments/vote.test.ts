import { describe, expect, it } from 'vitest';
import { applyVote } from './vote.ts';

describe('comment vote control', () => {
  it('a first vote moves the count by 1', () => {
    expect(applyVote({ direction: null, count: 3 }, 'up')).toEqual({ direction: 'up', count: 4 });
    expect(applyVote({ direction: null, count: 3 }, 'down')).toEqual({ direction: 'down', count: 2 });
  });
  it('the same direction again undoes it', () => {
    expect(applyVote({ direction: 'up', count: 4 }, 'up')).toEqual({ direction: null, count: 3 });
    expect(applyVote({ direction: 'down', count: 2 }, 'down')).toEqual({ direction: null, count: 3 });
  });
  it('switching direction moves it by 2', () => {
    expect(applyVote({ direction: 'up', count: 4 }, 'down')).toEqual({ direction: 'down', count: 2 });
    expect(applyVote({ direction: 'down', count: 2 }, 'up')).toEqual({ direction: 'up', count: 4 });
  });
});
