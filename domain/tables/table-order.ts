/**
 * The order the owner reads tables in: by location, then by name as people count, so "Table 2"
 * comes before "Table 10" and "table 3" sits beside "Table 3".
 */

const NAMES = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function compareTableNames(a: string, b: string): number {
  return NAMES.compare(a, b);
}

export function sortTables<Table extends { locationId: number; name: string }>(tables: readonly Table[]): Table[] {
  return [...tables].sort((a, b) => a.locationId - b.locationId || compareTableNames(a.name, b.name));
}
