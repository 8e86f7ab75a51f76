import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta, categories, foods } from '../../db/schema/index.ts';
import { seedFoods } from '../../db/seed/foods.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../factories/database.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
});
afterAll(() => t.destroy());

describe('seedDatabase', () => {
  it('puts the demo menu, with shipped images, in a new shop and records it', async () => {
    expect(await seedDatabase(t.db)).toEqual({ seeded: true, dishes: seedFoods.length });
    const rows = await t.db.select().from(foods);
    expect(rows).toHaveLength(seedFoods.length);
    expect(rows.length).toBeGreaterThanOrEqual(18);
    for (const row of rows) expect(row.image).toBe(`/images/dishes/${row.id}.avif`);
    expect(new Set(rows.map((row) => row.category.toLowerCase()))).toEqual(
      new Set(['pizza', 'burger', 'sushi', 'thali', 'chicken', 'pasta']),
    );
    // Marked as seeded, and the menu's version moved with the dishes written.
    expect((await t.db.select().from(appMeta)).map((row) => row.key).sort()).toEqual(['menu_version', 'seeded']);
  });

  it('starts a shop empty when asked, and a later start does not add the demo', async () => {
    const empty = await createTestDatabase({ seed: false });
    try {
      expect(await seedDatabase(empty.db, { demo: false })).toEqual({ seeded: false, dishes: 0 });
      expect(await seedDatabase(empty.db)).toEqual({ seeded: false, dishes: 0 });
      expect(await empty.db.select().from(foods)).toHaveLength(0);
      expect(await empty.db.select().from(categories)).toHaveLength(0);
      expect((await empty.db.select().from(appMeta)).map((row) => row.key)).toEqual(['seeded']);
    } finally {
      await empty.destroy();
    }
  });

  it('never seeds again, even after the owner deleted every dish', async () => {
    await t.db.delete(foods);
    expect(await seedDatabase(t.db)).toEqual({ seeded: false, dishes: 0 });
    expect(await t.db.select().from(foods)).toHaveLength(0);
  });
});
