import { CsvError, parse } from 'csv-parse/browser/esm/sync';
import {
  CATALOGUE_ERRORS,
  CATALOGUE_IMPORT_MAX_ROWS,
  type CatalogueColumn,
  type CatalogueProblem,
  type CatalogueRow,
  headerProblems,
} from '../../../domain/catalogue-file.ts';
import { restoreFormulas } from '../reports/csv.ts';

/** A catalogue file read into rows by their columns, each with its line; or what keeps it from being read. */
export type CatalogueFile = { ok: true; rows: { line: number; cells: CatalogueRow }[] } | { ok: false; problems: CatalogueProblem[] };

/**
 * Reads a catalogue CSV (UTF-8, a byte-order mark allowed, cells quoted as spreadsheets write
 * them, empty lines skipped): its header must name known columns once each, and each row must
 * have as many cells as the header.
 */
export function readCatalogueFile(text: string): CatalogueFile {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? error.lines : 1;
    return { ok: false, problems: [{ line, field: '', message: CATALOGUE_ERRORS.unreadable }] };
  }
  const [head, ...body] = records;
  if (!head) return { ok: false, problems: [{ line: 1, field: '', message: CATALOGUE_ERRORS.empty }] };
  const header = head.record.map((cell) => cell.trim().toLowerCase());
  const problems = headerProblems(header);
  if (body.length > CATALOGUE_IMPORT_MAX_ROWS) problems.push({ line: 1, field: '', message: CATALOGUE_ERRORS.tooManyRows });
  if (problems.length > 0) return { ok: false, problems };
  const rows: { line: number; cells: CatalogueRow }[] = [];
  for (const { record, info } of body) {
    if (record.length !== header.length) {
      problems.push({ line: info.lines, field: '', message: CATALOGUE_ERRORS.cells(header.length, record.length) });
      continue;
    }
    const cells: CatalogueRow = {};
    header.forEach((column, index) => {
      cells[column as CatalogueColumn] = restoreFormulas(record[index]!);
    });
    rows.push({ line: info.lines, cells });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}
