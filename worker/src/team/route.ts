import { Hono } from 'hono';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { readOpenLocations } from '../locations/read-locations.ts';
import {
  createdMessage,
  FIRST_PASSWORD_LENGTH,
  joinedMessage,
  removedMessage,
  roleChangedMessage,
  workLocationsMessage,
  TEAM_ERRORS,
  TEAM_MESSAGES,
} from '../../../domain/team.ts';
import { MessageAnswer } from '../../../domain/contracts/envelope.ts';
import {
  AddTeamMemberBody,
  ChangeRoleBody,
  TeamAnswer,
  TeamMemberChangedAnswer,
  TeamMemberCreatedAnswer,
} from '../../../domain/contracts/team.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { addTeamMember } from './add-team-member.ts';
import { changeRole } from './change-role.ts';
import { listTeam } from './list-team.ts';
import { removeTeamMember } from './remove-team-member.ts';

const noStore = { 'Cache-Control': 'no-store' };
const userId = { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: "The account's userId" } as const;
const lastAdmin = failure(`'${TEAM_MESSAGES.lastAdmin}': the change would leave the shop without an admin`);

/** The shop's team (who may use the order desk and the admin panel): list, add, change a role, remove (admins only). */
export function adminUserRoutes(runtime: AuthRuntime) {
  return new Hono<AuthEnv>()
    .use(requireAdmin(runtime))
    .get(
      '/',
      documented({
        operationId: 'listTeam',
        summary: "The shop's team: every staff and admin account, admins first, then by name (admin)",
        tags: ['Admin'],
        access: 'admin',
        responses: { 200: answer('The team', TeamAnswer) },
      }),
      async (c) => c.json({ success: true as const, data: await listTeam(runtime.db) }, 200, noStore),
    )
    .post(
      '/',
      documented({
        operationId: 'addTeamMember',
        summary: 'Add someone to the team as staff or admin (admin)',
        description:
          `An account whose e-mail matches (in any case) joins the team with \`role\`; its name and password stay as they are (200). ` +
          `Otherwise a new account is made with a random first password of ${FIRST_PASSWORD_LENGTH} characters, returned as \`firstPassword\` in this answer only (201): ` +
          'the admin hands it to the person, who changes it under Manage Account. It is stored only as its hash and never logged, so it cannot be shown again.',
        tags: ['Admin'],
        access: 'admin',
        responses: {
          200: answer("An existing account joined the team: 'X joined the team as staff.'", TeamMemberChangedAnswer),
          201: answer("A new account, with its first password: 'Account created for X (staff)…'", TeamMemberCreatedAnswer),
          400: failure(
            `'${TEAM_ERRORS.nameRequired}', '${TEAM_ERRORS.nameTooLong}', '${TEAM_ERRORS.emailInvalid}' or '${TEAM_ERRORS.teamRoleInvalid}'`,
          ),
          409: lastAdmin,
        },
      }),
      jsonBody(AddTeamMemberBody),
      async (c) => {
        const input = c.req.valid('json');
        const added = valueOrRefusal(await addTeamMember(runtime, input));
        if (added.created) {
          return c.json(
            { success: true as const, data: added.member, message: createdMessage(added.member.name, input.role) },
            201,
            noStore,
          );
        }
        return c.json({ success: true as const, data: added.member, message: joinedMessage(added.member.name, input.role) }, 200, noStore);
      },
    )
    .put(
      '/:id',
      documented({
        operationId: 'changeRole',
        summary: "Change an account's role (customer, staff or admin), the locations it works at, or both (admin)",
        description:
          "It counts from the person's next request (the role and locations are read from the database on each; an open desk stream within seconds). An admin may demote themselves while another admin remains. `locationIds`: the locations whose orders they see and handle; empty: every one.",
        tags: ['Admin'],
        access: 'admin',
        parameters: [userId],
        responses: {
          200: answer("'X is now staff.' or 'X works at: Riverside.'", TeamMemberChangedAnswer),
          400: failure(`'${TEAM_ERRORS.roleInvalid}' or '${LOCATION_MESSAGES.noSuchLocations}'`),
          404: failure(`'${TEAM_MESSAGES.notFound}'`),
          409: lastAdmin,
        },
      }),
      jsonBody(ChangeRoleBody),
      async (c) => {
        const { role, locationIds } = c.req.valid('json');
        const member = valueOrRefusal(await changeRole(runtime.db, { userId: c.req.param('id'), role, locationIds, now: runtime.now() }));
        const message =
          role === undefined
            ? workLocationsMessage(
                member.name,
                (await readOpenLocations(runtime.db))
                  .filter((location) => member.locationIds.includes(location.id))
                  .map((location) => location.name),
              )
            : roleChangedMessage(member.name, role);
        return c.json({ success: true as const, data: member, message }, 200, noStore);
      },
    )
    .delete(
      '/:id',
      documented({
        operationId: 'removeTeamMember',
        summary: 'Take someone off the team (admin): their role becomes customer and every session of theirs ends',
        description: 'The account and its own orders stay. An admin may remove themselves while another admin remains.',
        tags: ['Admin'],
        access: 'admin',
        parameters: [userId],
        responses: {
          200: answer("'X was removed from the team and signed out everywhere.'", MessageAnswer),
          404: failure(`'${TEAM_MESSAGES.notFound}' or '${TEAM_MESSAGES.notOnTeam}'`),
          409: lastAdmin,
        },
      }),
      async (c) => {
        const member = valueOrRefusal(await removeTeamMember(runtime.db, { userId: c.req.param('id'), now: runtime.now() }));
        return c.json({ success: true as const, message: removedMessage(member.name) }, 200, noStore);
      },
    );
}
