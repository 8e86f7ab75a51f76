import { describe, expect, it } from 'vitest';
import { sortTables } from './table-order.ts';

describe('the order tables are listed in', () => {
  it('goes by location, then by name as people count, whatever the case', () => {
    const tables = [
      { locationId: 2, name: 'Table 1' },
      { locationId: 1, name: 'Table 10' },
      { locationId: 1, name: 'terrace' },
      { locationId: 1, name: 'Table 2' },
      { locationId: 1, name: 'Bar 3' },
      { locationId: 1, name: 'table 9' },
    ];
    expect(sortTables(tables).map((table) => `${table.locationId} ${table.name}`)).toEqual([
      '1 Bar 3',
      '1 Table 2',
      '1 table 9',
      '1 Table 10',
      '1 terrace',
      '2 Table 1',
    ]);
  });
});
