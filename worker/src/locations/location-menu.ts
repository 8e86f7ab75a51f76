import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { foods, locationMenu, locations } from '../../../db/schema/index.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { done, type Outcome, refused } from '../outcome.ts';

/**
 * A dish's difference at one location: not sold there (the owner's), sold out there for now (the
 * desk's), or another price (cents; null: the menu's).
 */
export interface LocationDish {
  locationId: number;
  foodId: string;
  isAvailable: boolean;
  priceCents: number | null;
  soldOut: boolean;
}

type OwnerChange = Omit<LocationDish, 'soldOut'>;
type DeskChange = Pick<LocationDish, 'locationId' | 'foodId' | 'soldOut'>;

/**
 * PUT /api/locations/{id}/menu/{foodId}: the dish on or off there, at the menu's price or its own.
 * A sold-out mark the desk set stays as it is. The write bumps the menu's version (a trigger),
 * which the orders' snapshots read.
 */
export async function setLocationDish(db: Database, change: OwnerChange): Promise<Outcome<LocationDish>> {
  const missing = await missingLocationOrDish(db, change);
  if (missing) return missing;
  const { locationId, foodId, isAvailable, priceCents } = change;
  const upsert = db
    .insert(locationMenu)
    .values({ locationId, foodId, isAvailable, priceCents })
    .onConflictDoUpdate({ target: [locationMenu.locationId, locationMenu.foodId], set: { isAvailable, priceCents } })
    .returning();
  const [[row]] = await db.batch([upsert, removeWhenNoDifference(db, change)]);
  return done(row!);
}

/**
 * The desk's one tap: the dish sold out at one location, or back on sale there. A dish the owner
 * does not sell there is refused, so the desk cannot put back what the owner took off.
 */
export async function setLocationSoldOut(db: Database, change: DeskChange): Promise<Outcome<LocationDish>> {
  const missing = await missingLocationOrDish(db, change);
  if (missing) return missing;
  const { locationId, foodId, soldOut } = change;
  const current = await readLocationDish(db, change);
  if (current && !current.isAvailable) return refused('conflict', LOCATION_MESSAGES.notSoldHere);
  const upsert = db
    .insert(locationMenu)
    .values({ locationId, foodId, soldOut })
    .onConflictDoUpdate({ target: [locationMenu.locationId, locationMenu.foodId], set: { soldOut } })
    .returning();
  const [[row]] = await db.batch([upsert, removeWhenNoDifference(db, change)]);
  return done(row!);
}

/** Every location's differences from the menu (the Locations screen's grid), or one location's. */
export async function readLocationDishes(db: Database, locationId?: number): Promise<LocationDish[]> {
  return db
    .select()
    .from(locationMenu)
    .where(locationId === undefined ? undefined : eq(locationMenu.locationId, locationId))
    .orderBy(locationMenu.locationId, locationMenu.foodId);
}

function readLocationDish(db: Database, { locationId, foodId }: Pick<LocationDish, 'locationId' | 'foodId'>) {
  return db
    .select()
    .from(locationMenu)
    .where(and(eq(locationMenu.locationId, locationId), eq(locationMenu.foodId, foodId)))
    .get();
}

/** A dish sold there as the menu has it has no difference left: its row goes. */
function removeWhenNoDifference(db: Database, { locationId, foodId }: Pick<LocationDish, 'locationId' | 'foodId'>) {
  return db
    .delete(locationMenu)
    .where(
      and(
        eq(locationMenu.locationId, locationId),
        eq(locationMenu.foodId, foodId),
        eq(locationMenu.isAvailable, true),
        isNull(locationMenu.priceCents),
        eq(locationMenu.soldOut, false),
      ),
    );
}

async function missingLocationOrDish(db: Database, { locationId, foodId }: Pick<LocationDish, 'locationId' | 'foodId'>) {
  const [location, food] = await Promise.all([
    db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, locationId), isNull(locations.closedAt)))
      .get(),
    db.select({ id: foods.id }).from(foods).where(eq(foods.id, foodId)).get(),
  ]);
  if (!location) return refused('not_found', LOCATION_MESSAGES.notFound);
  if (!food) return refused('not_found', LOCATION_MESSAGES.dishNotFound);
  return null;
}
