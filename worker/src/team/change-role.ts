import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import type { UserRole } from '../../../domain/auth.ts';
import { TEAM_MESSAGES } from '../../../domain/team.ts';
import type { TeamMember } from '../../../domain/team-member.ts';
import { toTeamMember } from './answer.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { keepsAnAdmin } from './last-admin.ts';

/**
 * PUT /api/admin/users/{id}: gives an account a role; it counts from the person's next request,
 * since every request reads the role from the database. Taking the admin role from the shop's
 * last admin is refused (a conflict) by the update's own condition.
 */
export async function changeRole(db: Database, change: { userId: string; role: UserRole; now: number }): Promise<Outcome<TeamMember>> {
  const { userId, role } = change;
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date(change.now) })
    .where(and(eq(users.id, userId), role === 'admin' ? undefined : keepsAnAdmin(userId)))
    .returning();
  if (row) return done(toTeamMember(row));
  const exists = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get();
  if (!exists) return refused('not_found', TEAM_MESSAGES.notFound);
  return refused('conflict', TEAM_MESSAGES.lastAdmin);
}
