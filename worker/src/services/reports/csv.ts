// The csv project's browser build: the same code on Node and in Workers, which have no Buffer global.
import { stringify } from 'csv-stringify/browser/esm/sync';

/**
 * RFC 4180 as spreadsheets read it: CRLF between records, fields quoted when they must be, UTF-8
 * with a byte-order mark (Excel then reads accents right), and a cell that begins with =, +, -,
 * @ or a tab prefixed with ' so no spreadsheet runs it as a formula (csv-stringify's
 * escape_formulas).
 */
export function csvOf(records: string[][], header: readonly string[] | null): string {
  return stringify(header ? [[...header], ...records] : records, { bom: header !== null, record_delimiter: 'windows', escape_formulas: true });
}
