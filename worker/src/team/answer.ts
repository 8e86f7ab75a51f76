import { z } from 'zod';
import { UserRole } from '../../../domain/auth.ts';
import type { NewTeamMember, TeamMember } from '../../../domain/team.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import { dataAnswer, dataAnswerWithMessage, IsoInstant } from '../../../domain/contracts/envelope.ts';

const memberFields = {
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: UserRole.describe("'staff': the order desk and the orders; 'admin': everything; 'customer': off the team"),
  createdAt: IsoInstant.describe('When the account was made'),
};

export const TeamMemberAnswer = z.object(memberFields).meta({ id: 'TeamMember' }) satisfies z.ZodType<TeamMember>;

export const NewTeamMemberAnswer = z
  .object({
    ...memberFields,
    firstPassword: z
      .string()
      .describe(
        "The new account's first password, in clear in this answer only: it is stored hashed, never logged, and cannot be shown again",
      ),
  })
  .meta({ id: 'NewTeamMember' }) satisfies z.ZodType<NewTeamMember>;

export const TeamAnswer = dataAnswer(z.array(TeamMemberAnswer));
export const TeamMemberChangedAnswer = dataAnswerWithMessage(TeamMemberAnswer);
export const TeamMemberCreatedAnswer = dataAnswerWithMessage(NewTeamMemberAnswer);

export function toTeamMember(row: Pick<UserRow, 'id' | 'displayName' | 'email' | 'role' | 'createdAt'>): TeamMember {
  return { userId: row.id, name: row.displayName, email: row.email, role: row.role, createdAt: row.createdAt.toISOString() };
}
