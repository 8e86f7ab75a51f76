import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../worker/src/node/database.ts';
import { migrationsBefore } from '../factories/migrations.ts';

const folder = mkdtempSync(join(tmpdir(), 'doorstep-migration-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the refund split's migration on a shop with refunds recorded before it", () => {
  it('splits each earlier refund pro rata, and an order refunded in full gives back its whole tax and tip', async () => {
    const { client, db } = await openDatabase(`file:${join(folder, 'shop.db')}`);
    try {
      await migrateDatabase(db, migrationsBefore(folder, '0015_refund_split'));
      // 35.50 paid: 33.50 at 10% VAT included (30.45 + 3.05) and a 2.00 tip; refunded 10.00, then the rest.
      await db.run(sql`insert into orders (id, customer_name, customer_email, payment_method, subtotal_cents, delivery_fee_cents, total_cents, tax_mode, tax_cents, tax_lines, tip_cents, refunded_cents, street, city, state, zip_code, created_at, updated_at)
        values ('luigi', 'Ada', 'ada@example.com', 'cash', 3050, 300, 3550, 'inclusive', 305, '[{"rate":10,"taxable":3045,"tax":305}]', 200, 3550, '', '', '', '', 1, 1),
               ('old', 'Bo', 'bo@example.com', 'cash', 1000, 300, 1300, 'exclusive', 0, '[]', 0, 500, 'a', 'b', 'c', 'd', 1, 1)`);
      await db.run(
        sql`insert into refunds (order_id, amount_cents, created_at) values ('luigi', 1000, 2), ('luigi', 2550, 3), ('old', 500, 2)`,
      );

      await migrateDatabase(db);

      const rows = await db.all<{
        order_id: string;
        amount_cents: number;
        tax_cents: number;
        tip_cents: number;
        delivery_fee_cents: number;
        tax_lines: string;
      }>(sql`select order_id, amount_cents, tax_cents, tip_cents, delivery_fee_cents, tax_lines from refunds order by id`);
      expect(rows.map((row) => ({ ...row, tax_lines: JSON.parse(row.tax_lines) }))).toEqual([
        // 10.00 of 35.50: 8.58 of the net, 0.86 VAT, 0.56 of the tip (each rounded from the running total).
        {
          order_id: 'luigi',
          amount_cents: 1000,
          tax_cents: 86,
          tip_cents: 56,
          delivery_fee_cents: 85,
          tax_lines: [{ rate: 10, taxable: 858, tax: 86 }],
        },
        {
          order_id: 'luigi',
          amount_cents: 2550,
          tax_cents: 219,
          tip_cents: 144,
          delivery_fee_cents: 215,
          tax_lines: [{ rate: 10, taxable: 2187, tax: 219 }],
        },
        // An order from before tax was kept has no tax to give back.
        { order_id: 'old', amount_cents: 500, tax_cents: 0, tip_cents: 0, delivery_fee_cents: 115, tax_lines: [] },
      ]);
      const lines = await db.all<{ refunded_quantity: number }>(sql`select refunded_quantity from order_lines`);
      expect(lines).toEqual([]);
    } finally {
      client.close();
    }
  });
});
