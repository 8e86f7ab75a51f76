import type { UserRow } from '../../../db/schema/index.ts';
import type { TeamMember } from '../../../domain/team-member.ts';

/** An account as the team's answers show it (TeamMemberAnswer, domain/contracts/team.ts). */
export function toTeamMember(row: Pick<UserRow, 'id' | 'displayName' | 'email' | 'role' | 'createdAt'>): TeamMember {
  return { userId: row.id, name: row.displayName, email: row.email, role: row.role, createdAt: row.createdAt.toISOString() };
}
