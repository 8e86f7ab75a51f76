import { z } from 'zod';
import { PublicUser, type AuthProviders } from '../../../domain/auth.ts';
import { dataAnswer, dataAnswerWithMessage } from './envelope.ts';

export const PublicUserAnswer = PublicUser.meta({ id: 'PublicUser' });
export const SignedInAnswer = dataAnswerWithMessage(PublicUserAnswer);
export const CurrentUserAnswer = dataAnswer(PublicUserAnswer);

export const ProvidersAnswer = dataAnswer(
  z.object({ google: z.object({ clientId: z.string() }).nullable().describe('null unless GOOGLE_CLIENT_ID is set') }) satisfies z.ZodType<AuthProviders>,
);
export const NonceAnswer = dataAnswer(z.object({ nonce: z.string() }));
