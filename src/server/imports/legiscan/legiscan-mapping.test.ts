// LegiScan's words in the tracker's: vote codes, roll-call kinds read from real descriptions of the
// datasets in datasets/legiscan/, and which roll calls were floor votes, on their real member counts.
import { describe, expect, it } from 'vitest';
import { isFloorVote, stateChamber } from '../../domain/state-chambers.ts';
import { positionOf, stateRollCallKind } from './legiscan-mapping.ts';

describe('LegiScan votes', () => {
  it('reads the vote codes as positions', () => {
    expect([1, 2, 3, 4].map((vote) => positionOf({ rollCallId: 1, peopleId: 1, vote, text: '' }))).toEqual([
      'Yes',
      'No',
      'Not Voting',
      'Absent',
    ]);
  });
});

describe('a state roll call’s kind, from its description', () => {
  it.each([
    ['House - Third Reading', 'passage'],
    ['Senate: Third Reading Bill', 'passage'],
    ['Shall the bill pass?', 'passage'],
    ['Passage By Substitute: Senate Vote #191', 'passage'],
    ['House Final Action - Passed as amended - Yea: 118 Nay: 0', 'passage'],
    ['House: Senate Amendments Concur', 'passage'],
    ['Agree To Senate Substitute: House Vote #442', 'passage'],
    ['Senate Motion to override veto prevailed - Yea: 30 Nay: 10', 'passage'],
    ['Local Consent Calendar: Senate Vote #229', 'passage'],
    ['House: Committee of the Whole Amd (h.003)', 'amendment'],
    ['House: Koznick - Amendment - H0014A5', 'amendment'],
    ['Shall amendment H–1234 be adopted?', 'amendment'],
    ['Motion To Engross: Senate Vote #51', 'procedural'],
    ['House: Niska motion - Motion to Reconsider', 'procedural'],
    ['House Appropriations: Refer Senate Bill 25B-005 to the Committee of the Whole.', 'procedural'],
    ['Reported Favorably Without Amendment 6/11/2025', 'procedural'],
  ])('%s: %s', (description, kind) => {
    expect(stateRollCallKind(description)).toBe(kind);
  });
});

describe('floor votes and committee votes', () => {
  it('counts a roll call recording more than half the chamber’s seats as a floor vote', () => {
    // Colorado's Senate (35 seats): the whole Senate, and a committee of five.
    expect(isFloorVote('CO', 'upper', 35)).toBe(true);
    expect(isFloorVote('CO', 'upper', 5)).toBe(false);
    // Michigan's House (110 seats): 97 members recorded on the floor, 29 in Appropriations.
    expect(isFloorVote('MI', 'lower', 97)).toBe(true);
    expect(isFloorVote('MI', 'lower', 29)).toBe(false);
    // Arizona lists voice votes as roll calls recording nobody.
    expect(isFloorVote('AZ', 'lower', 0)).toBe(false);
    // A joint committee is never the floor.
    expect(isFloorVote('CO', 'joint', 10)).toBe(false);
  });

  it('reads LegiScan’s chambers in Open States’ words, one chamber for Nebraska', () => {
    expect(['House', 'H', 'Assembly', 'Rep', 'Senate', 'S', 'Sen', 'Joint', 'J'].map((named) => stateChamber('NY', named))).toEqual([
      'lower',
      'lower',
      'lower',
      'lower',
      'upper',
      'upper',
      'upper',
      'joint',
      'joint',
    ]);
    expect(stateChamber('NE', 'Sen')).toBe('legislature');
    expect(isFloorVote('NE', 'legislature', 49)).toBe(true);
    expect(stateChamber('CO', '')).toBeUndefined();
  });
});
