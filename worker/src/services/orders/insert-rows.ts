import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { flatFromParts, type FlatStatement, type SqlValue } from '../../../../db/flat-statement.ts';

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

const partsByTable = new WeakMap<SQLiteTable, Map<string, readonly string[]>>();

/** The statement's text split around its values, as a tagged template receives it. */
function statementParts(
  table: SQLiteTable,
  keys: readonly string[],
  rowCount: number,
  columns: Record<string, { name: string }>,
): readonly string[] {
  let byShape = partsByTable.get(table);
  if (!byShape) {
    byShape = new Map();
    partsByTable.set(table, byShape);
  }
  const shape = `${rowCount}:${keys.join(',')}`;
  let parts = byShape.get(shape);
  if (!parts) {
    const head = `insert into "${getTableName(table)}" (${keys.map((key) => `"${columns[key]!.name}"`).join(', ')}) values (`;
    const built = [head];
    for (let row = 0; row < rowCount; row++) {
      for (let index = 1; index < keys.length; index++) built.push(', ');
      built.push(row === rowCount - 1 ? ')' : '), (');
    }
    byShape.set(shape, built);
    parts = built;
  }
  return parts;
}
