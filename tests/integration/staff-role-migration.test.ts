import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../worker/src/node/database.ts';
import { migrationsBefore } from '../factories/migrations.ts';

const folder = mkdtempSync(join(tmpdir(), 'doorstep-migration-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the order desk migration on a shop with accounts, sessions and orders', () => {
  it('lets accounts be staff and keeps every account, session and order it had', async () => {
    const { client, db } = await openDatabase(`file:${join(folder, 'shop.db')}`);
    try {
      await migrateDatabase(db, migrationsBefore(folder, '0010_desk'));
      await db.run(
        sql`insert into users (id, email, email_normalized, role) values ('u1', 'Ann@x.com', 'ann@x.com', 'admin'), ('u2', 'bo@x.com', 'bo@x.com', 'customer')`,
      );
      await db.run(
        sql`insert into sessions (id, user_id, method, created_at, last_seen_at, expires_at) values ('s1', 'u2', 'password', 1, 1, 9999999999999)`,
      );
      await db.run(sql`insert into orders (id, user_id, customer_name, customer_email, payment_method, subtotal_cents, delivery_fee_cents, total_cents, street, city, state, zip_code)
        values ('o1', 'u2', 'Bo', 'bo@x.com', 'cash', 100, 0, 100, 's', 'c', 'st', 'z')`);

      await migrateDatabase(db);

      expect(await db.all(sql`select id, role from users order by id`)).toEqual([
        { id: 'u1', role: 'admin' },
        { id: 'u2', role: 'customer' },
      ]);
      expect(await db.all(sql`select id from sessions`)).toEqual([{ id: 's1' }]);
      expect(await db.all(sql`select id, ready_at, rejection_reason from orders`)).toEqual([
        { id: 'o1', ready_at: null, rejection_reason: null },
      ]);
      expect(await db.all(sql`pragma foreign_key_check`)).toEqual([]);
      await db.run(sql`update users set role = 'staff' where id = 'u2'`);
      await expect(db.run(sql`update users set role = 'owner' where id = 'u2'`)).rejects.toThrow();
      expect(await db.all(sql`select role from users where id = 'u2'`)).toEqual([{ role: 'staff' }]);
    } finally {
      client.close();
    }
  });
});
