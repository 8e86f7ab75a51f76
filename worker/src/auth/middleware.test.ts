import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../db/schema/index.ts';
import { createClock } from '../../../tests/factories/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/factories/database.ts';
import { AppError } from '../http/errors.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { requireAdmin, requireUser, type AuthEnv } from './middleware.ts';
import type { AuthRuntime } from './runtime.ts';
import { createSession, revokeSession, SESSION_LIFETIME_MS } from './sessions.ts';
import { sessionKey, signSessionToken, TOKEN_LIFETIME_MS } from './tokens.ts';

let database: TestDatabase;
const clock = createClock();
let runtime: AuthRuntime;
let app: Hono<AuthEnv>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  runtime = {
    db: database.db,
    now: clock.now,
    key: sessionKey('middleware-test-secret-0123456789abcdef'),
    passwordIterations: 1000,
    clientAddress: () => '127.0.0.1',
    google: null,
  };
  app = new Hono<AuthEnv>();
  app.get('/me', requireUser(runtime), (c) => c.json({ id: c.get('auth').user.id, role: c.get('auth').user.role }));
  app.get('/admin-probe', requireAdmin(runtime), (c) => c.json({ ok: true }));
  app.onError((error, c) => c.json({ message: error.message }, error instanceof AppError ? (error.status as 401) : 500));
});
afterAll(() => database.destroy());

async function makeUser(role: 'customer' | 'admin') {
  const id = crypto.randomUUID();
  await database.db.insert(users).values({ id, email: `${id}@x.test`, emailNormalized: `${id}@x.test`, role });
  const session = await createSession(database.db, { userId: id, method: 'password', now: clock.now() });
  const token = await signSessionToken(runtime.key, { userId: id, sessionId: session.id }, clock.now());
  return { id, session, token };
}

const get = (path: string, token?: string) =>
  Promise.resolve(app.request(path, { headers: token ? { Cookie: `${SESSION_COOKIE}=${token}` } : {} }));

describe('requireUser / requireAdmin', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/me')).status).toBe(401);
    expect((await get('/admin-probe')).status).toBe(401);
    expect((await get('/me', 'not-a-token')).status).toBe(401);
  });

  it('lets a customer through requireUser but not requireAdmin (403)', async () => {
    const customer = await makeUser('customer');
    expect(await (await get('/me', customer.token)).json()).toEqual({ id: customer.id, role: 'customer' });
    const probe = await get('/admin-probe', customer.token);
    expect(probe.status).toBe(403);
    expect(await probe.json()).toEqual({ message: 'Only an administrator can do that.' });
  });

  it('reads the role from the database each request: a demoted admin loses access at once', async () => {
    const admin = await makeUser('admin');
    expect((await get('/admin-probe', admin.token)).status).toBe(200);
    await database.db.update(users).set({ role: 'customer' }).where(eq(users.id, admin.id));
    expect((await get('/admin-probe', admin.token)).status).toBe(403);
  });

  it('refuses a revoked session at once', async () => {
    const customer = await makeUser('customer');
    await revokeSession(database.db, customer.session.id, clock.now());
    expect((await get('/me', customer.token)).status).toBe(401);
  });

  it('refuses a token whose sub names another user than its session', async () => {
    const victim = await makeUser('admin');
    const attacker = await makeUser('customer');
    const forged = await signSessionToken(runtime.key, { userId: victim.id, sessionId: attacker.session.id }, clock.now());
    expect((await get('/admin-probe', forged)).status).toBe(401);
  });

  it('keeps a fresh token, renews a nearly expired or expired one while the session lives', async () => {
    const customer = await makeUser('customer');
    const fresh = await get('/me', customer.token);
    expect(fresh.headers.get('set-cookie')).toBeNull();

    clock.advance(TOKEN_LIFETIME_MS + 60_000);
    const renewed = await get('/me', customer.token);
    expect(renewed.status).toBe(200);
    const cookie = renewed.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^doorstep_session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const row = await database.db.select().from(sessions).where(eq(sessions.id, customer.session.id)).get();
    expect(row!.expiresAt.getTime()).toBe(clock.now() + SESSION_LIFETIME_MS);
  });

  it('refuses a session past its (sliding) expiry', async () => {
    const customer = await makeUser('customer');
    clock.advance(SESSION_LIFETIME_MS + 1000);
    expect((await get('/me', customer.token)).status).toBe(401);
  });
});
