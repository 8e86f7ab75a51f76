import { Hono } from 'hono';
import { AccountUpdateRequest, AUTH_MESSAGES } from '../../../domain/auth.ts';
import { requireUser, type AuthEnv, rotateSession } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { readInput } from '../http/validate.ts';
import { toPublicUser } from '../services/users/public-user.ts';
import { updateAccount } from '../services/users/update-account.ts';

export function accountRoutes(runtime: AuthRuntime) {
  const routes = new Hono<AuthEnv>();

  routes.put('/', requireUser(runtime), async (c) => {
    const auth = c.get('auth');
    const { user, passwordChanged } = await updateAccount(runtime, auth, await readInput(c, AccountUpdateRequest));
    if (passwordChanged) await rotateSession(runtime, c, user.id, auth.session.method);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: toPublicUser(user), message: AUTH_MESSAGES.profileUpdated });
  });

  return routes;
}
