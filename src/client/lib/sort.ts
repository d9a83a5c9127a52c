// The score/name sorts shared by candidates and officials (SPEC.md §2). Never mutates its input.

export const SCORE_SORTS = [
  { value: 'score-desc', label: 'Highest Score' },
  { value: 'score-asc', label: 'Lowest Score' },
  { value: 'name-asc', label: 'A to Z' },
  { value: 'name-desc', label: 'Z to A' },
  { value: 'default', label: 'Default' },
] as const;
export type ScoreSort = (typeof SCORE_SORTS)[number]['value'];

export function sortByScoreOrName<T>(
  items: readonly T[],
  mode: ScoreSort,
  score: (item: T) => number,
  name: (item: T) => string,
): T[] {
  const copy = [...items];
  switch (mode) {
    case 'score-desc':
      return copy.sort((a, b) => score(b) - score(a));
    case 'score-asc':
      return copy.sort((a, b) => score(a) - score(b));
    case 'name-asc':
      return copy.sort((a, b) => name(a).localeCompare(name(b)));
    case 'name-desc':
      return copy.sort((a, b) => name(b).localeCompare(name(a)));
    default:
      return copy;
  }
}
