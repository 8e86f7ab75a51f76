import { firstPasswordFrom, FIRST_PASSWORD_LENGTH, type AddTeamMemberInput } from '../../../domain/team.ts';
import type { NewTeamMember, TeamMember } from '../../../domain/team-member.ts';
import { toTeamMember } from './answer.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { findUserByEmail } from '../accounts/find-user.ts';
import { insertAccount } from '../accounts/insert-account.ts';
import { changeRole } from './change-role.ts';
import { done, type Outcome } from '../outcome.ts';

export type AddedTeamMember = { created: false; member: TeamMember } | { created: true; member: NewTeamMember };

/**
 * POST /api/admin/users. An account with that e-mail (in any case) joins the team with the role,
 * its name and password untouched; giving an admin the staff role this way is a demotion like
 * any other (the last admin stays). Otherwise a new account is made with a random first password,
 * returned once for the admin to hand over and stored only as its hash.
 */
export async function addTeamMember(runtime: AuthRuntime, input: AddTeamMemberInput): Promise<Outcome<AddedTeamMember>> {
  const { db } = runtime;
  const existing = await findUserByEmail(db, input.email);
  if (existing) return joined(await changeRole(db, { userId: existing.id, role: input.role, now: runtime.now() }));

  const firstPassword = generateFirstPassword();
  const passwordHash = await hashPassword(firstPassword, runtime.passwordIterations);
  const row = await insertAccount(db, { email: input.email, name: input.name, role: input.role, passwordHash, now: runtime.now() });
  if (row) return done({ created: true, member: { ...toTeamMember(row), firstPassword } });

  // The person signed up with this e-mail between the look-up and the insert: they join as above.
  const signedUp = await findUserByEmail(db, input.email);
  if (!signedUp) throw new Error('addTeamMember: the insert was refused but no account has the e-mail');
  return joined(await changeRole(db, { userId: signedUp.id, role: input.role, now: runtime.now() }));
}

/** An existing account's joining is a role change, refused as one (the last admin stays). */
function joined(change: Outcome<TeamMember>): Outcome<AddedTeamMember> {
  return change.ok ? done({ created: false, member: change.value }) : change;
}

function generateFirstPassword(): string {
  return firstPasswordFrom(crypto.getRandomValues(new Uint8Array(FIRST_PASSWORD_LENGTH)));
}
