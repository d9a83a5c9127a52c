// CSV for spreadsheets (RFC 4180), safe to open as OWASP's CSV injection guidance has it
// (docs/decisions/0316-csv-xml-and-unsubscribe-links.md): a text cell a spreadsheet would read as a formula
// gets a leading apostrophe and is quoted, and a cell holding a separator is quoted, so no part of a cell
// can begin a cell of its own in a locale whose spreadsheets separate with ';' rather than ','.

/**
 * A cell starting with one of these is a formula to Excel, LibreOffice or Google Sheets: = + - @, tab, CR
 * and LF (OWASP's list), the full-width ＝ ＋ － ＠ some of them read as the ASCII signs, and ';', which
 * starts a new cell (and so a formula) where ';' is the separator.
 */
const FORMULA_START = /^[=+\-@\t\r\n;＝＋－＠]/;
/** A plain number ('-1.5', '+2') is data, never a formula, and keeps its value. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
/** RFC 4180's comma, quote and line breaks, the ';' of the other locales, and a defused cell's apostrophe. */
const NEEDS_QUOTES = /^'|[",;\r\n]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text, CRLF between records as RFC 4180 has it. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
