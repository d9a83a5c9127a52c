// Which Open States legislator a LegiScan legislator is (docs/decisions/0325-open-states-officials.md), by
// the identifiers both carry, in this order: the Ballotpedia page, else the Vote Smart id, else the name in
// the same chamber and district. A join must be unique and uncontradicted: two people answering one
// identifier, or two identifiers naming different people, leave the legislator unjoined, with the reason.
// A name and seat are the weakest of the three: such a join is refused too when an identifier both carry
// differs (a son with his father's name and seat has his own Vote Smart id and Ballotpedia page). A differing
// identifier does not undo a join by the other one: Ballotpedia renames pages ('Marion_O'Neill' became
// 'Marion_Rarick') and the two sources do not always agree on a Vote Smart id (Jeremy Miller of Minnesota).
// Only people of the same state are compared; the caller gives one state's lists.

export type JoinedBy = 'ballotpedia' | 'votesmart' | 'name-district';

/** A LegiScan legislator as legiscan_people holds them. */
export type LegiscanLegislator = {
  peopleId: number;
  name: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  nickname: string | null;
  chamber: string | null;
  district: string | null;
  ballotpedia: string | null;
  votesmartId: number | null;
};

/** An Open States legislator (an official), with what they are joined by; kept per state by the Open States import. */
export type JoinCard = {
  officialId: number;
  name: string;
  givenName: string | null;
  familyName: string | null;
  otherNames: string[];
  chamber: 'upper' | 'lower' | 'legislature';
  district: string | null;
  /** Their Ballotpedia pages' names ('Aisha_Gomez') and Vote Smart ids, from the person's sources (some list two). */
  ballotpedia: string[];
  votesmartIds: number[];
  /** Whether they sit now: a legislator who left keeps their card, so the votes they cast stay theirs. */
  current: boolean;
};

export type JoinOutcome =
  | { peopleId: number; officialId: number; joinedBy: JoinedBy }
  | { peopleId: number; officialId: null; joinedBy: null; reason: string };

/** 'Erin_Murphy_(Minnesota)', 'Erin Murphy (Minnesota)' and its URL-encoded form read alike. */
export function ballotpediaKey(page: string): string {
  let decoded = page;
  try {
    decoded = decodeURIComponent(page);
  } catch {
    // A stray '%' is part of the name as given.
  }
  return decoded.trim().replace(/\s+/g, '_').toLowerCase();
}

/** 'HD-061A' (LegiScan) and '61A' (Open States) read alike: no chamber prefix, no leading zeros, no spacing. */
export function districtKey(district: string | null): string {
  return (district ?? '')
    .toUpperCase()
    .replace(/^(HD|SD|AD|LD|CD|DISTRICT)[-\s]*/, '')
    .replace(/[^A-Z0-9]/g, '')
    .replace(/(^|[A-Z])0+(?=\d)/g, '$1');
}

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

/** A name's words without accents, punctuation or suffixes, in lower case. */
export function nameWords(name: string | null): string[] {
  return (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word.length > 0 && !SUFFIXES.has(word));
}

/** Given names that are one name: the usual short forms a legislator goes by. */
const NICKNAMES: readonly (readonly string[])[] = [
  ['robert', 'bob', 'rob', 'bobby'],
  ['william', 'bill', 'will', 'billy'],
  ['richard', 'rick', 'dick', 'rich'],
  ['james', 'jim', 'jimmy'],
  ['john', 'jack'],
  ['elizabeth', 'liz', 'beth', 'betsy'],
  ['katherine', 'kathy', 'kate', 'katie', 'kathleen'],
  ['margaret', 'peggy', 'maggie', 'meg'],
  ['thomas', 'tom', 'tommy'],
  ['charles', 'chuck', 'charlie'],
  ['edward', 'ed', 'ted', 'eddie'],
  ['joseph', 'joe'],
  ['michael', 'mike'],
  ['steven', 'stephen', 'steve'],
  ['anthony', 'tony'],
  ['patricia', 'pat', 'patty', 'trish'],
  ['susan', 'sue', 'suzanne'],
  ['jennifer', 'jen', 'jenny'],
  ['lawrence', 'larry'],
  ['gerald', 'jerry'],
  ['raymond', 'ray'],
  ['frederick', 'fred'],
  ['gregory', 'greg'],
  ['andrew', 'andy', 'drew'],
  ['samuel', 'sam'],
  ['timothy', 'tim'],
  ['kenneth', 'ken'],
  ['ronald', 'ron'],
  ['donald', 'don'],
  ['douglas', 'doug'],
  ['theodore', 'ted'],
  ['deborah', 'debra', 'deb', 'debbie'],
  ['cynthia', 'cindy'],
  ['rebecca', 'becky'],
];
const SAME_NAME = new Map<string, Set<string>>();
for (const group of NICKNAMES) for (const name of group) SAME_NAME.set(name, new Set([...(SAME_NAME.get(name) ?? []), ...group]));

/** Whether two given names can be one person's: equal, one the other's start ('Dan', 'Daniel'), or a short form. */
function sameGivenName(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length >= 3 && b.length >= 3 && (a.startsWith(b) || b.startsWith(a))) return true;
  return SAME_NAME.get(a)?.has(b) ?? false;
}

/** The given and family names an Open States legislator is known by ('Aisha Gomez', other names 'A. Gomez', 'Gomez, A.'). */
function cardNames(card: JoinCard): { given: Set<string>; family: Set<string> } {
  const given = new Set<string>();
  const family = new Set<string>();
  for (const full of [card.name, ...card.otherNames]) {
    const [surname, forenames] = full.includes(',') ? full.split(',', 2) : [null, full];
    const words = nameWords(surname === null ? forenames! : `${forenames} ${surname}`);
    if (words.length < 2) continue;
    given.add(words[0]!);
    family.add(words.at(-1)!);
  }
  if (card.givenName) for (const word of nameWords(card.givenName)) given.add(word);
  if (card.familyName) family.add(nameWords(card.familyName).join(''));
  if (card.familyName) family.add(nameWords(card.familyName).at(-1) ?? '');
  return { given: new Set([...given].filter((word) => word.length > 1)), family };
}

function sameName(person: LegiscanLegislator, card: JoinCard): boolean {
  const names = cardNames(card);
  const last = nameWords(person.lastName ?? person.name.split(/\s+/).at(-1) ?? '');
  if (last.length === 0 || !(names.family.has(last.join('')) || names.family.has(last.at(-1)!))) return false;
  const given = [...nameWords(person.firstName), ...nameWords(person.nickname)].filter((word) => word.length > 1);
  return given.some((word) => [...names.given].some((other) => sameGivenName(word, other)));
}

/** 'Andrew_Myers_(Minnesota)' and 'Andrew_Myers' are one page under two names: the part in brackets is left out. */
const pageName = (page: string) => ballotpediaKey(page).replace(/_\([^)]*\)$/, '');

/** An identifier both carry, none of whose values agree: two people, whatever their names and seats say. */
function contradicted(person: LegiscanLegislator, card: JoinCard): string | null {
  if (person.votesmartId && card.votesmartIds.length > 0 && !card.votesmartIds.includes(person.votesmartId))
    return `Vote Smart ids differ (${person.votesmartId}, ${card.votesmartIds.join(', ')})`;
  if (
    person.ballotpedia &&
    card.ballotpedia.length > 0 &&
    !card.ballotpedia.some((page) => pageName(page) === pageName(person.ballotpedia!))
  )
    return `Ballotpedia pages differ (${person.ballotpedia}, ${card.ballotpedia.join(', ')})`;
  return null;
}

function indexBy<K>(cards: readonly JoinCard[], keysOf: (card: JoinCard) => readonly K[]): Map<K, JoinCard[]> {
  const index = new Map<K, JoinCard[]>();
  for (const card of cards) for (const key of new Set(keysOf(card))) index.set(key, [...(index.get(key) ?? []), card]);
  return index;
}

const seatOf = (chamber: string | null, district: string | null) => `${chamber}|${districtKey(district)}`;

/** Every LegiScan legislator of one state joined, or not with the reason, to that state's Open States legislators. */
export function joinLegislators(people: readonly LegiscanLegislator[], cards: readonly JoinCard[]): JoinOutcome[] {
  const byBallotpedia = indexBy(cards, (card) => card.ballotpedia.map(ballotpediaKey));
  const byVotesmart = indexBy(cards, (card) => card.votesmartIds);
  const bySeat = indexBy(cards, (card) => [seatOf(card.chamber, card.district)]);
  const unjoined = (peopleId: number, reason: string): JoinOutcome => ({ peopleId, officialId: null, joinedBy: null, reason });

  const outcomes = people.map((person): JoinOutcome => {
    const found: [JoinedBy, JoinCard[]][] = [
      ['ballotpedia', person.ballotpedia ? (byBallotpedia.get(ballotpediaKey(person.ballotpedia)) ?? []) : []],
      ['votesmart', person.votesmartId ? (byVotesmart.get(person.votesmartId) ?? []) : []],
      [
        'name-district',
        person.chamber && person.district
          ? (bySeat.get(seatOf(person.chamber, person.district)) ?? []).filter((card) => sameName(person, card))
          : [],
      ],
    ];
    const answered = found.filter(([, cards]) => cards.length > 0);
    if (answered.length === 0)
      return unjoined(person.peopleId, 'no Open States legislator has their Ballotpedia page, Vote Smart id, or name and seat');
    const ambiguous = answered.find(([, cards]) => cards.length > 1);
    if (ambiguous)
      return unjoined(
        person.peopleId,
        `ambiguous: ${ambiguous[1].map((card) => card.name).join(', ')} all answer the ${ambiguous[0]} match`,
      );
    const named = new Set(answered.map(([, [card]]) => card!.officialId));
    if (named.size > 1)
      return unjoined(person.peopleId, `conflicting: ${answered.map(([by, [card]]) => `${by} names ${card!.name}`).join(', ')}`);
    const [joinedBy, [card]] = answered[0]!;
    const contradiction = joinedBy === 'name-district' ? contradicted(person, card!) : null;
    if (contradiction) return unjoined(person.peopleId, `not ${card!.name}: ${contradiction}`);
    return { peopleId: person.peopleId, officialId: card!.officialId, joinedBy };
  });

  // One official is one LegiScan person: two joined to the same official are both left unjoined.
  const claims = new Map<number, number>();
  for (const outcome of outcomes)
    if (outcome.officialId !== null) claims.set(outcome.officialId, (claims.get(outcome.officialId) ?? 0) + 1);
  const nameOf = new Map(cards.map((card) => [card.officialId, card.name]));
  return outcomes.map((outcome) =>
    outcome.officialId !== null && claims.get(outcome.officialId)! > 1
      ? unjoined(outcome.peopleId, `ambiguous: more than one LegiScan person answers ${nameOf.get(outcome.officialId)}`)
      : outcome,
  );
}
