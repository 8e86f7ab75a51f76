import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../worker/src/node/database.ts';
import { migrationsBefore } from '../factories/migrations.ts';

const folder = mkdtempSync(join(tmpdir(), 'doorstep-migration-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the card holds migration on a shop with orders', () => {
  it('says a card taken at checkout was held and charged its total; a card still unpaid, cash and UPI say nothing', async () => {
    const { client, db } = await openDatabase(`file:${join(folder, 'shop.db')}`);
    try {
      await migrateDatabase(db, migrationsBefore(folder, '0041_card_holds'));
      for (const [id, method, status] of [
        ['paid', 'card', 'completed'],
        ['refunded', 'card', 'partially_refunded'],
        ['unpaid', 'card', 'pending'],
        ['cash', 'cash', 'completed'],
      ])
        await db.run(sql`insert into orders (id, customer_name, customer_email, payment_method, payment_status, subtotal_cents,
            delivery_fee_cents, total_cents, street, city, state, zip_code, created_at, updated_at)
          values (${id}, 'Bo', 'bo@x.com', ${method}, ${status}, 1000, 300, 1300, 's', 'c', 'st', 'z', 1700000000000, 1700000000000)`);

      await migrateDatabase(db);

      expect(await db.all(sql`select id, authorized_cents, authorized_at, captured_cents from orders order by id`)).toEqual([
        { id: 'cash', authorized_cents: null, authorized_at: null, captured_cents: null },
        { id: 'paid', authorized_cents: 1300, authorized_at: 1700000000000, captured_cents: 1300 },
        { id: 'refunded', authorized_cents: 1300, authorized_at: 1700000000000, captured_cents: 1300 },
        { id: 'unpaid', authorized_cents: null, authorized_at: null, captured_cents: null },
      ]);
      expect(await db.all(sql`select card_hold_margin_percent from store_settings`)).toEqual([{ card_hold_margin_percent: 10 }]);
    } finally {
      client.close();
    }
  });
});
