import { z } from 'zod';
import { USER_ROLES, UserRole } from '../auth.ts';
import { AddTeamMemberInput, TEAM_ERRORS } from '../team.ts';
import { dataAnswer, dataAnswerWithMessage, IsoInstant } from './envelope.ts';
import { LocationId } from '../locations/location-form.ts';

/**
 * The team as callers see it (/api/admin/users, admins only): what each route reads, what it
 * answers. The routes validate with these schemas, the OpenAPI document is generated from them,
 * and the Team screen types its calls by them (types only: domain/team-member.ts names them).
 * Refusals are the shop's error body (ErrorAnswer, ./envelope.ts) with the messages of
 * domain/team.ts.
 */

/** POST /api/admin/users: the "Add team member" form's own schema, which the screen also runs as the admin types. */
export const AddTeamMemberBody = AddTeamMemberInput;
export type AddTeamMemberBody = z.input<typeof AddTeamMemberBody>;

/**
 * PUT /api/admin/users/{id}: the role ('customer' takes the person off the team), the locations
 * they work at (empty: every one), or both.
 */
export const ChangeRoleBody = z
  .object(
    {
      role: z.enum(USER_ROLES, { error: TEAM_ERRORS.roleInvalid }).optional(),
      locationIds: z
        .array(LocationId, { error: TEAM_ERRORS.locationIdsInvalid })
        .max(200, TEAM_ERRORS.locationIdsInvalid)
        .transform((ids) => [...new Set(ids)])
        .optional()
        .describe('The locations (GET /api/locations) whose orders they see and handle; empty: every location'),
    },
    { error: TEAM_ERRORS.roleInvalid },
  )
  .refine((body) => body.role !== undefined || body.locationIds !== undefined, { error: TEAM_ERRORS.roleInvalid, path: ['role'] });
export type ChangeRoleBody = z.input<typeof ChangeRoleBody>;

const memberFields = {
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: UserRole.describe("'staff': the order desk and the orders; 'admin': everything; 'customer': off the team"),
  createdAt: IsoInstant.describe('When the account was made'),
  locationIds: z.array(z.int()).describe('The locations whose orders they see and handle; empty: every location'),
};

/** A member as GET /api/admin/users lists them (a role change can answer with a customer). */
export const TeamMemberAnswer = z.object(memberFields).meta({ id: 'TeamMember' });
export type TeamMemberAnswer = z.infer<typeof TeamMemberAnswer>;

/** A new account made by an admin, with the password it was given: shown once, never stored in clear. */
export const NewTeamMemberAnswer = z
  .object({
    ...memberFields,
    firstPassword: z
      .string()
      .describe(
        "The new account's first password, in clear in this answer only: it is stored hashed, never logged, and cannot be shown again",
      ),
  })
  .meta({ id: 'NewTeamMember' });
export type NewTeamMemberAnswer = z.infer<typeof NewTeamMemberAnswer>;

/** GET /api/admin/users: admins first, then staff, each by name. */
export const TeamAnswer = dataAnswer(z.array(TeamMemberAnswer));
export type TeamAnswer = z.infer<typeof TeamAnswer>;
/** POST (an existing account joined) and PUT: the member as they are now, and what the admin reads. */
export const TeamMemberChangedAnswer = dataAnswerWithMessage(TeamMemberAnswer);
export type TeamMemberChangedAnswer = z.infer<typeof TeamMemberChangedAnswer>;
/** POST /api/admin/users that made a new account (201). */
export const TeamMemberCreatedAnswer = dataAnswerWithMessage(NewTeamMemberAnswer);
export type TeamMemberCreatedAnswer = z.infer<typeof TeamMemberCreatedAnswer>;
