import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { batchStatement } from '../../../db/flat-statement.ts';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { locations, users } from '../../../db/schema/index.ts';
import type { UserRole } from '../../../domain/auth.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { TEAM_MESSAGES } from '../../../domain/team.ts';
import type { TeamMember } from '../../../domain/team-member.ts';
import { readTeamLocations, toTeamMember } from './answer.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { keepsAnAdmin } from './last-admin.ts';

export interface TeamChange {
  userId: string;
  role?: UserRole | undefined;
  /** The locations they work at from now on; empty: every one. */
  locationIds?: readonly number[] | undefined;
  now: number;
}

/**
 * PUT /api/admin/users/{id}: gives an account a role, the locations it works at, or both, in one
 * batch; they count from the person's next request (and within seconds on an open desk stream),
 * since every request reads them from the database. Taking the admin role from the shop's last
 * admin is refused (a conflict) by the update's own condition.
 */
export async function changeRole(db: Database, change: TeamChange): Promise<Outcome<TeamMember>> {
  const { userId, role, locationIds } = change;
  if (locationIds !== undefined && locationIds.length > 0) {
    const known = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(inArray(locations.id, [...locationIds]), isNull(locations.closedAt)));
    if (known.length !== locationIds.length) {
      return refused('invalid', LOCATION_MESSAGES.noSuchLocations, { errors: { locationIds: LOCATION_MESSAGES.noSuchLocations } });
    }
  }
  const update = db
    .update(users)
    .set({ ...(role === undefined ? {} : { role }), updatedAt: new Date(change.now) })
    .where(and(eq(users.id, userId), role === undefined || role === 'admin' ? undefined : keepsAnAdmin(userId)))
    .returning();
  // After the update in the same batch: the person has the asked role only if the update took,
  // so a refused change (the last admin) leaves their locations as they were too.
  const changed = sql`exists (select 1 from "users" where "id" = ${userId}${role === undefined ? sql`` : sql` and "role" = ${role}`})`;
  const locationWrites: BatchItem<'sqlite'>[] =
    locationIds === undefined
      ? []
      : [
          batchStatement(db, sql`delete from "user_locations" where "user_id" = ${userId} and ${changed}`),
          ...locationIds.map((locationId) =>
            batchStatement(
              db,
              sql`insert into "user_locations" ("user_id", "location_id") select ${userId}, ${locationId} where ${changed}`,
            ),
          ),
        ];
  const [[row]] = await db.batch([update, ...locationWrites]);
  if (row) return done(toTeamMember(row, (await readTeamLocations(db, [userId])).get(userId)));
  const exists = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get();
  if (!exists) return refused('not_found', TEAM_MESSAGES.notFound);
  return refused('conflict', TEAM_MESSAGES.lastAdmin);
}
