import { z } from 'zod';
import { PublicUser, type AuthProviders } from '../../../domain/auth.ts';
import { dataAnswer, dataAnswerWithMessage } from '../../../domain/contracts/envelope.ts';

export const PublicUserAnswer = PublicUser.meta({ id: 'PublicUser' });
export const SignedInAnswer = dataAnswerWithMessage(PublicUserAnswer);
export const CurrentUserAnswer = dataAnswer(PublicUserAnswer);
/** PUT /api/account: `data` keeps the e-mail in use; `pendingEmail` is where a link went. */
export const AccountUpdatedAnswer = SignedInAnswer.extend({
  pendingEmail: z
    .string()
    .optional()
    .describe('The address mailed a link, when another e-mail was asked for; the e-mail changes when it is opened'),
});
export const EmailConfirmedAnswer = dataAnswerWithMessage(z.object({ email: z.string() }));

export const ProvidersAnswer = dataAnswer(
  z.object({
    google: z.object({ clientId: z.string() }).nullable().describe('null unless GOOGLE_CLIENT_ID is set'),
  }) satisfies z.ZodType<AuthProviders>,
);
export const NonceAnswer = dataAnswer(z.object({ nonce: z.string() }));
