import { sql, type SQL } from 'drizzle-orm';

/**
 * The conditions the team's writes carry in their own WHERE, so they are decided by the database
 * at the moment of the write and not by an earlier read: two admins demoting each other at once
 * get one success and one refusal, never a shop without an admin.
 */

/** True unless `userId` is an admin and no other admin exists (its demotion would leave none). */
export function keepsAnAdmin(userId: string): SQL {
  return sql`(not exists (select 1 from "users" as "member" where "member"."id" = ${userId} and "member"."role" = 'admin')
    or exists (select 1 from "users" as "other_admin" where "other_admin"."role" = 'admin' and "other_admin"."id" <> ${userId}))`;
}

/** True when `userId` is staff or an admin right now. */
export function isOnTeam(userId: string): SQL {
  return sql`exists (select 1 from "users" as "member" where "member"."id" = ${userId} and "member"."role" in ('staff', 'admin'))`;
}
