import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { coupons, orderLines } from '../../../db/schema/index.ts';
import { insertRows } from './insert-rows.ts';

const dialect = new SQLiteSyncDialect();

describe('insertRows', () => {
  it('builds one multi-row insert with the columns in the rows’ key order', () => {
    const rows = [
      { orderId: 'o1', position: 0, foodId: 'a', name: 'A', priceCents: 100, quantity: 1, image: '' },
      { orderId: 'o1', position: 1, foodId: 'b', name: 'B', priceCents: 250, quantity: 3, image: '/b.svg' },
    ];
    const statement = insertRows(orderLines, rows);
    const expected = {
      sql: 'insert into "order_lines" ("order_id", "position", "food_id", "name", "price_cents", "quantity", "image") values (?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?)',
      params: ['o1', 0, 'a', 'A', 100, 1, '', 'o1', 1, 'b', 'B', 250, 3, '/b.svg'],
    };
    expect({ sql: statement.sql, params: statement.params }).toEqual(expected);
    expect(dialect.sqlToQuery(statement.getSQL())).toMatchObject(expected);
  });

  it('maps values as the columns do (dates to epoch ms, booleans to integers, null kept)', () => {
    const when = new Date(Date.UTC(2026, 0, 1));
    const query = insertRows(coupons, [{ code: 'X', discountPercent: 5, active: false, expiresAt: when, usageLimit: null }]);
    expect(query.sql).toBe(
      'insert into "coupons" ("code", "discount_percent", "active", "expires_at", "usage_limit") values (?, ?, ?, ?, ?)',
    );
    expect(query.params).toEqual(['X', 5, 0, when.getTime(), null]);
  });
});
