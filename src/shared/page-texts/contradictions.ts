// The statements no page may make together: a page's visible text, checked against itself
// (docs/decisions/0231-pages-that-agree.md). Used by the walk over every demo official and bill, and by the
// component tests on the pages as drawn.

type Rule = { name: string; breaks: (text: string) => boolean };

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
/** The number before 'votes on bills' on the Voting Record card, if shown. */
const totalVotes = (text: string) => Number(/(\d+)\s*votes? on (?:a )?bills?\b/.exec(text)?.[1] ?? Number.NaN);

/**
 * The Voting Record card's total and its two splits ('62 votes on bills = 12 Yes + 49 No + 1 neither Yes nor
 * No = 61 counted in the score + 1 not counted'): each split's parts must add up to the total.
 */
const VOTING_RECORD =
  /(?<total>\d+)\s*votes? on (?:a )?bills?\s*= (?<yes>\d+) Yes \+ (?<no>\d+) No(?: \+ (?<neither>\d+) neither Yes nor No)?\s*= (?<counted>\d+) counted in the score(?: \+ (?<notCounted>\d+) not counted)?/g;
const sumsDisagree = (text: string) =>
  [...text.matchAll(VOTING_RECORD)].some(({ groups = {} }) => {
    const n = (part: string) => Number(groups[part] ?? 0);
    return n('yes') + n('no') + n('neither') !== n('total') || n('counted') + n('notCounted') !== n('total');
  });

const RULES: Rule[] = [
  {
    name: "'No Votes' or 'No voting records' beside a record of votes",
    breaks: (text) => /No Votes|No voting records available/.test(text) && (totalVotes(text) > 0 || /Based on \d+ recorded/.test(text)),
  },
  { name: 'a count whose parts do not add up to it', breaks: sumsDisagree },
  { name: "'Not yet scored' more than once", breaks: (text) => count(text, /Not yet scored/g) > 1 },
  {
    name: "'Not yet scored' beside a score",
    breaks: (text) => /Not yet scored/.test(text) && /\b\d{1,2}\/10\b|Progressive score out of 10|Based on \d+ recorded/.test(text),
  },
  { name: 'a figure that reads None', breaks: (text) => /\bNone\b(?! of)/.test(text) },
  {
    name: 'one of a plural noun',
    breaks: (text) => /(?<![\d.,])\b1 (recorded votes|votes|counted votes|roll calls|contested roll calls|bills|points)\b/.test(text),
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
