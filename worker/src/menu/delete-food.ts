import { eq } from 'drizzle-orm';
import { foods } from '../../../db/schema/index.ts';
import { FOOD_MESSAGES } from '../../../domain/food-form.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import type { MenuWriter } from './menu-writer.ts';
import { deleteUnofferedGroups } from './option-groups.ts';

/**
 * Takes a dish off the menu for good, with any option group only it offered. Past orders keep it: their lines are copies (name, price,
 * image) with no foreign key to foods (db/schema/orders.ts).
 */
export async function deleteFood(writer: MenuWriter, id: string): Promise<Outcome<void>> {
  const [[row]] = await writer.db.batch([
    writer.db.delete(foods).where(eq(foods.id, id)).returning({ id: foods.id }),
    deleteUnofferedGroups(writer.db),
  ]);
  if (!row) return refused('not_found', FOOD_MESSAGES.notFound);
  await writer.menuCache.refresh();
  return done(undefined);
}
