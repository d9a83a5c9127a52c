// What a reader says when they call or write an official about a bill (docs/decisions/0282-call-scripts.md):
// built from the bill, the reader's stance and how the official voted, in plain words a first-time caller
// can read out as it stands.
import { NO_SUMMARY_YET } from './missing-summary.ts';
import { billHeadline } from './page-titles.ts';

export type Stance = 'support' | 'oppose';

/** Thank them (they voted the reader's way), ask them to reconsider (they voted the other way), or ask them (no vote yet). */
export type ScriptCase = 'thank' | 'reconsider' | 'ask';

export type ScriptInput = {
  /** The short title, where the bill has one, is what the caller says (docs/decisions/0324-bill-dates-and-names.md). */
  bill: { billNumber: string; title: string; shortTitle?: string | null; summary: string };
  stance: Stance;
  official: { name: string; office: string };
  /** Their recorded position on the bill ('Yes', 'No', 'Present', 'Not Voting'…), null when they have not voted on it. */
  position: string | null;
  /** Where the caller lives, when they gave a ZIP: offices listen to constituents first. */
  zip?: string | null;
};

const SUMMARY_WORDS = 40;

/** Yes and No (and the chambers' own Yea, Aye, Nay) are votes; Present, Not Voting and anything else are not. */
function voteOf(position: string | null): 'yes' | 'no' | null {
  if (position === null) return null;
  if (['Yes', 'Yea', 'Aye'].includes(position)) return 'yes';
  if (['No', 'Nay'].includes(position)) return 'no';
  return null;
}

export function scriptCase(stance: Stance, position: string | null): ScriptCase {
  const vote = voteOf(position);
  if (vote === null) return 'ask';
  return (vote === 'yes') === (stance === 'support') ? 'thank' : 'reconsider';
}

/** The heading a caller sees above the script. */
export function scriptHeading(stance: Stance, position: string | null): string {
  const kind = scriptCase(stance, position);
  if (kind === 'thank') return 'Thank them';
  if (kind === 'reconsider') return 'Ask them to reconsider';
  return stance === 'support' ? 'Ask them to support' : 'Ask them to oppose';
}

/**
 * The summary's first sentence that says what the bill does ('This bill…'), else its first sentence, cut to a
 * breath's length; nothing when there is no summary yet. A sentence ends at a full stop after a small letter,
 * digit or bracket, so 'U.S.' does not end one.
 */
export function whatItDoes(summary: string): string {
  const plain = summary
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Where no summary is written yet (no CRS summary; a bill known only from its roll calls) nothing is said of the bill.
  if (plain === '' || plain.startsWith('No CRS summary') || plain.startsWith(NO_SUMMARY_YET)) return '';
  const from = plain.search(/\b(This|The) (bill|resolution|joint resolution)\b/);
  const rest = from >= 0 ? plain.slice(from) : plain;
  const sentence = rest.match(/^.*?[a-z0-9)][.!?](\s|$)/)?.[0].trim() ?? rest;
  const words = sentence.split(' ');
  return words.length > SUMMARY_WORDS ? `${words.slice(0, SUMMARY_WORDS).join(' ')}…` : sentence;
}

/** The name a caller says: the short title where there is one, without a closing full stop the script adds. */
const spokenName = (bill: ScriptInput['bill']) => billHeadline(bill).trim().replace(/\.+$/, '');

/** How a caller addresses them: a statehouse's 'State Senator' is Senator, 'State Assemblymember' Assemblymember. */
const ADDRESSED = new Set(['Senator', 'Assemblymember', 'Delegate', 'Councilmember']);
const title = (office: string) => {
  const seat = office.replace(/^State /, '');
  return ADDRESSED.has(seat) ? seat : 'Representative';
};

export function callScript(input: ScriptInput): string {
  const { bill, stance, official, position, zip } = input;
  const kind = scriptCase(stance, position);
  const lastName = official.name.split(' ').at(-1)!;
  const who = `${title(official.office)} ${lastName}`;
  const verb = stance === 'support' ? 'support' : 'oppose';
  const opposite = stance === 'support' ? 'against' : 'for';
  const lines = [
    `Hello, my name is [your name] and I'm a constituent${zip ? ` from ZIP code ${zip}` : ''}.`,
    `I'm calling about ${bill.billNumber}, ${spokenName(bill)}.`,
  ];
  const does = whatItDoes(bill.summary);
  if (does) lines.push(does);
  if (kind === 'thank') {
    lines.push(`I ${verb} this bill, and I want to thank ${who} for voting ${stance === 'support' ? 'for' : 'against'} it.`);
  } else if (kind === 'reconsider') {
    lines.push(`I ${verb} this bill. ${who} voted ${opposite} it, and I'm asking them to reconsider and ${verb} it.`);
  } else {
    lines.push(`I ${verb} this bill, and I'm asking ${who} to ${verb} it too.`);
  }
  lines.push('Thank you for your time.');
  return lines.join('\n');
}
