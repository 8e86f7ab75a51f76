import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { foods, locationMenu, locations } from '../../../db/schema/index.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { done, type Outcome, refused } from '../outcome.ts';

/** A dish's difference at one location: off there, or another price (cents; null: the menu's). */
export interface LocationDish {
  locationId: number;
  foodId: string;
  isAvailable: boolean;
  priceCents: number | null;
}

/**
 * PUT /api/locations/{id}/menu/{foodId}: the dish on or off there, at the menu's price or its own.
 * A dish back on at the menu's price has no difference left, so its row goes: the location sells
 * it as the menu does again. The write bumps the menu's version (a trigger), which the orders'
 * snapshots read.
 */
export async function setLocationDish(db: Database, change: LocationDish): Promise<Outcome<LocationDish>> {
  const [location, food] = await Promise.all([
    db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, change.locationId), isNull(locations.closedAt)))
      .get(),
    db.select({ id: foods.id }).from(foods).where(eq(foods.id, change.foodId)).get(),
  ]);
  if (!location) return refused('not_found', LOCATION_MESSAGES.notFound);
  if (!food) return refused('not_found', LOCATION_MESSAGES.dishNotFound);
  const { locationId, foodId, isAvailable, priceCents } = change;
  if (isAvailable && priceCents === null) {
    await db.delete(locationMenu).where(and(eq(locationMenu.locationId, locationId), eq(locationMenu.foodId, foodId)));
  } else {
    await db
      .insert(locationMenu)
      .values({ locationId, foodId, isAvailable, priceCents })
      .onConflictDoUpdate({ target: [locationMenu.locationId, locationMenu.foodId], set: { isAvailable, priceCents } });
  }
  return done(change);
}

/** Every location's differences from the menu (the Locations screen's grid), or one location's. */
export async function readLocationDishes(db: Database, locationId?: number): Promise<LocationDish[]> {
  return db
    .select()
    .from(locationMenu)
    .where(locationId === undefined ? undefined : eq(locationMenu.locationId, locationId))
    .orderBy(locationMenu.locationId, locationMenu.foodId);
}
