// Long, realistic text for size measurements: real English words (this repository's decision records)
// in a shuffled order, so gzip gets no repeated phrases to lean on, as it would in real writing; the
// measure errs on the heavy side. Deterministic: the same words every run.
import { readFileSync } from 'node:fs';

const vocabulary = ['0019-schema-choices.md', '0020-bill-score-rubric.md', '0047-long-lists.md']
  .flatMap((name) => readFileSync(new URL(`../../../docs/decisions/${name}`, import.meta.url), 'utf8').split(/\s+/))
  .filter((word) => /^[A-Za-z,.;'()-]{2,}$/.test(word));

/** A generator of `words`-word passages; each generator starts from the same seed. */
export function proseWriter() {
  let next = 7;
  return (words: number) =>
    Array.from({ length: words }, () => vocabulary[(next = (next * 48271) % 2147483647) % vocabulary.length]).join(' ');
}
