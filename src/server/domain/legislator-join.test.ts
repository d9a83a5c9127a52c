// The join's rules on cases the real datasets hold (Arizona's and Minnesota's LegiScan people and Open States
// files, their identifiers as given) and on those they do not (a father and son in one seat).
import { describe, expect, it } from 'vitest';
import { districtKey, type JoinCard, joinLegislators, type LegiscanLegislator } from './legislator-join.ts';

const person = (fields: Partial<LegiscanLegislator> & Pick<LegiscanLegislator, 'peopleId' | 'name'>): LegiscanLegislator => {
  const words = fields.name.split(' ');
  return {
    firstName: words[0]!,
    middleName: null,
    lastName: words.at(-1)!,
    nickname: null,
    chamber: 'lower',
    district: null,
    ballotpedia: null,
    votesmartId: null,
    ...fields,
  };
};
const card = (fields: Partial<JoinCard> & Pick<JoinCard, 'officialId' | 'name'>): JoinCard => ({
  givenName: null,
  familyName: null,
  otherNames: [],
  chamber: 'lower',
  district: null,
  ballotpedia: [],
  votesmartIds: [],
  current: true,
  ...fields,
});

describe('joining a LegiScan legislator to an Open States legislator', () => {
  it('reads LegiScan’s districts as Open States writes them', () => {
    expect(districtKey('HD-061A')).toBe('61A');
    expect(districtKey('SD-010')).toBe('10');
    expect(districtKey('62A')).toBe('62A');
    expect(districtKey('HD-CHITTENDEN-1')).toBe(districtKey('Chittenden-1'));
  });

  it('joins Arizona’s Denise “Mitzi” Epstein by her Vote Smart id, though the two name different Ballotpedia pages', () => {
    const epstein = person({
      peopleId: 18569,
      name: 'Denise Epstein',
      nickname: 'Mitzi',
      chamber: 'upper',
      district: 'SD-012',
      ballotpedia: 'Mitzi_Epstein',
      votesmartId: 153884,
    });
    const cards = [
      card({
        officialId: 1,
        name: 'Mitzi Epstein',
        chamber: 'upper',
        district: '12',
        ballotpedia: ['Denise_Epstein'],
        votesmartIds: [153884],
      }),
    ];
    expect(joinLegislators([epstein], cards)).toEqual([{ peopleId: 18569, officialId: 1, joinedBy: 'votesmart' }]);
  });

  it('tells Arizona’s three Hernandez representatives apart by seat and given name', () => {
    const cards = [
      card({ officialId: 1, name: 'Alma Hernández', district: '20' }),
      card({ officialId: 2, name: 'Consuelo Hernandez', district: '21' }),
      card({ officialId: 3, name: 'Lydia Hernandez', district: '24' }),
    ];
    const people = [
      person({ peopleId: 20571, name: 'Alma Hernandez', district: 'HD-020' }),
      person({ peopleId: 24248, name: 'Consuelo Hernandez', district: 'HD-021' }),
      person({ peopleId: 14555, name: 'Lydia Hernandez', district: 'HD-024' }),
    ];
    expect(joinLegislators(people, cards).map((o) => o.officialId)).toEqual([1, 2, 3]);
    // The same name in the other chamber is someone else.
    expect(
      joinLegislators([person({ peopleId: 9, name: 'Alma Hernandez', chamber: 'upper', district: 'SD-020' })], cards)[0]!.officialId,
    ).toBeNull();
  });

  it('does not join a father to his son who holds his seat and name now, told apart by their Vote Smart ids', () => {
    const father = person({ peopleId: 1, name: 'John Smith', district: 'HD-007', votesmartId: 111 });
    const son = card({ officialId: 2, name: 'John Smith Jr.', district: '7', votesmartIds: [222] });
    expect(joinLegislators([father], [son])).toEqual([
      { peopleId: 1, officialId: null, joinedBy: null, reason: 'not John Smith Jr.: Vote Smart ids differ (111, 222)' },
    ]);
  });

  it('leaves unjoined what two people answer, what two identifiers contradict, and two LegiScan people claiming one official', () => {
    const twins = [
      card({ officialId: 1, name: 'Pat Lee', ballotpedia: ['Pat_Lee'] }),
      card({ officialId: 2, name: 'Pat Lee', ballotpedia: ['Pat_Lee'] }),
    ];
    expect(joinLegislators([person({ peopleId: 1, name: 'Pat Lee', ballotpedia: 'Pat_Lee' })], twins)[0]).toMatchObject({
      officialId: null,
      reason: expect.stringMatching(/^ambiguous/),
    });

    const two = [
      card({ officialId: 1, name: 'Ann Berg', ballotpedia: ['Ann_Berg'] }),
      card({ officialId: 2, name: 'Ann Berg', votesmartIds: [5] }),
    ];
    expect(joinLegislators([person({ peopleId: 1, name: 'Ann Berg', ballotpedia: 'Ann_Berg', votesmartId: 5 })], two)[0]).toMatchObject({
      officialId: null,
      reason: 'conflicting: ballotpedia names Ann Berg, votesmart names Ann Berg',
    });

    const one = [card({ officialId: 1, name: 'Sam Ode', district: '3', votesmartIds: [7] })];
    const claims = [person({ peopleId: 1, name: 'Sam Ode', votesmartId: 7 }), person({ peopleId: 2, name: 'Sam Ode', district: 'HD-003' })];
    expect(joinLegislators(claims, one).map((o) => o.officialId)).toEqual([null, null]);
  });

  it('joins by a short form of the given name in the same seat', () => {
    const cards = [
      card({ officialId: 4, name: 'Chuck Smith', district: '3' }),
      card({ officialId: 5, name: 'Adam Smith', district: '120' }),
    ];
    expect(joinLegislators([person({ peopleId: 1, name: 'Charles Smith', nickname: 'Chuck', district: 'HD-003' })], cards)).toEqual([
      { peopleId: 1, officialId: 4, joinedBy: 'name-district' },
    ]);
  });
});
