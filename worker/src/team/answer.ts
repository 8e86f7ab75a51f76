import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type UserRow, userLocations } from '../../../db/schema/index.ts';
import type { TeamMember } from '../../../domain/team-member.ts';

/** An account as the team's answers show it (TeamMemberAnswer, domain/contracts/team.ts), with the locations it works at (none: every one). */
export function toTeamMember(
  row: Pick<UserRow, 'id' | 'displayName' | 'email' | 'role' | 'createdAt'>,
  locationIds: readonly number[] = [],
): TeamMember {
  return {
    userId: row.id,
    name: row.displayName,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    locationIds: [...locationIds],
  };
}

/** The locations each of `userIds` works at, first added first. */
export async function readTeamLocations(db: Database, userIds: readonly string[]): Promise<Map<string, number[]>> {
  const byUser = new Map<string, number[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(userLocations)
    .where(inArray(userLocations.userId, [...userIds]))
    .orderBy(userLocations.locationId);
  for (const { userId, locationId } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), locationId]);
  return byUser;
}
