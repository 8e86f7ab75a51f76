import { eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { reviewDishes, reviews } from '../../../db/schema/index.ts';

export interface DishStars {
  sum: number;
  count: number;
}

/**
 * Every dish's stars from verified reviews the owner has not hidden, summed and counted in one
 * grouped query; read when the menu's snapshot is built, never per request.
 */
export async function loadDishStars(db: Database): Promise<Map<string, DishStars>> {
  const rows = await db
    .select({
      foodId: reviewDishes.foodId,
      sum: sql<number>`sum(${reviewDishes.rating})`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(reviewDishes)
    .innerJoin(reviews, eq(reviews.id, reviewDishes.reviewId))
    .where(isNull(reviews.hiddenAt))
    .groupBy(reviewDishes.foodId);
  return new Map(rows.map((row) => [row.foodId, { sum: row.sum, count: row.count }]));
}
