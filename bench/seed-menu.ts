// A large menu for the page benches: the demo dishes plus generated ones (each with a demo
// picture), up to the number asked for, spread over the demo's categories, or over that many
// categories in all (a grocer's aisles added after the demo's six).
//   node bench/seed-menu.ts <DATABASE_URL> [--dishes 200] [--categories 25]
// lighthouse.ts, page-js.ts and run-all.ts take --dishes N to run on such a database themselves.
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { categories as categoryTable, foods } from '../db/schema/index.ts';
import { sameCategory } from '../domain/catalogue.ts';
import { SEED_CATEGORIES } from '../domain/categories.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { seedFoods, seedImagePath } from '../db/seed/foods.ts';
import { migrateDatabase, openDatabase } from '../worker/src/node/database.ts';

export const LARGE_MENU_DISHES = 200;

/** A grocer's departments, after the demo's six, for a catalogue of up to 60 categories. */
const AISLES = [
  'Bakery',
  'Dairy',
  'Fruit',
  'Vegetables',
  'Butcher',
  'Fishmonger',
  'Deli',
  'Frozen',
  'Pantry',
  'Spices',
  'Snacks',
  'Drinks',
  'Tea & Coffee',
  'Breakfast',
  'World Foods',
  'Sweets',
  'Baby',
  'Household',
  'Pet Food',
  'Health',
  'Wine',
  'Beer',
  'Flowers',
  'Bulk',
  'Organic',
  'Free From',
  'Ready Meals',
  'Sauces',
  'Oils',
  'Cereals',
  'Baking',
  'Tins & Jars',
  'Pasta & Rice',
  'Condiments',
  'Nuts & Seeds',
  'Dried Fruit',
  'Juices',
  'Water',
  'Soft Drinks',
  'Spirits',
  'Cheese',
  'Eggs',
  'Yoghurt',
  'Butter & Spreads',
  'Cakes',
  'Biscuits',
  'Crisps',
  'Chocolate',
  'Ice Cream',
  'Soups',
  'Noodles',
  'Herbs',
  'Salads',
  'Party Food',
];

/**
 * Brings the database to `dishes` dishes (never fewer than it has), spread over `categories`
 * categories when more than the demo's six are asked for; returns how many dishes it added.
 */
export async function seedLargeMenu(
  databaseUrl: string,
  dishes = LARGE_MENU_DISHES,
  options: { categories?: number } = {},
): Promise<number> {
  const { client, db } = await openDatabase(databaseUrl);
  try {
    await migrateDatabase(db);
    await seedDatabase(db);
    const aisles = AISLES.slice(0, Math.max(0, (options.categories ?? 0) - SEED_CATEGORIES.length)).map((name, index) => ({
      id: `aisle-${index + 1}`,
      name,
      position: SEED_CATEGORIES.length + index,
    }));
    if (aisles.length > 0) await db.insert(categoryTable).values(aisles).onConflictDoNothing();
    const existing = (await db.select({ dishes: count() }).from(foods).get())?.dishes ?? 0;
    const rows = Array.from({ length: Math.max(0, dishes - existing) }, (_, index) => {
      const model = seedFoods[index % seedFoods.length]!;
      const number = Math.floor(index / seedFoods.length) + 2;
      const demo = SEED_CATEGORIES.find((category) => sameCategory(category.name, model.category))!;
      // With aisles, every category takes its turn; else each copy stays in its model's.
      const category = aisles.length > 0 ? [...SEED_CATEGORIES, ...aisles][index % (SEED_CATEGORIES.length + aisles.length)]! : demo;
      return {
        id: `${model.id}-${number}`,
        name: `${model.name} No. ${number}`,
        category: category.name,
        categoryId: category.id,
        priceCents: model.priceCents + number * 25,
        image: seedImagePath(model.id),
        description: model.description,
        // About one dish in ten is sold out, as on a real evening.
        isAvailable: index % 10 !== 9,
      };
    });
    // SQLite takes at most 32,766 bound values per statement: 100 rows of 8 are well inside it.
    for (let start = 0; start < rows.length; start += 100) {
      await db
        .insert(foods)
        .values(rows.slice(start, start + 100))
        .onConflictDoNothing();
    }
    return rows.length;
  } finally {
    client.close();
  }
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { dishes: { type: 'string', default: String(LARGE_MENU_DISHES) }, categories: { type: 'string' } },
  });
  const [databaseUrl] = positionals;
  if (!databaseUrl) {
    console.error('Usage: node bench/seed-menu.ts <DATABASE_URL> [--dishes 200] [--categories 25]');
    process.exit(1);
  }
  const added = await seedLargeMenu(databaseUrl, Number(values.dishes), {
    categories: values.categories ? Number(values.categories) : undefined,
  });
  console.log(`Added ${added} dishes to ${databaseUrl}.`);
}
