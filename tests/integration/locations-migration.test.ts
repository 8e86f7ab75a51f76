import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../worker/src/node/database.ts';
import { migrationsBefore } from '../factories/migrations.ts';

const folder = mkdtempSync(join(tmpdir(), 'doorstep-migration-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const HOURS = JSON.stringify({ timeZone: 'America/Chicago', pickup: { enabled: true, leadMinutes: 10 } });

async function shopBeforeLocations(name: string, settings: { country: string; countryCode: string; locality: string }) {
  const opened = await openDatabase(`file:${join(folder, name)}`);
  await migrateDatabase(opened.db, migrationsBefore(folder, '0028_locations'));
  await opened.db.run(sql`update store_settings set store_name = 'Luigi''s', street = '5 Elm Street', locality = ${settings.locality},
    country = ${settings.country}, country_code = ${settings.countryCode}, phone = '+1 217 555 0111', fulfilment = ${HOURS} where id = 1`);
  await opened.db.run(sql`insert into orders (id, customer_name, customer_email, payment_method, status, subtotal_cents, delivery_fee_cents, total_cents, street, city, state, zip_code, slot_start, created_at, updated_at)
    values ('open1', 'Ada', 'ada@example.com', 'cash', 'pending', 1000, 300, 1300, 'a', 'b', 'c', 'd', 1800000000000, 1, 1),
           ('done1', 'Bo', 'bo@example.com', 'cash', 'delivered', 1000, 300, 1300, 'a', 'b', 'c', 'd', null, 1, 1)`);
  await opened.db.run(sql`insert into slot_bookings (slot_start, orders, capacity) values (1800000000000, 1, 5)`);
  return opened;
}

describe("the locations' migration on a shop with orders", () => {
  it('makes the shop location 1 with its hours, address and phone, and puts its orders and slots there', async () => {
    const { client, db } = await shopBeforeLocations('us.db', {
      country: 'United States',
      countryCode: 'US',
      locality: 'Springfield, IL 62701',
    });
    try {
      await migrateDatabase(db);
      expect(
        await db.all(sql`select id, name, street, city, state, zip_code, country, phone, fulfilment, closed_at from locations`),
      ).toEqual([
        {
          id: 1,
          name: "Luigi's",
          street: '5 Elm Street',
          city: 'Springfield',
          state: 'IL',
          zip_code: '62701',
          country: 'US',
          phone: '+1 217 555 0111',
          fulfilment: HOURS,
          closed_at: null,
        },
      ]);
      expect(await db.all(sql`select id, location_id from orders order by id`)).toEqual([
        { id: 'done1', location_id: 1 },
        { id: 'open1', location_id: 1 },
      ]);
      expect(await db.all(sql`select location_id, slot_start, orders, capacity from slot_bookings`)).toEqual([
        { location_id: 1, slot_start: 1800000000000, orders: 1, capacity: 5 },
      ]);
      const columns = await db.all<{ name: string }>(sql`select name from pragma_table_info('store_settings')`);
      expect(columns.map((column) => column.name)).not.toContain('fulfilment');
    } finally {
      client.close();
    }
  });

  it("keeps a shop's locality whole as its city outside the United States", async () => {
    const { client, db } = await shopBeforeLocations('it.db', { country: 'Italy', countryCode: 'IT', locality: '00184 Roma RM' });
    try {
      await migrateDatabase(db);
      expect(await db.all(sql`select city, state, zip_code, country from locations`)).toEqual([
        { city: '00184 Roma RM', state: '', zip_code: '', country: 'IT' },
      ]);
    } finally {
      client.close();
    }
  });
});
