import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { sameCategory } from '../../domain/catalogue.ts';
import { SEED_CATEGORIES } from '../../domain/categories.ts';
import { appMeta, categories, foodOptionGroups, foods, menuOptions, optionGroups, SEEDED_KEY } from '../schema/index.ts';
import { seedFoods, seedImagePath } from './foods.ts';
import { seedOptionGroups } from './option-groups.ts';
import { seedTranslations } from './translations.ts';

export interface SeedResult {
  /** True when this call inserted the demo menu; false when the shop was started before, or is started empty. */
  seeded: boolean;
  dishes: number;
}

/**
 * Puts the demo menu (categories, dishes and their option groups, with their words in the other
 * shipped languages: db/seed/translations.ts) in a new shop, once ever. The 'seeded' mark in
 * app_meta is written in the same batch as the dishes, so a later start never re-seeds over the
 * owner's changes, even when the owner has deleted every dish. A shop started with `demo: false` gets the mark alone:
 * it stays the owner's to fill, whatever later starts say.
 */
export async function seedDatabase(db: Database, { demo = true }: { demo?: boolean } = {}): Promise<SeedResult> {
  const mark = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).get();
  if (mark) return { seeded: false, dishes: 0 };
  if (!demo) {
    await db.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
    return { seeded: false, dishes: 0 };
  }
  const rows = seedFoods.map((food) => ({
    id: food.id,
    name: food.name,
    category: food.category,
    categoryId: SEED_CATEGORIES.find((category) => sameCategory(category.name, food.category))?.id ?? null,
    priceCents: food.priceCents,
    image: seedImagePath(food.id),
    description: food.description,
    isAvailable: food.isAvailable,
    allergens: food.allergens,
    dietary: food.dietary,
    translations: seedTranslations.dishes[food.id] ?? null,
  }));
  await db.batch([
    db
      .insert(categories)
      .values(
        SEED_CATEGORIES.map((category, position) => ({
          ...category,
          position,
          translations: seedTranslations.categories[category.id] ?? null,
        })),
      )
      .onConflictDoNothing(),
    db.insert(foods).values(rows).onConflictDoNothing(),
    db
      .insert(optionGroups)
      .values(
        seedOptionGroups.map(({ id, name, minSelect, maxSelect }) => ({
          id,
          name,
          minSelect,
          maxSelect,
          translations: seedTranslations.optionGroups[id] ?? null,
        })),
      )
      .onConflictDoNothing(),
    db
      .insert(menuOptions)
      .values(
        seedOptionGroups.flatMap((group) =>
          group.options.map((option, position) => ({
            ...option,
            groupId: group.id,
            position,
            translations: seedTranslations.options[option.id] ?? null,
          })),
        ),
      )
      .onConflictDoNothing(),
    db
      .insert(foodOptionGroups)
      .values(seedOptionGroups.flatMap((group) => group.dishes.map((foodId) => ({ foodId, groupId: group.id, position: group.position }))))
      .onConflictDoNothing(),
    db.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing(),
  ]);
  return { seeded: true, dishes: rows.length };
}

/** What the demo menu is made of, by id: what "Remove the demo menu" takes away. */
export const DEMO_MENU_IDS = {
  dishes: seedFoods.map((food) => food.id),
  categories: SEED_CATEGORIES.map((category) => category.id),
  optionGroups: seedOptionGroups.map((group) => group.id),
} as const;
