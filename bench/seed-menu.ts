// A large menu for the page benches: the demo dishes plus generated ones, spread over the demo's
// categories (each with a demo picture), up to the number asked for.
//   node bench/seed-menu.ts <DATABASE_URL> [--dishes 200]
// lighthouse.ts, page-js.ts and run-all.ts take --dishes N to run on such a database themselves.
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { foods } from '../db/schema/index.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { seedFoods, seedImagePath } from '../db/seed/foods.ts';
import { migrateDatabase, openDatabase } from '../worker/src/node/database.ts';

export const LARGE_MENU_DISHES = 200;

/** Brings the database to `dishes` dishes (never fewer than it has); returns how many it added. */
export async function seedLargeMenu(databaseUrl: string, dishes = LARGE_MENU_DISHES): Promise<number> {
  const { client, db } = await openDatabase(databaseUrl);
  try {
    await migrateDatabase(db);
    await seedDatabase(db);
    const existing = (await db.select({ dishes: count() }).from(foods).get())?.dishes ?? 0;
    const rows = Array.from({ length: Math.max(0, dishes - existing) }, (_, index) => {
      const model = seedFoods[index % seedFoods.length]!;
      const number = Math.floor(index / seedFoods.length) + 2;
      return {
        id: `${model.id}-${number}`,
        name: `${model.name} No. ${number}`,
        category: model.category,
        priceCents: model.priceCents + number * 25,
        image: seedImagePath(model.id),
        description: model.description,
        // About one dish in ten is sold out, as on a real evening.
        isAvailable: index % 10 !== 9,
      };
    });
    // SQLite takes at most 32,766 bound values per statement: 100 rows of 7 are well inside it.
    for (let start = 0; start < rows.length; start += 100) {
      await db.insert(foods).values(rows.slice(start, start + 100)).onConflictDoNothing();
    }
    return rows.length;
  } finally {
    client.close();
  }
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { dishes: { type: 'string', default: String(LARGE_MENU_DISHES) } } });
  const [databaseUrl] = positionals;
  if (!databaseUrl) {
    console.error('Usage: node bench/seed-menu.ts <DATABASE_URL> [--dishes 200]');
    process.exit(1);
  }
  const added = await seedLargeMenu(databaseUrl, Number(values.dishes));
  console.log(`Added ${added} dishes to ${databaseUrl}.`);
}
