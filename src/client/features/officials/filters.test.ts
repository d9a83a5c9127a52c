import { describe, expect, it } from 'vitest';
import { officialDetailLean } from '../../../shared/page-texts/official-texts.ts';
import { hasVotes, officialCardLean, officialPlace } from './filters.ts';

describe('official wording', () => {
  it('card lean: above +1 more progressive, below -1 more conservative, otherwise aligned', () => {
    expect(officialCardLean(1.1)).toBe('More progressive');
    expect(officialCardLean(1)).toBe('Aligned with party');
    expect(officialCardLean(-1)).toBe('Aligned with party');
    expect(officialCardLean(-1.5)).toBe('More conservative');
  });
  it('detail lean', () => {
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
