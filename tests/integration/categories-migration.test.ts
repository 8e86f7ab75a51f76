import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../worker/src/node/database.ts';
import { migrationsBefore } from '../factories/migrations.ts';

const folder = mkdtempSync(join(tmpdir(), 'doorstep-migration-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the categories migration on a shop that already has dishes', () => {
  it("makes a category of each of its dishes' categories (spelt as the demo's where they are one), and points every dish at its own", async () => {
    const { client, db } = await openDatabase(`file:${join(folder, 'shop.db')}`);
    try {
      await migrateDatabase(db, migrationsBefore(folder, '0007_categories'));
      await db.run(sql`insert into foods (id, name, category, price_cents) values
        ('a', 'A', 'Pizza', 100), ('b', 'B', ' pizza ', 100), ('c', 'C', 'Soups', 100), ('d', 'D', 'chicken', 100), ('e', 'E', 'Afters', 100)`);
      await migrateDatabase(db);
      const categories = await db.all<{ id: string; name: string; position: number; image: string }>(
        sql`select id, name, position, image from categories order by position`,
      );
      expect(categories.map(({ id, name, position }) => [id, name, position])).toEqual([
        ['pizza', 'pizza', 0],
        ['chicken', 'Chicken', 1],
        ['afters', 'Afters', 2],
        ['soups', 'Soups', 3],
      ]);
      expect(categories[0]!.image).toBe('/images/dishes/margherita-pizza.avif');
      const dishes = await db.all<{ id: string; category: string; category_id: string }>(
        sql`select id, category, category_id from foods order by id`,
      );
      expect(dishes.map(({ id, category, category_id }) => [id, category, category_id])).toEqual([
        ['a', 'pizza', 'pizza'],
        ['b', 'pizza', 'pizza'],
        ['c', 'Soups', 'soups'],
        ['d', 'Chicken', 'chicken'],
        ['e', 'Afters', 'afters'],
      ]);
    } finally {
      client.close();
    }
  });
});
