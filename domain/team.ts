import { z } from 'zod';
import { EMAIL_MAX_LENGTH, type UserRole } from './auth.ts';

/**
 * The shop's team: the accounts that may use the order desk (staff) or the whole admin panel
 * (admins). The rules and every message of the Team screen and of /api/admin/users live here, so
 * the screen and the server say the same thing; the rules that read a list of members are in
 * ./team-member.ts, beside the member's type derived from the API's contract.
 */

/** The roles someone can join the team with; 'customer' is being off the team. */
export const TEAM_ROLES = ['staff', 'admin'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_NAME_MAX_LENGTH = 60;

/** How each role is named on the screen, with what it may do. */
export const ROLE_LABELS: Record<UserRole, string> = { customer: 'Customer', staff: 'Staff', admin: 'Admin' };
export const ROLE_DESCRIPTIONS: Record<UserRole, string> = {
  customer: 'Not on the team: their own orders only.',
  staff: 'The order desk and the orders, nothing else.',
  admin: 'Everything, the team included.',
};

export const TEAM_ERRORS = {
  nameRequired: 'Please enter their name.',
  nameTooLong: `Name must be at most ${TEAM_NAME_MAX_LENGTH} characters.`,
  // English like the rest of the team's messages: the admin screens do not write message keys yet.
  emailInvalid: 'Please enter a valid e-mail address.',
  teamRoleInvalid: 'Role must be staff or admin.',
  roleInvalid: 'Role must be customer, staff or admin.',
  bodyInvalid: "Send the person's name, e-mail and role.",
  locationIdsInvalid: 'List the locations they work at by their ids, or none for every location.',
} as const;

export const TEAM_MESSAGES = {
  notFound: 'No account has that id.',
  notOnTeam: 'That person is not on the team.',
  lastAdmin: 'The shop needs at least one admin. Make someone else an admin first.',
  loadFailed: 'Failed to load the team',
  addFailed: 'Failed to add the team member',
  changeFailed: 'Failed to change the role',
  removeFailed: 'Failed to remove the team member',
  copied: 'First password copied',
  copyFailed: 'Could not copy: select the password and copy it by hand.',
} as const;

/** 'Ann Lee joined the team as staff.' */
export function joinedMessage(name: string, role: TeamRole): string {
  return `${name} joined the team as ${role}.`;
}

/** What the admin reads when the person had no account: the first password is theirs to hand over. */
export function createdMessage(name: string, role: TeamRole): string {
  return `Account created for ${name} (${role}). Hand them the first password: it will not be shown again.`;
}

/** 'an admin', 'staff', 'a customer': a role as a sentence says it. */
export function roleInWords(role: UserRole): string {
  return role === 'admin' ? 'an admin' : role === 'staff' ? 'staff' : 'a customer';
}

/** 'Ann Lee is now an admin.' / '… is now a customer (off the team).' */
export function roleChangedMessage(name: string, role: UserRole): string {
  return `${name} is now ${roleInWords(role)}${role === 'customer' ? ' (off the team)' : ''}.`;
}

/** 'Ann Lee works at: Riverside, Old Town.', or at every location when none are named. */
export function workLocationsMessage(name: string, locationNames: readonly string[]): string {
  return locationNames.length === 0 ? `${name} works at every location.` : `${name} works at: ${locationNames.join(', ')}.`;
}

/** 'Ann Lee was removed from the team and signed out everywhere.' */
export function removedMessage(name: string): string {
  return `${name} was removed from the team and signed out everywhere.`;
}

/** Characters a person can read out and type without mixing them up (no 0/O, 1/I/l). */
export const FIRST_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const FIRST_PASSWORD_LENGTH = 16;

/**
 * A first password from random bytes (one per character, at least FIRST_PASSWORD_LENGTH of
 * them; the caller draws them with crypto.getRandomValues). The alphabet has 32 characters, so
 * each byte's low five bits pick one without bias: 80 random bits in all.
 */
export function firstPasswordFrom(random: Uint8Array): string {
  if (random.length < FIRST_PASSWORD_LENGTH) throw new RangeError(`A first password needs ${FIRST_PASSWORD_LENGTH} random bytes.`);
  let password = '';
  for (let index = 0; index < FIRST_PASSWORD_LENGTH; index++) password += FIRST_PASSWORD_ALPHABET[random[index]! & 31];
  return password;
}

const name = z
  .string({ error: TEAM_ERRORS.nameRequired })
  .trim()
  .min(1, TEAM_ERRORS.nameRequired)
  .max(TEAM_NAME_MAX_LENGTH, TEAM_ERRORS.nameTooLong);

const email = z
  .string({ error: TEAM_ERRORS.emailInvalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, TEAM_ERRORS.emailInvalid)
  .pipe(z.email({ error: TEAM_ERRORS.emailInvalid }));

/** POST /api/admin/users and the "Add team member" form. */
export const AddTeamMemberInput = z.object(
  {
    name,
    email,
    role: z.enum(TEAM_ROLES, { error: TEAM_ERRORS.teamRoleInvalid }),
  },
  { error: TEAM_ERRORS.bodyInvalid },
);
export type AddTeamMemberInput = z.infer<typeof AddTeamMemberInput>;

/** The fields of the "Add team member" form, in the order their messages are checked. */
export const ADD_MEMBER_FIELDS = ['name', 'email', 'role'] as const;
export type AddMemberField = (typeof ADD_MEMBER_FIELDS)[number];
