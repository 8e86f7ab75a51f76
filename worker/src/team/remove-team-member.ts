import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema/index.ts';
import { TEAM_MESSAGES } from '../../../domain/team.ts';
import type { TeamMember } from '../../../domain/team-member.ts';
import { toTeamMember } from './answer.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { isOnTeam, keepsAnAdmin } from './last-admin.ts';

/**
 * DELETE /api/admin/users/{id}: takes the person off the team. The account and its own orders
 * stay (it becomes a customer's) and every session of theirs ends at once, so a device they left
 * signed in is signed out too. One batch whose two writes share one condition (on the team, and
 * not the last admin): both happen or neither does.
 */
export async function removeTeamMember(db: Database, removal: { userId: string; now: number }): Promise<Outcome<TeamMember>> {
  const { userId } = removal;
  const at = new Date(removal.now);
  const removable = and(isOnTeam(userId), keepsAnAdmin(userId));
  const [, [row]] = await db.batch([
    // First, while the role still says who they were: both statements see the same rows.
    db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), removable)),
    db
      .update(users)
      .set({ role: 'customer', updatedAt: at })
      .where(and(eq(users.id, userId), removable))
      .returning(),
  ]);
  if (row) return done(toTeamMember(row));
  const found = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).get();
  if (!found) return refused('not_found', TEAM_MESSAGES.notFound);
  if (found.role === 'customer') return refused('not_found', TEAM_MESSAGES.notOnTeam);
  return refused('conflict', TEAM_MESSAGES.lastAdmin);
}
