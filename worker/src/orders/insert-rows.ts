import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { flatFromParts, type FlatStatement, type SqlValue } from '../../../db/flat-statement.ts';

/**
 * `insert into <table> (<columns>) values (…), (…)` for rows of the table's insert type, as one
 * flat statement (db/flat-statement.ts). Placing an order writes five of them, and Drizzle's
 * insert builder takes several times longer to build each than SQLite takes to run it; here the
 * text is computed once per table, keys and row count. Values still go through each column's own
 * driver mapping (dates to epoch ms, booleans to integers).
 */
export function insertRows<Table extends SQLiteTable>(table: Table, rows: readonly Table['$inferInsert'][]): FlatStatement {
  const keys = Object.keys(rows[0]!);
  const columns = getTableColumns(table) as Record<string, { name: string; mapToDriverValue(value: unknown): unknown }>;
  const values: SqlValue[] = [];
  for (const row of rows) {
    for (const key of keys) {
      const value = (row as Record<string, unknown>)[key];
      values.push(value === null || value === undefined ? null : (columns[key]!.mapToDriverValue(value) as SqlValue));
    }
  }
  return flatFromParts(statementParts(table, keys, rows.length, columns), values);
}

interface StatementShape {
  keys: readonly string[];
  rowCount: number;
  parts: readonly string[];
}

/** Each table's few row shapes: found by comparing keys, so that a call builds no string to look one up. */
const shapesByTable = new WeakMap<SQLiteTable, StatementShape[]>();

/** The statement's text split around its values, as a tagged template receives it. */
function statementParts(
  table: SQLiteTable,
  keys: readonly string[],
  rowCount: number,
  columns: Record<string, { name: string }>,
): readonly string[] {
  let shapes = shapesByTable.get(table);
  if (!shapes) {
    shapes = [];
    shapesByTable.set(table, shapes);
  }
  const known = shapes.find((shape) => shape.rowCount === rowCount && sameKeys(shape.keys, keys));
  if (known) return known.parts;
  const head = `insert into "${getTableName(table)}" (${keys.map((key) => `"${columns[key]!.name}"`).join(', ')}) values (`;
  const parts = [head];
  for (let row = 0; row < rowCount; row++) {
    for (let index = 1; index < keys.length; index++) parts.push(', ');
    parts.push(row === rowCount - 1 ? ')' : '), (');
  }
  shapes.push({ keys, rowCount, parts });
  return parts;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}
