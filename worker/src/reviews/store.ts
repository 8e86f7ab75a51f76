import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orderLines, orders, reviewDishes, reviews, users, type ReviewRow } from '../../../db/schema/index.ts';
import type { OrderStatus } from '../../../domain/order-status.ts';

/** The reviews' SQL: what the verbs of this folder read and write, nothing else. */

/** A review with what its answers add: when the reviewed order was placed. */
export interface ReviewWithOrder {
  review: ReviewRow;
  orderedAt: Date | null;
}

const withOrder = { review: reviews, orderedAt: orders.createdAt } as const;

/** The latest reviews customers may see (none hidden), newest first. */
export async function selectVisibleReviews(db: Database, limit: number): Promise<ReviewWithOrder[]> {
  return db
    .select(withOrder)
    .from(reviews)
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .where(isNull(reviews.hiddenAt))
    .orderBy(desc(reviews.createdAt), desc(sql`${reviews}.rowid`))
    .limit(limit);
}

/** Every review, hidden ones too, newest first, with the name of the admin who hid each. */
export async function selectAllReviews(db: Database, limit: number, id?: string) {
  return db
    .select({ ...withOrder, hiddenByName: users.displayName })
    .from(reviews)
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .leftJoin(users, eq(users.id, reviews.hiddenBy))
    .where(id === undefined ? undefined : eq(reviews.id, id))
    .orderBy(desc(reviews.createdAt), desc(sql`${reviews}.rowid`))
    .limit(limit);
}

/** The stars each review of `reviewIds` gave its dishes, with the dish's name as ordered. */
export async function selectReviewDishes(db: Database, reviewIds: readonly string[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      reviewId: reviewDishes.reviewId,
      foodId: reviewDishes.foodId,
      rating: reviewDishes.rating,
      name: sql<string>`coalesce((select ${orderLines.name} from ${orderLines} where ${orderLines.orderId} = ${reviews.orderId} and ${orderLines.foodId} = ${reviewDishes.foodId} order by ${orderLines.position} limit 1), ${reviewDishes.foodId})`,
    })
    .from(reviewDishes)
    .innerJoin(reviews, eq(reviews.id, reviewDishes.reviewId))
    .where(inArray(reviewDishes.reviewId, [...reviewIds]))
    .orderBy(asc(sql`${reviewDishes}.rowid`));
}

export interface OrderForReview {
  id: string;
  userId: string | null;
  status: OrderStatus;
  createdAt: Date;
  /** Its dishes, each once, in the order's order. */
  dishes: { foodId: string; name: string }[];
  reviewed: boolean;
}

/** An order as a review of it needs it, or null when there is none. */
export async function selectOrderForReview(db: Database, orderId: string): Promise<OrderForReview | null> {
  const [[order], lines, [review]] = await db.batch([
    db
      .select({ id: orders.id, userId: orders.userId, status: orders.status, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.id, orderId)),
    db
      .select({ foodId: orderLines.foodId, name: orderLines.name })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position)),
    db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, orderId)),
  ]);
  if (!order) return null;
  const seen = new Set<string>();
  const dishes = lines.filter((line) => !seen.has(line.foodId) && seen.add(line.foodId));
  return { ...order, dishes, reviewed: review !== undefined };
}

/** The customer's orders that have their review. */
export async function selectReviewedOrderIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ orderId: reviews.orderId })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), isNotNull(reviews.orderId)));
  return rows.flatMap((row) => (row.orderId ? [row.orderId] : []));
}

/** Writes a review and its dishes' stars in one transaction. */
export async function insertReview(
  db: Database,
  review: typeof reviews.$inferInsert,
  dishes: readonly { foodId: string; rating: number }[],
): Promise<ReviewRow> {
  if (dishes.length === 0) {
    const [row] = await db.insert(reviews).values(review).returning();
    return row!;
  }
  const [[row]] = await db.batch([
    db.insert(reviews).values(review).returning(),
    db.insert(reviewDishes).values(dishes.map((dish) => ({ reviewId: review.id, foodId: dish.foodId, rating: dish.rating }))),
  ]);
  return row!;
}

/** Changes a review's moderation columns; false when there is no such review. */
export async function updateReview(
  db: Database,
  id: string,
  changes: Partial<Pick<ReviewRow, 'hiddenAt' | 'hiddenBy' | 'hiddenReason' | 'reply' | 'repliedAt'>>,
): Promise<boolean> {
  const rows = await db.update(reviews).set(changes).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return rows.length > 0;
}
