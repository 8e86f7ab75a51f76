import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../worker/src/node/database.ts';
import { migrationsBefore } from '../factories/migrations.ts';

const folder = mkdtempSync(join(tmpdir(), 'doorstep-migration-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the demo pictures' migration on a shop seeded before it", () => {
  it("points the demo's dishes and categories at the AVIF pictures and leaves the owner's own alone", async () => {
    const { client, db } = await openDatabase(`file:${join(folder, 'shop.db')}`);
    try {
      await migrateDatabase(db, migrationsBefore(folder, '0014_demo_pictures_avif'));
      await db.run(sql`insert into categories (id, name, image, position) values
        ('pizza', 'pizza', '/images/dishes/margherita-pizza.svg', 0),
        ('sushi', 'sushi', '/uploads/sushi.jpg', 1),
        ('chicken', 'Chicken', '/images/dishes/butter-chicken.svg', 2)`);
      await db.run(sql`insert into foods (id, name, category, category_id, price_cents, image) values
        ('margherita-pizza', 'Margherita Pizza', 'pizza', 'pizza', 1099, '/images/dishes/margherita-pizza.svg'),
        ('house-special', 'House Special', 'pizza', 'pizza', 1499, '/images/dishes/house-special.svg'),
        ('calzone', 'Calzone', 'pizza', 'pizza', 1199, '/uploads/calzone.jpg')`);
      const versionBefore = await db.get<{ value: string }>(sql`select value from app_meta where key = 'menu_version'`);

      await migrateDatabase(db);

      const dishes = await db.all<{ id: string; image: string }>(sql`select id, image from foods order by id`);
      expect(dishes).toEqual([
        { id: 'calzone', image: '/uploads/calzone.jpg' },
        { id: 'house-special', image: '/images/dishes/house-special.svg' },
        { id: 'margherita-pizza', image: '/images/dishes/margherita-pizza.avif' },
      ]);
      const categories = await db.all<{ id: string; image: string }>(sql`select id, image from categories order by position`);
      expect(categories).toEqual([
        { id: 'pizza', image: '/images/dishes/margherita-pizza.avif' },
        { id: 'sushi', image: '/uploads/sushi.jpg' },
        { id: 'chicken', image: '/images/dishes/butter-chicken.avif' },
      ]);
      // Every process serving the menu from memory sees that it changed.
      const versionAfter = await db.get<{ value: string }>(sql`select value from app_meta where key = 'menu_version'`);
      expect(Number(versionAfter?.value)).toBeGreaterThan(Number(versionBefore?.value));
    } finally {
      client.close();
    }
  });
});
