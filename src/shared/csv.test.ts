import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

/** What starts a formula in some spreadsheet (OWASP's list, the full-width signs, and ';' where it separates). */
const TRIGGERS = ['=', '+', '-', '@', '\t', '\r', '\n', ';', '＝', '＋', '－', '＠'];
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * One record's cells as a spreadsheet splits it on `separator`: a field opening with a quote runs to the
 * closing quote ("" is one quote) and must end there; any other field runs to the next separator.
 */
function readRecord(line: string, separator: ',' | ';'): string[] {
  const cells: string[] = [];
  let at = 0;
  for (;;) {
    if (line[at] === '"') {
      let value = '';
      for (at += 1; ; at += 1) {
        if (at >= line.length) throw new Error(`unclosed quote in ${JSON.stringify(line)}`);
        if (line[at] === '"' && line[at + 1] === '"') {
          value += '"';
          at += 1;
        } else if (line[at] === '"') break;
        else value += line[at];
      }
      at += 1;
      if (at < line.length && line[at] !== separator) throw new Error(`text after a closing quote in ${JSON.stringify(line)}`);
      cells.push(value);
    } else {
      const end = line.indexOf(separator, at);
      cells.push(line.slice(at, end === -1 ? undefined : end));
      at = end === -1 ? line.length : end;
    }
    if (at >= line.length) return cells;
    at += 1;
  }
}

/** What a spreadsheet would show: a leading apostrophe marks text and is not shown. */
const startsAFormula = (cell: string) => TRIGGERS.some((trigger) => cell.startsWith(trigger)) && !PLAIN_NUMBER.test(cell);

/** Any text, often opening with a trigger and holding separators, quotes and line breaks. */
const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc
    .tuple(fc.constantFrom(...TRIGGERS), fc.string({ unit: fc.constantFrom('1', '+', '=', ',', ';', '"', "'", '\r', '\n', 'A', '(', ')') }))
    .map(([start, rest]) => start + rest),
);

describe('CSV', () => {
  it('quotes cells with commas, semicolons, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Laken Riley Act, as amended')).toBe('"Laken Riley Act, as amended"');
    expect(csvCell('Parks; roads')).toBe('"Parks; roads"');
    expect(csvCell('the "big" bill')).toBe('"the ""big"" bill"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(7)).toBe('7');
  });

  it('defuses text a spreadsheet would run as a formula: a leading apostrophe, quoted', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+cmd')).toBe(`"'+cmd"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tTAB')).toBe(`"'\tTAB"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('\n=1+1')).toBe(`"'\n=1+1"`);
    // Where ';' separates cells, ';=1+1' would be an empty cell and then the formula.
    expect(csvCell(';=1+1')).toBe(`"';=1+1"`);
    expect(csvCell('＝1+1')).toBe(`"'＝1+1"`);
    expect(csvCell('＋1')).toBe(`"'＋1"`);
    expect(csvCell('－1')).toBe(`"'－1"`);
    expect(csvCell('＠SUM(A1)')).toBe(`"'＠SUM(A1)"`);
    // OWASP's own examples.
    expect(csvCell('=1+2";=1+2')).toBe(`"'=1+2"";=1+2"`);
    expect(csvCell(`=1+2'" ;,=1+2`)).toBe(`"'=1+2'"" ;,=1+2"`);
  });

  it('leaves plain numbers as numbers', () => {
    expect(csvCell('-1.5')).toBe('-1.5');
    expect(csvCell('+2')).toBe('+2');
    expect(csvCell(-3)).toBe('-3');
    fc.assert(fc.property(fc.double(), (n) => csvCell(n) === String(n)));
    fc.assert(fc.property(fc.integer(), fc.nat(), (whole, fraction) => csvCell(`${whole}.${fraction}`) === `${whole}.${fraction}`));
  });

  it('gives back every text as one cell, whichever separator the spreadsheet uses, never starting a formula', () => {
    fc.assert(
      fc.property(text, (value) => {
        const cell = csvCell(value);
        for (const separator of [',', ';'] as const) {
          const cells = readRecord(cell, separator);
          expect(cells).toHaveLength(1);
          expect(cells[0]).toBe(startsAFormula(value) ? `'${value}` : value);
          expect(startsAFormula(cells[0]!)).toBe(false);
        }
      }),
    );
  });

  it('keeps each record’s cells apart, each safe', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 6 }), (row) => {
        const record = toCsv([row]);
        expect(record.endsWith('\r\n')).toBe(true);
        const cells = readRecord(record.slice(0, -2), ',');
        expect(cells).toEqual(row.map((value) => (startsAFormula(value) ? `'${value}` : value)));
        expect(cells.some(startsAFormula)).toBe(false);
      }),
    );
  });

  it('joins cells with commas and records with CRLF', () => {
    expect(
      toCsv([
        ['Bill', 'Vote'],
        ['H.R. 30', 'Nay'],
      ]),
    ).toBe('Bill,Vote\r\nH.R. 30,Nay\r\n');
  });
});
