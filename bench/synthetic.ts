// Seeded randomness and generated prose for benchmark data: the same seed gives the same rows on every
// run, so figures compare like with like.
import { SAMPLE_ARTICLES } from '../src/server/demo/demo-content.ts';

export type Random = () => number;

/** mulberry32: small, fast, and good enough that generated text and choices look uniform. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/**
 * The words of the newsroom's own explainers, drawn at random: prose built from them compresses about as
 * real prose does (a small made-up vocabulary would compress far better and flatter the payload sizes).
 */
const VOCABULARY = [
  ...new Set(
    SAMPLE_ARTICLES.flatMap(
      (article) =>
        article.content
          .replace(/<[^>]+>/g, ' ')
          .toLowerCase()
          .match(/[a-z]{2,}/g) ?? [],
    ),
  ),
];

/** A sentence of `min` to `max` words, capitalised and closed with a full stop. */
export function sentence(random: Random, min: number, max: number): string {
  const words = Array.from({ length: between(random, min, max) }, () => pick(random, VOCABULARY));
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/** About `words` words as sentences of 8 to 24 words. */
export function prose(random: Random, words: number): string {
  const sentences: string[] = [];
  for (let written = 0; written < words; ) {
    const next = sentence(random, 8, 24);
    sentences.push(next);
    written += next.split(' ').length;
  }
  return sentences.join(' ');
}

/** A UUID made of seeded bits (version 4 layout), so generated users are the same on every run. */
export function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '8';
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
