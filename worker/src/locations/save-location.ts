import { and, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { FIRST_LOCATION_ID, type LocationRow, locations, orders } from '../../../db/schema/index.ts';
import { OPEN_STATUSES } from '../../../domain/order-status.ts';
import { DEFAULT_FULFILMENT_SETTINGS } from '../../../domain/fulfilment/settings.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { readLocation, readLocationFulfilment } from './read-locations.ts';
import { fulfilmentOf, type LocationRequest } from './request.ts';

/**
 * POST /api/locations. A new site starts with the first location's hours, lead times and
 * scheduling, which a chain mostly shares, but no delivery zones and no pause: its streets and its
 * day are its own. The write bumps the settings' version (a trigger), as the pages and orders read
 * the locations with the settings.
 */
export async function createLocation(db: Database, { columns, body }: LocationRequest): Promise<Outcome<LocationRow>> {
  const name = columns.name!;
  if (await nameTaken(db, name)) return nameRefusal();
  const first = await readLocationFulfilment(db, FIRST_LOCATION_ID);
  const start = { ...first, zones: [], pause: DEFAULT_FULFILMENT_SETTINGS.pause };
  const fulfilment = fulfilmentOf(body, start) ?? start;
  const [row] = await db
    .insert(locations)
    .values({ ...columns, name, fulfilment: JSON.stringify(fulfilment) })
    .returning();
  return done(row!);
}

/** PUT /api/locations/{id}: the fields given; the rest keep their values. */
export async function updateLocation(db: Database, id: number, { columns, body }: LocationRequest): Promise<Outcome<LocationRow>> {
  const saved = await readLocation(db, id);
  if (!saved) return refused('not_found', LOCATION_MESSAGES.notFound);
  if (columns.name !== undefined && (await nameTaken(db, columns.name, id))) return nameRefusal();
  const fulfilment = fulfilmentOf(body, await readLocationFulfilment(db, id));
  const [row] = await db
    .update(locations)
    .set({ ...columns, ...(fulfilment === undefined ? {} : { fulfilment: JSON.stringify(fulfilment) }), updatedAt: new Date() })
    .where(and(eq(locations.id, id), isNull(locations.closedAt)))
    .returning();
  return row ? done(row) : refused('not_found', LOCATION_MESSAGES.notFound);
}

/**
 * DELETE /api/locations/{id}: the location leaves the shop but stays in the database, so its past
 * orders keep its name and the books their column. Refused while it has open orders (its desk
 * would lose them), for the first location (the shop's own settings are its), and for the last one.
 * The check and the write are one statement, so an order placed meanwhile is not stranded.
 */
export async function removeLocation(db: Database, id: number, now: number): Promise<Outcome<void>> {
  if (id === FIRST_LOCATION_ID) return refused('conflict', LOCATION_MESSAGES.firstLocation, { code: 'first_location' });
  const saved = await readLocation(db, id);
  if (!saved) return refused('not_found', LOCATION_MESSAGES.notFound);
  const [closed] = await db
    .update(locations)
    .set({ closedAt: new Date(now), updatedAt: new Date(now) })
    .where(
      and(
        eq(locations.id, id),
        isNull(locations.closedAt),
        notExists(
          db
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.locationId, id), inArray(orders.status, [...OPEN_STATUSES]))),
        ),
      ),
    )
    .returning({ id: locations.id });
  if (!closed) return refused('conflict', LOCATION_MESSAGES.hasOpenOrders, { code: 'location_has_open_orders' });
  return done(undefined);
}

async function nameTaken(db: Database, name: string, exceptId?: number): Promise<boolean> {
  const found = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        sql`lower(${locations.name}) = lower(${name})`,
        isNull(locations.closedAt),
        exceptId === undefined ? undefined : ne(locations.id, exceptId),
      ),
    )
    .get();
  return found !== undefined;
}

function nameRefusal() {
  return refused('conflict', LOCATION_MESSAGES.nameTaken, { code: 'location_name_taken', errors: { name: LOCATION_MESSAGES.nameTaken } });
}
