import type { AuthRuntime } from '../auth/runtime.ts';
import { revokeSession } from '../auth/sessions.ts';
import { verifySessionToken } from '../auth/tokens.ts';

/**
 * Ends the session the token names, on the server. A missing or foreign token is not an error:
 * logging out leaves the browser signed out either way.
 */
export async function logOut(runtime: AuthRuntime, token: string | undefined): Promise<void> {
  if (!token) return;
  const claims = await verifySessionToken(runtime.key, token, runtime.now());
  if (claims) await revokeSession(runtime.db, claims.sessionId, runtime.now());
}
