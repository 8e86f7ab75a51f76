import type { PublicUser } from '../../../domain/account.ts';
import type { AuthState } from '../auth/middleware.ts';
import { toPublicUser } from './answer.ts';

/** The signed-in user as the API reports it (already loaded from the database by requireUser). */
export function currentUser(auth: AuthState): PublicUser {
  return toPublicUser(auth.user);
}
