import { Hono } from 'hono';
import { AUTH_MESSAGES, GoogleSignInInput, LoginInput, SignupInput, type AuthProviders } from '../../../domain/auth.ts';
import { clearSessionCookie, readSessionCookie } from '../auth/cookies.ts';
import { requireUser, type AuthEnv, startSession } from '../auth/middleware.ts';
import { readKnownDevice } from '../auth/known-device.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { readInput } from '../http/validate.ts';
import { currentUser } from '../services/auth/current-user.ts';
import { googleSignIn, issueGoogleNonce } from '../services/auth/google-sign-in.ts';
import { logIn } from '../services/auth/log-in.ts';
import { logOut } from '../services/auth/log-out.ts';
import { signUp } from '../services/auth/sign-up.ts';
import { toPublicUser } from '../services/users/public-user.ts';

export function authRoutes(runtime: AuthRuntime) {
  const routes = new Hono<AuthEnv>();
  routes.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  routes.get('/providers', (c) => {
    const data: AuthProviders = { google: runtime.google ? { clientId: runtime.google.clientId } : null };
    return c.json({ success: true, data });
  });

  routes.post('/google/nonce', async (c) =>
    c.json({ success: true, data: { nonce: await issueGoogleNonce(runtime, runtime.clientAddress(c)) } }),
  );

  routes.post('/signup', async (c) => {
    const user = await signUp(runtime, await readInput(c, SignupInput), runtime.clientAddress(c));
    await startSession(runtime, c, user.id, 'password');
    return c.json({ success: true, data: toPublicUser(user), message: AUTH_MESSAGES.accountCreated }, 201);
  });

  routes.post('/login', async (c) => {
    const device = await readKnownDevice(c, runtime.key, runtime.now());
    const user = await logIn(runtime, await readInput(c, LoginInput), { address: runtime.clientAddress(c), device });
    await startSession(runtime, c, user.id, 'password');
    return c.json({ success: true, data: toPublicUser(user), message: AUTH_MESSAGES.loggedIn });
  });

  routes.post('/google', async (c) => {
    const user = await googleSignIn(runtime, await readInput(c, GoogleSignInInput));
    await startSession(runtime, c, user.id, 'google');
    return c.json({ success: true, data: toPublicUser(user), message: AUTH_MESSAGES.googleLoggedIn });
  });

  routes.post('/logout', async (c) => {
    await logOut(runtime, readSessionCookie(c));
    clearSessionCookie(c);
    return c.json({ success: true, message: AUTH_MESSAGES.loggedOut });
  });

  routes.get('/me', requireUser(runtime), (c) => c.json({ success: true, data: currentUser(c.get('auth')) }));

  return routes;
}
