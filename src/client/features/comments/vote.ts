// The vote control's toggling (the server keeps the result, one vote per reader): a first vote moves the count by 1, the same
// direction again undoes it, switching direction moves it by 2.

export type VoteDirection = 'up' | 'down' | null;
export type VoteState = { direction: VoteDirection; count: number };

export function applyVote(state: VoteState, clicked: 'up' | 'down'): VoteState {
  const value = (d: VoteDirection) => (d === 'up' ? 1 : d === 'down' ? -1 : 0);
  const next: VoteDirection = state.direction === clicked ? null : clicked;
  return { direction: next, count: state.count - value(state.direction) + value(next) };
}
