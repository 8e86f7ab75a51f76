import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { foods, pictureCopies, type PictureCopyRow } from '../../../db/schema/index.ts';

/** The copies an import owes: any earlier copy of the same products is replaced. Part of the import's batch. */
export function queueCopyStatements(
  db: Database,
  copies: readonly { foodId: string; address: string }[],
  now: number,
): BatchItem<'sqlite'>[] {
  if (copies.length === 0) return [];
  const at = new Date(now);
  const foodIds = copies.map((copy) => copy.foodId);
  const statements: BatchItem<'sqlite'>[] = [];
  // SQLite takes some thirty thousand values in one statement: a 10,000-row file fits in chunks.
  for (let start = 0; start < foodIds.length; start += 500) {
    statements.push(db.delete(pictureCopies).where(inArray(pictureCopies.foodId, foodIds.slice(start, start + 500))));
  }
  for (let start = 0; start < copies.length; start += 500) {
    const rows = copies.slice(start, start + 500).map((copy) => ({ ...copy, nextAttemptAt: at, createdAt: at }));
    statements.push(db.insert(pictureCopies).values(rows));
  }
  return statements;
}

/**
 * Takes up to `limit` copies that are due and held by nobody, in one guarded update, so two
 * processes (or isolates) sharing the database never take the same one.
 */
export function claimDueCopies(db: Database, now: number, holdMs: number, limit: number): Promise<PictureCopyRow[]> {
  return db
    .update(pictureCopies)
    .set({ claimedUntil: new Date(now + holdMs), attempts: sql`${pictureCopies.attempts} + 1` })
    .where(
      sql`${pictureCopies.id} in (select "id" from "picture_copies" where "state" = 'waiting' and "next_attempt_at" <= ${now}
        and ("claimed_until" is null or "claimed_until" <= ${now}) order by "next_attempt_at", "id" limit ${limit})`,
    )
    .returning();
}

/** Whether the product still shows the address the copy is of (the owner may have changed it since). */
export async function stillShows(db: Database, copy: PictureCopyRow): Promise<boolean> {
  const [row] = await db
    .select({ id: foods.id })
    .from(foods)
    .where(and(eq(foods.id, copy.foodId), eq(foods.image, copy.address)));
  return row !== undefined;
}

/** Points the product at its stored picture, only while it still shows the copied address; true when it did. */
export async function pointAtStoredPicture(db: Database, copy: PictureCopyRow, url: string, now: number): Promise<boolean> {
  const changed = await db
    .update(foods)
    .set({ image: url, updatedAt: new Date(now) })
    .where(and(eq(foods.id, copy.foodId), eq(foods.image, copy.address)))
    .returning({ id: foods.id });
  return changed.length > 0;
}

export async function forgetCopy(db: Database, id: number): Promise<void> {
  await db.delete(pictureCopies).where(eq(pictureCopies.id, id));
}

/** After a failed attempt: due again at `nextAttemptAt`, or given up (null) and kept with its reason. */
export async function markCopyFailed(db: Database, id: number, reason: string, nextAttemptAt: number | null, now: number): Promise<void> {
  await db
    .update(pictureCopies)
    .set({
      state: nextAttemptAt === null ? 'failed' : 'waiting',
      nextAttemptAt: new Date(nextAttemptAt ?? now),
      claimedUntil: null,
      lastError: reason.slice(0, 500),
    })
    .where(eq(pictureCopies.id, id));
}

/** The copies waiting or given up whose products still show their addresses: what Manage Foods shows beside them. */
export function listShownCopies(db: Database): Promise<Pick<PictureCopyRow, 'foodId' | 'address' | 'state' | 'lastError'>[]> {
  return db
    .select({
      foodId: pictureCopies.foodId,
      address: pictureCopies.address,
      state: pictureCopies.state,
      lastError: pictureCopies.lastError,
    })
    .from(pictureCopies)
    .innerJoin(foods, and(eq(foods.id, pictureCopies.foodId), eq(foods.image, pictureCopies.address)))
    .orderBy(pictureCopies.id);
}
