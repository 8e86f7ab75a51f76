import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../worker/src/node/database.ts';
import { migrationsBefore } from '../factories/migrations.ts';

const folder = mkdtempSync(join(tmpdir(), 'doorstep-migration-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the mail migration on a shop with orders', () => {
  it('lets an order have no account (a guest) and keeps every order, line, history line and refund it had', async () => {
    const { client, db } = await openDatabase(`file:${join(folder, 'shop.db')}`);
    try {
      await migrateDatabase(db, migrationsBefore(folder, '0012_mail'));
      await db.run(sql`insert into users (id, email, email_normalized, role) values ('u1', 'bo@x.com', 'bo@x.com', 'customer')`);
      await db.run(sql`insert into orders (id, user_id, customer_name, customer_email, payment_method, subtotal_cents, delivery_fee_cents, total_cents, street, city, state, zip_code, ready_at)
        values ('o1', 'u1', 'Bo', 'bo@x.com', 'cash', 100, 0, 100, 's', 'c', 'st', 'z', 5)`);
      await db.run(
        sql`insert into order_lines (order_id, position, food_id, name, price_cents, quantity, image) values ('o1', 0, 'p', 'Pie', 100, 1, '/i.svg')`,
      );
      await db.run(sql`insert into order_status_history (order_id, kind, status, changed_at) values ('o1', 'order', 'pending', 1)`);
      await db.run(sql`insert into refunds (order_id, amount_cents, note, created_at) values ('o1', 50, 'n', 2)`);

      await migrateDatabase(db);

      expect(await db.all(sql`select id, user_id, ready_at from orders`)).toEqual([{ id: 'o1', user_id: 'u1', ready_at: 5 }]);
      expect(await db.all(sql`select count(*) as n from order_lines where order_id = 'o1'`)).toEqual([{ n: 1 }]);
      expect(await db.all(sql`select count(*) as n from order_status_history where order_id = 'o1'`)).toEqual([{ n: 1 }]);
      expect(await db.all(sql`select count(*) as n from refunds where order_id = 'o1'`)).toEqual([{ n: 1 }]);
      expect(await db.all(sql`pragma foreign_key_check`)).toEqual([]);
      expect(await db.all(sql`select guest_checkout, order_notice_email from store_settings`)).toEqual([
        { guest_checkout: 1, order_notice_email: '' },
      ]);
      await db.run(sql`insert into orders (id, user_id, customer_name, customer_email, payment_method, subtotal_cents, delivery_fee_cents, total_cents, street, city, state, zip_code)
        values ('o2', null, 'Gus', 'gus@x.com', 'cash', 100, 0, 100, '', '', '', '')`);
      expect(await db.all(sql`select id from orders where user_id is null`)).toEqual([{ id: 'o2' }]);
    } finally {
      client.close();
    }
  });
});
