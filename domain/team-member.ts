import type { UserRole } from './auth.ts';
import type { NewTeamMemberAnswer, TeamMemberAnswer } from './contracts/team.ts';

/**
 * A member of the shop's team as the API speaks it (./contracts/team.ts), and the rules the Team
 * screen and the server read from a list of them. Apart from domain/team.ts, which the contract
 * reads its messages from: a module the contract imports must not import the contract back.
 */

/** A member as GET /api/admin/users lists them (a role change can answer with a customer). */
export type TeamMember = TeamMemberAnswer;
/** A new account made by an admin, with the password it was given: shown once, never stored in clear. */
export type NewTeamMember = NewTeamMemberAnswer;

/** The team's order: admins first, then staff, each by name (then e-mail, for two of one name). */
export function compareTeamMembers(a: TeamMember, b: TeamMember): number {
  const rank = (member: TeamMember) => (member.role === 'admin' ? 0 : member.role === 'staff' ? 1 : 2);
  return (
    rank(a) - rank(b) ||
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
    a.email.localeCompare(b.email, 'en', { sensitivity: 'base' })
  );
}

/**
 * True when giving `userId` the role `role` would leave the team without an admin. The server
 * decides this inside its write (so two admins demoting each other cannot both succeed); the
 * screen uses it only to warn before an admin tries.
 */
export function leavesNoAdmin(team: readonly TeamMember[], userId: string, role: UserRole): boolean {
  if (role === 'admin') return false;
  const member = team.find((candidate) => candidate.userId === userId);
  if (member?.role !== 'admin') return false;
  return !team.some((other) => other.userId !== userId && other.role === 'admin');
}
