import { describe, expect, it } from 'vitest';
import { CANDIDATE_OFFICES } from '../../../shared/constants.ts';
import { makeCandidate } from '../../test/fixtures.ts';
import {
  candidateCardLean,
  candidateDetailLean,
  candidateLocation,
  candidateScore,
  filterAndSortCandidates,
  matchesOfficeFilter,
  totalRaised,
  type OfficeFilter,
} from './filters.ts';

const groupOf = (office: string) =>
  (['federal', 'state', 'legislature', 'local'] as OfficeFilter[]).filter((f) => matchesOfficeFilter(office, f));

describe('candidate office groups (SPEC.md §5)', () => {
  it('puts every offered office in its group', () => {
    const groups = Object.fromEntries(CANDIDATE_OFFICES.map((o) => [o, groupOf(o)]));
    expect(groups).toEqual({
      House: ['federal'], Senate: ['federal'],
      Governor: ['state'], 'Lieutenant Governor': ['state'], 'Attorney General': ['state'], 'Secretary of State': ['state'], 'State Treasurer': ['state'], 'State Comptroller': ['state'],
      'State House': ['legislature'], 'State Senate': ['legislature'], 'State Assembly': ['legislature'],
      Mayor: ['local'], 'City Council': ['local'], 'County Executive': ['local'], 'District Attorney': ['local'],
      Other: [],
    });
  });
  it("Local also takes any office containing 'local'; All takes everything", () => {
    expect(matchesOfficeFilter('Local School Board', 'local')).toBe(true);
    expect(matchesOfficeFilter('Other', 'all')).toBe(true);
  });
});

describe('candidate sorts and scores', () => {
  const list = [
    makeCandidate({ id: 1, name: 'Zoe', progressiveScore: 6 }),
    makeCandidate({ id: 2, name: 'Al', progressiveScore: 9, adjustedProgressiveScore: 4 }),
    makeCandidate({ id: 3, name: 'Mo', progressiveScore: 8, office: 'Mayor' }),
  ];
  it('shows the adjusted score when present, else the base score', () => {
    expect(candidateScore(list[1]!)).toBe(4);
    expect(candidateScore(list[0]!)).toBe(6);
  });
  it('Highest Score is the default and uses the shown score', () => {
    expect(filterAndSortCandidates(list, 'all', 'score-desc').map((c) => c.id)).toEqual([3, 1, 2]);
    expect(filterAndSortCandidates(list, 'all', 'name-asc').map((c) => c.id)).toEqual([2, 3, 1]);
    expect(filterAndSortCandidates(list, 'local', 'default').map((c) => c.id)).toEqual([3]);
  });
});

describe('candidate wording', () => {
  it('card lean: signed, one decimal, more / less progressive / on party line', () => {
    expect(candidateCardLean(1.25)).toBe('+1.3 more progressive');
    expect(candidateCardLean(-0.5)).toBe('-0.5 less progressive');
    expect(candidateCardLean(0)).toBe('0.0 on party line');
  });
  it('detail lean text', () => {
    expect(candidateDetailLean(0.1)).toBe('More progressive than party baseline');
    expect(candidateDetailLean(-2)).toBe('Less progressive than party baseline');
    expect(candidateDetailLean(0)).toBe('Votes with party baseline');
  });
  it("location adds ' - District N'; Total Raised sums the amounts", () => {
    expect(candidateLocation({ state: 'TX', district: '7' })).toBe('TX - District 7');
    expect(candidateLocation({ state: 'TX', district: null })).toBe('TX');
    expect(totalRaised({ donations: [{ source: 'a', amount: 100 }, { source: 'b', amount: 250.5 }] })).toBe(350.5);
  });
});
