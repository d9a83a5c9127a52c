import { describe, expect, it } from 'vitest';
import { makeOfficial } from '../../test/fixtures.ts';
import { filterAndSortOfficials, hasVotes, matchesChamber, officialCardLean, officialDetailLean, officialPlace } from './filters.ts';

describe('official chamber matching (SPEC.md §5)', () => {
  it('Senate: senator or any office containing senate', () => {
    expect(matchesChamber('Senator', 'senate')).toBe(true);
    expect(matchesChamber('U.S. Senate', 'senate')).toBe(true);
    expect(matchesChamber('Representative', 'senate')).toBe(false);
  });
  it('House: representative, or containing representative or house', () => {
    expect(matchesChamber('representative', 'house')).toBe(true);
    expect(matchesChamber('Delegate to the House', 'house')).toBe(true);
    expect(matchesChamber('State Representative', 'house')).toBe(true);
    expect(matchesChamber('Senator', 'house')).toBe(false);
  });
  it('All Officials takes everyone', () => {
    expect(matchesChamber('Governor', 'all')).toBe(true);
  });
});

describe('official sorts and wording', () => {
  const list = [
    makeOfficial({ id: 1, name: 'Bea', votingScore: 3, office: 'Representative' }),
    makeOfficial({ id: 2, name: 'Abe', votingScore: 9, office: 'Senator' }),
    makeOfficial({ id: 3, name: 'Cy', votingScore: 6, office: 'Representative' }),
  ];
  it('sorts by score (default highest) and by name', () => {
    expect(filterAndSortOfficials(list, 'all', 'score-desc').map((o) => o.id)).toEqual([2, 3, 1]);
    expect(filterAndSortOfficials(list, 'all', 'score-asc').map((o) => o.id)).toEqual([1, 3, 2]);
    expect(filterAndSortOfficials(list, 'house', 'name-desc').map((o) => o.id)).toEqual([3, 1]);
  });
  it('card lean: above +1 more progressive, below -1 more conservative, otherwise aligned', () => {
    expect(officialCardLean(1.1)).toBe('More progressive');
    expect(officialCardLean(1)).toBe('Aligned with party');
    expect(officialCardLean(-1)).toBe('Aligned with party');
    expect(officialCardLean(-1.5)).toBe('More conservative');
  });
  it('detail lean (SPEC.md §9)', () => {
    expect(officialDetailLean(2)).toBe('more progressive than party');
    expect(officialDetailLean(-2)).toBe('more conservative than party');
    expect(officialDetailLean(0.4)).toBe('Aligned with party average');
  });
  it("place: 'office • state' with ' - District {n}'; no counted votes means No votes", () => {
    expect(officialPlace({ office: 'Representative', state: 'NY', district: '14' })).toBe('Representative • NY - District 14');
    expect(officialPlace({ office: 'Senator', state: 'VT', district: null })).toBe('Senator • VT');
    expect(hasVotes({ scoredVoteCount: 0 })).toBe(false);
  });
});
