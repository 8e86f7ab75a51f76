import { eq, inArray, type SQL } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../../db/client.ts';
import { orders, userLocations } from '../../../db/schema/index.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import type { AuthEnv } from './middleware.ts';
import type { AuthRuntime } from './runtime.ts';
import { ForbiddenError } from '../http/errors.ts';

/**
 * The locations a member of the team works at, which bound every order they see and handle: the
 * desk, its stream, the orders list and every move. Null: all of them (the owner chose none).
 */
export type WorkLocations = readonly number[] | null;

export async function readWorkLocations(db: Database, userId: string): Promise<WorkLocations> {
  const rows = await db.select({ locationId: userLocations.locationId }).from(userLocations).where(eq(userLocations.userId, userId));
  return rows.length === 0 ? null : rows.map((row) => row.locationId);
}

export function worksAt(work: WorkLocations, locationId: number): boolean {
  return work === null || work.includes(locationId);
}

/**
 * Which orders a list shows: those of the asked location (403 when the caller does not work
 * there), else those of every location the caller works at; undefined: no bound.
 */
export function ordersWithin(work: WorkLocations, asked: number | undefined): SQL | undefined {
  if (asked !== undefined) {
    if (!worksAt(work, asked)) throw new ForbiddenError(LOCATION_MESSAGES.notYourLocation);
    return eq(orders.locationId, asked);
  }
  return work === null ? undefined : inArray(orders.locationId, [...work]);
}

/**
 * After requireStaff or requireAdmin on a route with an order's `:id`: 403 when the order belongs
 * to a location the caller does not work at. An order that does not exist goes on, to be answered
 * 404 as before.
 */
export function requireOrderAtWorkLocation(runtime: Pick<AuthRuntime, 'db'>): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const work = await readWorkLocations(runtime.db, c.get('auth').user.id);
    if (work !== null) {
      const order = await runtime.db
        .select({ locationId: orders.locationId })
        .from(orders)
        .where(eq(orders.id, c.req.param('id') ?? ''))
        .get();
      if (order && !worksAt(work, order.locationId)) throw new ForbiddenError(LOCATION_MESSAGES.otherLocation);
    }
    await next();
  };
}
