import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { FIRST_LOCATION_ID, foods } from '../../../db/schema/index.ts';
import type { Food } from '../../../domain/food.ts';
import { toFood } from './answer.ts';
import { loadOptionGroupsByFood } from './option-groups.ts';

/** The whole menu in the order the owner added it (the seed's order for the demo dishes), with the first location's stock. */
export async function listFoods(db: Database): Promise<Food[]> {
  const [rows, groups] = await Promise.all([
    db
      .select({
        id: foods.id,
        name: foods.name,
        category: foods.category,
        categoryId: foods.categoryId,
        priceCents: foods.priceCents,
        image: foods.image,
        description: foods.description,
        isAvailable: foods.isAvailable,
        allergens: foods.allergens,
        dietary: foods.dietary,
        translations: foods.translations,
        stockTracked: foods.stockTracked,
        sku: foods.sku,
        barcode: foods.barcode,
        contentAmountMilli: foods.contentAmountMilli,
        contentUnit: foods.contentUnit,
        soldBy: foods.soldBy,
        weightUnit: foods.weightUnit,
        quantityStepMilli: foods.quantityStepMilli,
        minQuantityMilli: foods.minQuantityMilli,
        maxQuantityMilli: foods.maxQuantityMilli,
        stockLowAtMilli: foods.stockLowAtMilli,
        stockQuantityMilli: sql<
          number | null
        >`(select "quantity_milli" from "stock_levels" where "food_id" = ${foods.id} and "location_id" = ${FIRST_LOCATION_ID})`,
        taxRate: sql<number>`coalesce((select "tax_rate" from "categories" where "categories"."id" = ${foods.categoryId}), 0)`.mapWith(
          Number,
        ),
      })
      .from(foods)
      .orderBy(asc(foods.createdAt), asc(sql`rowid`)),
    loadOptionGroupsByFood(db),
  ]);
  return rows.map((row) => toFood(row, groups.get(row.id), row.taxRate));
}
