// Normalization shared by every source, so officials and candidates from different services match
// (candidate matching: same normalized name and state, same district for House).
import { US_STATES } from '../../shared/constants.ts';

const PARTY_NAMES: Record<string, string> = {
  d: 'Democrat',
  dem: 'Democrat',
  democrat: 'Democrat',
  democratic: 'Democrat',
  'democratic party': 'Democrat',
  r: 'Republican',
  rep: 'Republican',
  republican: 'Republican',
  'republican party': 'Republican',
  i: 'Independent',
  id: 'Independent',
  ind: 'Independent',
  independent: 'Independent',
  l: 'Libertarian',
  lib: 'Libertarian',
  libertarian: 'Libertarian',
  'libertarian party': 'Libertarian',
  g: 'Green',
  grn: 'Green',
  gre: 'Green',
  green: 'Green',
  'green party': 'Green',
};

/** 'Democratic', 'D', 'DEM', 'DEMOCRATIC PARTY' → 'Democrat'; unknown parties keep their own name. */
export function normalizeParty(party: string | null | undefined): string {
  const raw = (party ?? '').trim();
  if (!raw) return 'Other';
  return PARTY_NAMES[raw.toLowerCase()] ?? titleCase(raw);
}

/** The party as an adjective before an office: a 'Democratic senator', a 'Republican representative'. */
export const partyAdjective = (party: string) => (party === 'Democrat' ? 'Democratic' : party);

const STATE_CODES: Record<string, string> = Object.fromEntries(Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]));

/** 'Virginia' or 'va' → 'VA'; undefined when it is neither a known name nor a known code. */
export function stateCode(state: string | null | undefined): string | undefined {
  const raw = (state ?? '').trim();
  if (raw.length === 2 && US_STATES[raw.toUpperCase()]) return raw.toUpperCase();
  return STATE_CODES[raw.toLowerCase()] ?? (raw.toLowerCase() === 'virgin islands' ? 'VI' : undefined);
}

/**
 * A House district as a number string without leading zeros ('05' → '5'). At-large seats and
 * delegates (district 0 / '00') have no district: null, the same for officials and candidates.
 */
export function normalizeDistrict(district: string | number | null | undefined): string | null {
  if (district === null || district === undefined || district === '') return null;
  const n = Number(district);
  if (!Number.isInteger(n) || n <= 0) return null;
  return String(n);
}

/** 'Connolly, Gerald E.' → 'Gerald E. Connolly'; 'PELTOLA, MARY' → 'Mary Peltola'. */
export function displayName(name: string): string {
  const trimmed = name.trim();
  const comma = trimmed.indexOf(',');
  const ordered = comma < 0 ? trimmed : `${trimmed.slice(comma + 1).trim()} ${trimmed.slice(0, comma).trim()}`;
  return ordered === ordered.toUpperCase() ? titleCase(ordered) : ordered;
}

/** 'MCMAHON' → 'McMahon', 'O'ROURKE' → 'O'Rourke', '"TED"' → '"Ted"'; Mac is left alone (Mack, Macy). */
function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s'"(-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/\bMc(\p{Ll})/gu, (_m, ch: string) => `Mc${ch.toUpperCase()}`);
}

/** Text with the HTML character references some sources leave in it ('&quot;', '&#039;', '&amp;') read as the characters they stand for. */
export function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return named[name.toLowerCase()] ?? reference;
  });
}

/** Plain text from the limited HTML Congress.gov puts in summaries. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
