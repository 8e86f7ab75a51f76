import { sql } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { flat } from './flat-statement.ts';

const dialect = new SQLiteSyncDialect();
const couponUse = (code: string, at: number) =>
  flat`update "coupons" set "used_count" = "used_count" + 1, "updated_at" = ${at} where "code" = ${code}`;

describe('flat statements', () => {
  it('have their text with ? for each value, and the values in order', () => {
    const statement = couponUse('SAVE10', 42);
    expect(statement.sql).toBe('update "coupons" set "used_count" = "used_count" + 1, "updated_at" = ? where "code" = ?');
    expect(statement.params).toEqual([42, 'SAVE10']);
  });

  it('compute the text once per place in the code', () => {
    expect(couponUse('A', 1).sql).toBe(couponUse('B', 2).sql);
    expect(couponUse('A', 1).sql === couponUse('B', 2).sql).toBe(true);
  });

  it('read the same as the Drizzle template they stand for, alone or inside one', () => {
    const statement = couponUse('SAVE10', 42);
    expect(dialect.sqlToQuery(statement.getSQL())).toMatchObject({ sql: statement.sql, params: [42, 'SAVE10'] });
    expect(dialect.sqlToQuery(sql`${statement} returning "used_count"`)).toMatchObject({
      sql: `${statement.sql} returning "used_count"`,
      params: [42, 'SAVE10'],
    });
  });
});
