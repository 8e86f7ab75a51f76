import { and, inArray, notExists, sql } from 'drizzle-orm';
import { DEMO_MENU_IDS } from '../../../db/seed/index.ts';
import { categories, foodOptionGroups, foods, optionGroups } from '../../../db/schema/index.ts';
import type { DemoMenuRemoved } from '../../../domain/demo-menu.ts';
import { done, type Outcome } from '../outcome.ts';
import type { MenuWriter } from './menu-writer.ts';

/**
 * Takes the demo menu away in one write (domain/demo-menu.ts): its dishes (their links to groups
 * go with them), then its groups no dish offers any more (their options go with them), then its
 * categories left without a dish, and the remaining categories are numbered again from 0. Past
 * orders keep their lines, which are copies.
 */
export async function removeDemoMenu(writer: MenuWriter): Promise<Outcome<DemoMenuRemoved>> {
  const { db } = writer;
  const [dishes, groups, emptied] = await db.batch([
    db
      .delete(foods)
      .where(inArray(foods.id, [...DEMO_MENU_IDS.dishes]))
      .returning({ id: foods.id }),
    db
      .delete(optionGroups)
      .where(
        and(
          inArray(optionGroups.id, [...DEMO_MENU_IDS.optionGroups]),
          notExists(db.select({ one: sql`1` }).from(foodOptionGroups).where(sql`${foodOptionGroups.groupId} = ${optionGroups.id}`)),
        ),
      )
      .returning({ id: optionGroups.id }),
    db
      .delete(categories)
      .where(
        and(
          inArray(categories.id, [...DEMO_MENU_IDS.categories]),
          notExists(db.select({ one: sql`1` }).from(foods).where(sql`${foods.categoryId} = ${categories.id}`)),
        ),
      )
      .returning({ id: categories.id }),
    db
      .update(categories)
      .set({ position: sql`(select count(*) from "categories" as "before" where "before"."position" < ${categories.position})` }),
  ]);
  await writer.menuCache.refresh();
  return done({ dishes: dishes.length, categories: emptied.length, optionGroups: groups.length });
}
