import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { foods, type FoodRow } from '../../../../db/schema/index.ts';
import { centsToDollars } from '../../../../domain/money.ts';
import type { Food } from '../../../../domain/food.ts';

/** A dish as the API speaks it (the menu's fields, price in dollars). */
export function toFood(row: Pick<FoodRow, 'id' | 'name' | 'category' | 'priceCents' | 'image' | 'description' | 'isAvailable'>): Food {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    category: row.category,
    price: centsToDollars(row.priceCents),
    image: row.image,
    description: row.description,
    isAvailable: row.isAvailable,
  };
}

/** The whole menu in the order the owner added it (the seed's order for the demo dishes). */
export async function listFoods(db: Database): Promise<Food[]> {
  const rows = await db
    .select({
      id: foods.id,
      name: foods.name,
      category: foods.category,
      priceCents: foods.priceCents,
      image: foods.image,
      description: foods.description,
      isAvailable: foods.isAvailable,
    })
    .from(foods)
    .orderBy(asc(foods.createdAt), asc(sql`rowid`));
  return rows.map(toFood);
}
