import type { PublicUser } from '../../../domain/auth.ts';
import type { AuthState } from '../auth/middleware.ts';
import { toPublicUser } from './public-user.ts';

/** The signed-in user as the API reports it (already loaded from the database by requireUser). */
export function currentUser(auth: AuthState): PublicUser {
  return toPublicUser(auth.user);
}
