import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * `insert into <table> (<columns>) values (…), (…)` for rows of the table's insert type, as one
 * flat SQL template. Placing an order writes five statements, and Drizzle's insert builder takes
 * several times longer to build each than SQLite takes to run it; a flat template with the
 * statement text computed once per table, keys and row count costs a fifth of that. Values still
 * go through each column's own driver mapping (dates to epoch ms, booleans to integers).
 */
export function insertRows<Table extends SQLiteTable>(table: Table, rows: readonly Table['$inferInsert'][]): SQL {
  const keys = Object.keys(rows[0]!);
  const columns = getTableColumns(table) as Record<string, { name: string; mapToDriverValue(value: unknown): unknown }>;
  const values: unknown[] = [];
  for (const row of rows) {
    for (const key of keys) {
      const value = (row as Record<string, unknown>)[key];
      values.push(value === null || value === undefined ? null : columns[key]!.mapToDriverValue(value));
    }
  }
  return sql(statementText(table, keys, rows.length, columns), ...values);
}

const texts = new WeakMap<SQLiteTable, Map<string, TemplateStringsArray>>();

/** The statement's text split around its values, as a tagged template receives it. */
function statementText(table: SQLiteTable, keys: readonly string[], rowCount: number, columns: Record<string, { name: string }>): TemplateStringsArray {
  let byShape = texts.get(table);
  if (!byShape) texts.set(table, (byShape = new Map()));
  const shape = `${rowCount}:${keys.join(',')}`;
  let text = byShape.get(shape);
  if (!text) {
    const head = `insert into "${getTableName(table)}" (${keys.map((key) => `"${columns[key]!.name}"`).join(', ')}) values (`;
    const parts = [head];
    for (let row = 0; row < rowCount; row++) {
      for (let index = 1; index < keys.length; index++) parts.push(', ');
      parts.push(row === rowCount - 1 ? ')' : '), (');
    }
    text = Object.assign([...parts], { raw: [...parts] }) as unknown as TemplateStringsArray;
    byShape.set(shape, text);
  }
  return text;
}
