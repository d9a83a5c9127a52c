import { describe, expect, it } from 'vitest';
import { SCORE_SORTS, sortByScoreOrName } from './sort.ts';

const people = [
  { name: 'Carol', score: 5 },
  { name: 'alice', score: 9 },
  { name: 'Bob', score: 2 },
];
const run = (mode: Parameters<typeof sortByScoreOrName>[1]) =>
  sortByScoreOrName(people, mode, (p) => p.score, (p) => p.name).map((p) => p.name);

describe('score and name sorts', () => {
  it('offers the five sorts with their labels in order', () => {
    expect(SCORE_SORTS.map((s) => s.label)).toEqual(['Highest Score', 'Lowest Score', 'A to Z', 'Z to A', 'Default']);
  });
  it('sorts by score both ways', () => {
    expect(run('score-desc')).toEqual(['alice', 'Carol', 'Bob']);
    expect(run('score-asc')).toEqual(['Bob', 'Carol', 'alice']);
  });
  it('sorts by name both ways, ignoring case', () => {
    expect(run('name-asc')).toEqual(['alice', 'Bob', 'Carol']);
    expect(run('name-desc')).toEqual(['Carol', 'Bob', 'alice']);
  });
  it('leaves the default order and never mutates the input', () => {
    expect(run('default')).toEqual(['Carol', 'alice', 'Bob']);
    run('score-desc');
    expect(people.map((p) => p.name)).toEqual(['Carol', 'alice', 'Bob']);
  });
});
