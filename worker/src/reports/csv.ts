// The csv project's browser build: the same code on Node and in Workers, which have no Buffer global.
import { stringify } from 'csv-stringify/browser/esm/sync';

/**
 * A sign that starts a formula (=, +, -, @) right after a place where a spreadsheet may start a
 * cell: a delimiter it might guess (comma, semicolon, tab, pipe) or a line break, spaces between
 * allowed. "Bob;=1+1" is one cell to us but two to a spreadsheet that splits on semicolons.
 */
const FORMULA_AFTER_SPLIT = /([,;\t|\r\n][ \u00a0]*)([=+\-@])/g;

/**
 * A cell that no common spreadsheet reads as a formula, in any delimiter it guesses: a ' before
 * every sign that could start one after a split. (The cell's own first sign is csv-stringify's
 * escape_formulas' to prefix.)
 */
export function neutraliseFormulas(cell: string): string {
  return cell.replace(FORMULA_AFTER_SPLIT, "$1'$2");
}

/**
 * A cell as it was before csvOf made it safe: the ' put before a formula's sign, at the cell's
 * start or after a split, taken away. An exported file read back (a catalogue import) reads what
 * was exported.
 */
export function restoreFormulas(cell: string): string {
  return cell.replace(/^'([=+\-@\t\r])/, '$1').replace(/([,;\t|\r\n][ \u00a0]*)'([=+\-@])/g, '$1$2');
}

/**
 * RFC 4180 as spreadsheets read it: CRLF between records, fields quoted when they must be, UTF-8
 * with a byte-order mark (Excel then reads accents right), and no cell a spreadsheet would run as
 * a formula: one that begins with =, +, -, @, a tab or a carriage return is prefixed with '
 * (csv-stringify's escape_formulas), and so is such a sign after a delimiter inside a cell
 * (`neutraliseFormulas`).
 */
export function csvOf(records: string[][], header: readonly string[] | null): string {
  const safe = records.map((record) => record.map(neutraliseFormulas));
  return stringify(header ? [[...header], ...safe] : safe, { bom: header !== null, record_delimiter: 'windows', escape_formulas: true });
}
