// Candidates' names as real lines of datasets/fec-bulk/weball26.txt spell them: family name first, in
// capitals, with the titles, degrees and ranks filers type.
import { describe, expect, it } from 'vitest';
import { personName } from './weball-mapping.ts';

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
