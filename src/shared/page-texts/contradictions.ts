// The statements no page may make together: a page's visible text, checked against itself
// (docs/decisions/0231-pages-that-agree.md). Used by the walk over every demo official and bill, and by the
// component tests on the pages as drawn.

type Rule = { name: string; breaks: (text: string) => boolean };

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
/** The number before 'total vote(s)' on the Voting Record card, if shown. */
const totalVotes = (text: string) => Number(/(\d+)\s*total votes?\b/.exec(text)?.[1] ?? Number.NaN);

const RULES: Rule[] = [
  {
    name: "'No Votes' or 'No voting records' beside a record of votes",
    breaks: (text) => /No Votes|No voting records available/.test(text) && (totalVotes(text) > 0 || /Based on \d+ recorded/.test(text)),
  },
  { name: "'Not yet scored' more than once", breaks: (text) => count(text, /Not yet scored/g) > 1 },
  {
    name: "'Not yet scored' beside a score",
    breaks: (text) => /Not yet scored/.test(text) && /\b\d{1,2}\/10\b|Progressive score out of 10|Based on \d+ recorded/.test(text),
  },
  { name: 'a figure that reads None', breaks: (text) => /\bNone\b(?! of)/.test(text) },
  {
    name: 'one of a plural noun',
    breaks: (text) => /(?<![\d.,])\b1 (recorded votes|votes|counted votes|roll calls|bills|points)\b/.test(text),
  },
  {
    name: "the party's noun as an adjective ('Democrat senator')",
    breaks: (text) => /\bDemocrat (senator|representative|member)/i.test(text),
  },
  { name: "'Yea' or 'Nay' where the site says Yes and No", breaks: (text) => /\b(Yea|Nay)\b/.test(text) },
  {
    name: 'a lean beside "No lean"',
    breaks: (text) => /No lean\b/.test(text) && /(more progressive|more conservative) than party|Aligned with party average/.test(text),
  },
];

/** The names of the rules the text breaks; none for a page that agrees with itself. */
export function contradictions(texts: readonly string[]): string[] {
  const text = texts.join('\n');
  return RULES.filter((rule) => rule.breaks(text)).map((rule) => rule.name);
}
