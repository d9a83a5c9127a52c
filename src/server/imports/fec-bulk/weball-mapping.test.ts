// Candidates' names as real lines of datasets/fec-bulk/weball26.txt spell them: family name first, in
// capitals, with the titles, degrees and ranks filers type.
import { describe, expect, it } from 'vitest';
import { parseWeballLine } from './weball-line.ts';
import { mapWeballCandidate, personName } from './weball-mapping.ts';

describe("a candidate's name from the FEC file", () => {
  it.each([
    ['BEGICH, NICHOLAS III', 'Nicholas Begich III'],
    ['HOLMES, THOMAS BETHUNE MR.', 'Thomas Bethune Holmes'],
    ['CONAWAY, HERB MD', 'Herb Conaway'],
    ['GRAYSON, DENA MD, PHD MD, PHD', 'Dena Grayson'],
    ['ADUBATO, BETH ELLEN PH.D.', 'Beth Ellen Adubato'],
    ['DUNN, LAURA L. MS. ESQ.', 'Laura L. Dunn'],
    ['PITTENGER, ROBERT M THE HONORABLE', 'Robert M Pittenger'],
    ['PIERCE, MICHAEL DAVID LTC (RET.)', 'Michael David Pierce'],
    ['DAVIS, MORRIS D. COL.', 'Morris D. Davis'],
    ['WEAVER, JOHN GLEN LT COL RET.', 'John Glen Weaver'],
    ['DUNN, NEAL PATRICK MD, FACS', 'Neal Patrick Dunn'],
    ['PERKINS, LEONARD REV SR', 'Leonard Perkins Sr.'],
    ['CRUZ, RAFAEL EDWARD "TED"', 'Rafael Edward "Ted" Cruz'],
    ['KENNEDY, SANDRA (SANDY) DENISE MS. ESQ', 'Sandra (Sandy) Denise Kennedy'],
    ['MCMAHON, LINDA DIANE', 'Linda Diane McMahon'],
    ['MCGUIRE, MICHAEL PATRICK', 'Michael Patrick McGuire'],
    ["O'ROURKE, MICHAEL JOSEPH", "Michael Joseph O'Rourke"],
    ['MACIAS, MAYRA', 'Mayra Macias'],
    ['MACKEY, JOSEPH WILLIAM MR', 'Joseph William Mackey'],
  ])('%s reads %s', (filed, shown) => {
    expect(personName(filed)).toBe(shown);
  });

  it("keeps 'MD' before the given names, where it stands for Mohammad (a name made up for the test)", () => {
    expect(personName('RAHMAN, MD ABDUL')).toBe('Md Abdul Rahman');
  });
});

describe('a candidate from an FEC line', () => {
  const read = (text: string) => {
    const parsed = parseWeballLine(text);
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.line;
  };
  const MALLOY =
    'S2VT00292|MALLOY, GERALD|C|2|REP|17708.23|0|27608.82|0|21034.63|11134.04|0|0|0|5000|0|0|16568.3|VT|00||||||0|0|12/31/2025|306.2|0';

  it("keeps the FEC's results with its totals only when the line has some", () => {
    expect(mapWeballCandidate(read(MALLOY), 2026).fecSummary).toEqual({
      cycle: 2026,
      cashOnHand: 11134.04,
      debts: 0,
      coverageEnd: '2025-12-31',
    });
    const lost = MALLOY.replace('|VT|00||||||', '|VT|00||L||||');
    expect(mapWeballCandidate(read(lost), 2026).fecSummary.results).toEqual({ primary: 'lost' });
  });

  it("takes the official's name when the line is theirs, and says a Senate filer of a state with no seat up runs in a later election", () => {
    expect(mapWeballCandidate(read(MALLOY), 2026, { officialName: 'Gerald Malloy Jr.' }).name).toBe('Gerald Malloy Jr.');
    expect(mapWeballCandidate(read(MALLOY), 2026).bio).toBe('Challenger candidate for Senate in 2026. Source: FEC.');
    expect(mapWeballCandidate(read(MALLOY), 2026, { senateSeatUp: false }).bio).toBe(
      'Candidate for a later Senate election: no Senate seat of Vermont is up in 2026. Source: FEC.',
    );
  });
});
