import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { TEAM_ROLES } from '../../../domain/team.ts';
import { compareTeamMembers, type TeamMember } from '../../../domain/team-member.ts';
import { readTeamLocations, toTeamMember } from './answer.ts';

/** GET /api/admin/users: every staff and admin account, admins first, then by name. */
export async function listTeam(db: Database): Promise<TeamMember[]> {
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.role, [...TEAM_ROLES]));
  const locations = await readTeamLocations(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toTeamMember(row, locations.get(row.id))).sort(compareTeamMembers);
}
