import { describe, expect, it } from 'vitest';
import { officialDetailLean } from '../../../shared/page-texts/official-texts.ts';
import { hasVotes, officialCardLean, officialPlace, officialStateOptions, stateViewQuery } from './filters.ts';

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
    const federal = { level: 'federal', chamberName: 'U.S. House of Representatives', former: false } as const;
    expect(officialPlace({ ...federal, office: 'Representative', state: 'NY', district: '14' })).toBe('Representative • NY - District 14');
    expect(officialPlace({ ...federal, office: 'Senator', state: 'VT', district: null })).toBe('Senator • VT');
    expect(hasVotes({ scoredVoteCount: 0 })).toBe(false);
  });
  it("place of a state official: the chamber by its own name and the district; an executive's office alone", () => {
    const gomez = { level: 'state', office: 'State Representative', state: 'MN', district: '62A', former: false } as const;
    expect(officialPlace({ ...gomez, chamberName: 'Minnesota House of Representatives' })).toBe(
      'State Representative • Minnesota House of Representatives - District 62A',
    );
    const mayor = {
      level: 'local',
      office: 'Mayor of Minneapolis',
      state: 'MN',
      district: null,
      chamberName: null,
      former: false,
    } as const;
    expect(officialPlace(mayor)).toBe('Mayor of Minneapolis • MN');
  });
  it('place of an official whose term has ended: Former before the office', () => {
    const gomez = { level: 'state', office: 'State Representative', state: 'MN', district: '62A', former: true } as const;
    expect(officialPlace({ ...gomez, chamberName: 'Minnesota House of Representatives' })).toBe(
      'Former State Representative • Minnesota House of Representatives - District 62A',
    );
  });
  it('the State view asks for its state, chamber or executives at the state level, and its mayors at the local', () => {
    expect(stateViewQuery({ level: 'state', state: 'MN', chamber: 'house' }, 'az')).toEqual({
      level: 'state',
      chamber: 'house',
      sort: 'az',
      state: 'MN',
    });
    expect(stateViewQuery({ level: 'state', state: null, chamber: 'mayors' }, 'highest')).toEqual({
      level: 'local',
      chamber: 'all',
      sort: 'highest',
    });
    expect(officialStateOptions(['NE', 'MN', 'AZ']).map((o) => o.label)).toEqual(['Arizona', 'Minnesota', 'Nebraska']);
  });
});
