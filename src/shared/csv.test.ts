import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Laken Riley Act, as amended')).toBe('"Laken Riley Act, as amended"');
    expect(csvCell('the "big" bill')).toBe('"the ""big"" bill"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(7)).toBe('7');
  });

  it('defuses text a spreadsheet would run as a formula, and leaves plain numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tTAB')).toBe("'\tTAB");
    expect(csvCell('-1.5')).toBe('-1.5');
    expect(csvCell('+2')).toBe('+2');
    expect(csvCell(-3)).toBe('-3');
  });

  it('joins cells with commas and records with CRLF', () => {
    expect(toCsv([['Bill', 'Vote'], ['H.R. 30', 'Nay']])).toBe('Bill,Vote\r\nH.R. 30,Nay\r\n');
  });
});
