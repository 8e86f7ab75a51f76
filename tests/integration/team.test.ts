import { eq } from 'drizzle-orm';
import type { Client, InArgs, InStatement, TransactionMode } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { TEAM_ERRORS, TEAM_MESSAGES } from '../../domain/team.ts';
import { verifyPassword } from '../../worker/src/auth/passwords.ts';
import { menuCacheFor } from '../../worker/src/menu/menu-from-database.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { createTestDatabase, type TestDatabase } from '../factories/database.ts';
import { call, logInUser, setRole, signUpUser, uniqueEmail, type SignedUp } from '../factories/auth.ts';
import { placeOrder } from '../factories/orders.ts';

interface Member {
  userId: string;
  name: string;
  email: string;
  role: string;
  createdAt: string;
  firstPassword?: string;
}
type Answer<Data> = { success: boolean; data: Data; message: string };

let t: TestApp;
let admin: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpUser(t, { name: 'Olive Owner' });
  await setRole(t, admin.userId, 'admin');
});
afterAll(() => t.destroy());

const addMember = (body: unknown, token = admin.token) => call(t, '/api/admin/users', { body, token });
const putRole = (userId: string, role: unknown, token = admin.token) =>
  call(t, `/api/admin/users/${userId}`, { method: 'PUT', body: { role }, token });
const removeMember = (userId: string, token = admin.token) => call(t, `/api/admin/users/${userId}`, { method: 'DELETE', token });
const roleOf = async (app: TestApp, userId: string) =>
  (await app.db.select({ role: users.role }).from(users).where(eq(users.id, userId)).get())?.role;
const deskStatus = async (token: string) => (await call(t, '/api/desk', { token })).status;

async function listTeam(app = t, token = admin.token): Promise<Member[]> {
  const response = await call(app, '/api/admin/users', { token });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as Answer<Member[]>).data;
}

describe('GET /api/admin/users', () => {
  it('lists staff and admins (not customers), admins first, then by name', async () => {
    const app = await createTestApp();
    try {
      const owner = await signUpUser(app, { name: 'Pat Owner' });
      await setRole(app, owner.userId, 'admin');
      const zed = await signUpUser(app, { name: 'zed cook' });
      await setRole(app, zed.userId, 'staff');
      const amy = await signUpUser(app, { name: 'Amy Cook' });
      await setRole(app, amy.userId, 'staff');
      const bob = await signUpUser(app, { name: 'Bob Boss' });
      await setRole(app, bob.userId, 'admin');
      await signUpUser(app, { name: 'Cal Customer' });

      const team = await listTeam(app, owner.token);
      expect(team.map((member) => `${member.role} ${member.name}`)).toEqual([
        'admin Bob Boss',
        'admin Pat Owner',
        'staff Amy Cook',
        'staff zed cook',
      ]);
      expect(team[2]).toEqual({
        userId: amy.userId,
        name: 'Amy Cook',
        email: amy.email,
        role: 'staff',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        locationIds: [],
      });
    } finally {
      await app.destroy();
    }
  });
});

describe('POST /api/admin/users', () => {
  it('brings an existing account onto the team by its e-mail in any case, keeping its name and password', async () => {
    const cook = await signUpUser(t, { name: 'Casey Cook' });
    expect(await deskStatus(cook.token)).toBe(403);

    const response = await addMember({ name: 'Somebody Else', email: `  ${cook.email.toUpperCase()} `, role: 'staff' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: { userId: cook.userId, name: 'Casey Cook', email: cook.email, role: 'staff', createdAt: expect.any(String), locationIds: [] },
      message: 'Casey Cook joined the team as staff.',
    });
    expect(await deskStatus(cook.token)).toBe(200);
    expect((await logInUser(t, cook.email, cook.password)).response.status).toBe(200);
    expect((await listTeam()).map((member) => member.userId)).toContain(cook.userId);
  });

  it('creates an account with a first password that is shown once, stored hashed and signs in', async () => {
    const email = uniqueEmail('New.Cook');
    const response = await addMember({ name: ' Nia New ', email, role: 'staff' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const json = (await response.json()) as Answer<Member>;
    expect(json).toEqual({
      success: true,
      data: {
        userId: expect.any(String),
        name: 'Nia New',
        email,
        role: 'staff',
        createdAt: expect.any(String),
        locationIds: [],
        firstPassword: expect.stringMatching(/^[A-HJ-NP-Z2-9]{16}$/),
      },
      message: 'Account created for Nia New (staff). Hand them the first password: it will not be shown again.',
    });
    const firstPassword = json.data.firstPassword!;

    const row = await t.db.select().from(users).where(eq(users.id, json.data.userId)).get();
    expect(row!.passwordHash).toMatch(/^pbkdf2-sha256\$1000\$/);
    expect(row!.passwordHash).not.toContain(firstPassword);
    expect(await verifyPassword(firstPassword, row!.passwordHash!)).toBe(true);
    expect(JSON.stringify(t.loggedErrors)).not.toContain(firstPassword);

    const login = await logInUser(t, email.toUpperCase(), firstPassword);
    expect(login.response.status).toBe(200);
    expect(await login.response.json()).toMatchObject({ data: { userId: json.data.userId, role: 'staff' } });
    expect(await deskStatus(login.token!)).toBe(200);
    // Staff may use the desk and the orders, nothing else.
    expect((await call(t, '/api/admin/users', { token: login.token })).status).toBe(403);
  });

  it('gives each new account its own first password', async () => {
    const passwords = new Set<string>();
    for (let index = 0; index < 3; index++) {
      const response = await addMember({ name: `Temp ${index}`, email: uniqueEmail('temp'), role: 'admin' });
      expect(response.status).toBe(201);
      passwords.add(((await response.json()) as Answer<Member>).data.firstPassword!);
    }
    expect(passwords.size).toBe(3);
  });

  it.each([
    [{ email: 'a@b.co', role: 'staff' }, TEAM_ERRORS.nameRequired],
    [{ name: '   ', email: 'a@b.co', role: 'staff' }, TEAM_ERRORS.nameRequired],
    [{ name: 'x'.repeat(61), email: 'a@b.co', role: 'staff' }, TEAM_ERRORS.nameTooLong],
    [{ name: 'Sam', email: 'not an e-mail', role: 'staff' }, TEAM_ERRORS.emailInvalid],
    [{ name: 'Sam', email: 'a@b.co', role: 'customer' }, TEAM_ERRORS.teamRoleInvalid],
    [{ name: 'Sam', email: 'a@b.co', role: 'owner' }, TEAM_ERRORS.teamRoleInvalid],
    [[], TEAM_ERRORS.bodyInvalid],
  ])('refuses %j with 400 and its message', async (body, message) => {
    const response = await addMember(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message, code: 'validation_failed' });
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('takes the desk away at once (staff → customer) and gives it back at once (customer → staff)', async () => {
    const cook = await signUpUser(t, { name: 'Remy Cook' });
    await setRole(t, cook.userId, 'staff');
    expect(await deskStatus(cook.token)).toBe(200);

    const demoted = await putRole(cook.userId, 'customer');
    expect(demoted.status).toBe(200);
    expect(await demoted.json()).toMatchObject({
      success: true,
      data: { userId: cook.userId, role: 'customer' },
      message: 'Remy Cook is now a customer (off the team).',
    });
    expect(await deskStatus(cook.token)).toBe(403);
    expect((await listTeam()).map((member) => member.userId)).not.toContain(cook.userId);

    const promoted = await putRole(cook.userId, 'staff');
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ data: { role: 'staff' }, message: 'Remy Cook is now staff.' });
    expect(await deskStatus(cook.token)).toBe(200);
  });

  it('makes an admin, who may then demote themselves while another admin remains', async () => {
    const second = await signUpUser(t, { name: 'Sasha Second' });
    expect((await putRole(second.userId, 'admin')).status).toBe(200);
    expect((await call(t, '/api/admin/users', { token: second.token })).status).toBe(200);

    const self = await putRole(second.userId, 'staff', second.token);
    expect(self.status).toBe(200);
    expect(await roleOf(t, second.userId)).toBe('staff');
    expect((await call(t, '/api/admin/users', { token: second.token })).status).toBe(403);
  });

  it('answers 404 for an unknown id and 400 for an unknown role', async () => {
    const missing = await putRole('no-such-user', 'staff');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: TEAM_MESSAGES.notFound });
    const bad = await putRole(admin.userId, 'owner');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: TEAM_ERRORS.roleInvalid });
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('makes them a customer, keeps the account and its orders, and ends every session of theirs at once', async () => {
    const cook = await signUpUser(t, { name: 'Dee Departing' });
    const order = await placeOrder(t, cook.token);
    await setRole(t, cook.userId, 'staff');
    const otherDevice = (await logInUser(t, cook.email, cook.password)).token!;
    expect(await deskStatus(cook.token)).toBe(200);
    expect(await deskStatus(otherDevice)).toBe(200);

    const response = await removeMember(cook.userId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Dee Departing was removed from the team and signed out everywhere.' });

    for (const token of [cook.token, otherDevice]) {
      expect((await call(t, '/api/auth/me', { token })).status).toBe(401);
      expect(await deskStatus(token)).toBe(401);
    }
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, cook.userId));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    expect(await roleOf(t, cook.userId)).toBe('customer');

    // They can still sign in as a customer and see their own orders.
    const again = await logInUser(t, cook.email, cook.password);
    expect(await again.response.json()).toMatchObject({ data: { role: 'customer' } });
    const orders = await call(t, `/api/orders/user/${cook.userId}`, { token: again.token });
    expect(((await orders.json()) as { data: { _id: string }[] }).data.map((o) => o._id)).toContain(order._id);
    expect(await deskStatus(again.token!)).toBe(403);
  });

  it('answers 404 for an unknown id and for someone not on the team, ending no session', async () => {
    const customer = await signUpUser(t);
    const missing = await removeMember('no-such-user');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: TEAM_MESSAGES.notFound });
    const notOnTeam = await removeMember(customer.userId);
    expect(notOnTeam.status).toBe(404);
    expect(await notOnTeam.json()).toMatchObject({ message: TEAM_MESSAGES.notOnTeam });
    expect((await call(t, '/api/auth/me', { token: customer.token })).status).toBe(200);
  });
});

/**
 * A libSQL client whose writes of a role can be held until `count` of them have arrived, so two
 * requests race for real: both pass their admin check before either writes.
 */
function gatedClient(client: Client) {
  let waiting: { count: number; arrived: number; open: () => void; opened: Promise<void> } | null = null;
  const writesRole = (statements: unknown[]) =>
    statements.some((statement) =>
      /update "users" set "role"/.test(typeof statement === 'string' ? statement : (statement as { sql: string }).sql),
    );
  const pass = async (statements: unknown[]) => {
    const gate = waiting;
    if (!gate || !writesRole(statements)) return;
    gate.arrived += 1;
    if (gate.arrived >= gate.count) gate.open();
    await gate.opened;
  };
  const gated = new Proxy(client, {
    get(target, property) {
      if (property === 'execute')
        return async (statement: InStatement, args?: InArgs) => {
          await pass([statement]);
          return target.execute(statement as never, args);
        };
      if (property === 'batch')
        return async (statements: InStatement[], mode?: TransactionMode) => {
          await pass(statements);
          return target.batch(statements, mode);
        };
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    client: gated,
    /**
     * Holds role writes until `count` have arrived (or a second has passed, so a request that
     * never writes fails the test's expectations instead of hanging it); the returned function
     * stops holding.
     */
    hold(count: number): () => void {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      const timer = setTimeout(open, 1_000);
      waiting = { count, arrived: 0, open, opened };
      return () => {
        clearTimeout(timer);
        waiting = null;
        open();
      };
    },
  };
}

describe('the last admin', () => {
  let app: TestApp;
  let database: TestDatabase;
  let gate: ReturnType<typeof gatedClient>;
  beforeAll(async () => {
    database = await createTestDatabase();
    gate = gatedClient(database.client);
    const db = createDatabase(gate.client);
    const shell = await createTestApp({ db, menuCache: menuCacheFor(db) });
    app = { ...shell, db };
  });
  afterAll(async () => {
    await app.destroy();
    await database.destroy();
  });

  const adminsIn = async () => (await app.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).length;
  async function newAdmin(name: string): Promise<SignedUp> {
    const person = await signUpUser(app, { name });
    await setRole(app, person.userId, 'admin');
    return person;
  }
  async function retireAdmins(): Promise<void> {
    await app.db.update(users).set({ role: 'customer' }).where(eq(users.role, 'admin'));
  }

  it('can be neither demoted nor removed (409), and keeps their sessions', async () => {
    const only = await newAdmin('Only Admin');
    for (const role of ['staff', 'customer']) {
      const response = await call(app, `/api/admin/users/${only.userId}`, { method: 'PUT', body: { role }, token: only.token });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ success: false, message: TEAM_MESSAGES.lastAdmin, code: 'conflict' });
    }
    const removal = await call(app, `/api/admin/users/${only.userId}`, { method: 'DELETE', token: only.token });
    expect(removal.status).toBe(409);
    expect(await removal.json()).toMatchObject({ message: 'The shop needs at least one admin. Make someone else an admin first.' });
    // Adding their own e-mail as staff is a demotion too.
    const readd = await call(app, '/api/admin/users', { body: { name: 'Only', email: only.email, role: 'staff' }, token: only.token });
    expect(readd.status).toBe(409);

    expect(await roleOf(app, only.userId)).toBe('admin');
    expect((await call(app, '/api/admin/users', { token: only.token })).status).toBe(200);
    // Keeping the admin role is no demotion.
    expect((await call(app, `/api/admin/users/${only.userId}`, { method: 'PUT', body: { role: 'admin' }, token: only.token })).status).toBe(
      200,
    );
    await retireAdmins();
  });

  it.each([
    ['demote', 'PUT'],
    ['remove', 'DELETE'],
  ] as const)('holds when two admins %s each other at once: one wins, the other gets 409', async (_verb, method) => {
    const first = await newAdmin('Ari First');
    const second = await newAdmin('Bea Second');
    expect(await adminsIn()).toBe(2);

    const body = method === 'PUT' ? { role: 'staff' } : undefined;
    const release = gate.hold(2);
    const answers = await Promise.all([
      call(app, `/api/admin/users/${second.userId}`, { method, body, token: first.token }),
      call(app, `/api/admin/users/${first.userId}`, { method, body, token: second.token }),
    ]).finally(release);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await refused.json()).toMatchObject({ message: TEAM_MESSAGES.lastAdmin });
    expect(await adminsIn()).toBe(1);
    // The refused removal ended nobody's sessions: the winner is still signed in.
    const winner = answers[0]!.status === 200 ? first : second;
    expect((await call(app, '/api/admin/users', { token: winner.token })).status).toBe(200);
    await retireAdmins();
  });

  it('holds when one admin removes the other while being demoted by them', async () => {
    const first = await newAdmin('Cy First');
    const second = await newAdmin('Di Second');
    const release = gate.hold(2);
    const answers = await Promise.all([
      call(app, `/api/admin/users/${second.userId}`, { method: 'DELETE', token: first.token }),
      call(app, `/api/admin/users/${first.userId}`, { method: 'PUT', body: { role: 'customer' }, token: second.token }),
    ]).finally(release);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await adminsIn()).toBe(1);
    await retireAdmins();
  });
});

describe('who may call it', () => {
  it('answers 401 to nobody and 403 to a customer and to staff, on every route', async () => {
    const customer = await signUpUser(t);
    const staff = await signUpUser(t);
    await setRole(t, staff.userId, 'staff');
    const calls = [
      () => ({ path: '/api/admin/users', options: {} }),
      () => ({ path: '/api/admin/users', options: { body: { name: 'X', email: uniqueEmail(), role: 'admin' } } }),
      () => ({ path: `/api/admin/users/${staff.userId}`, options: { method: 'PUT', body: { role: 'admin' } } }),
      () => ({ path: `/api/admin/users/${admin.userId}`, options: { method: 'DELETE' } }),
    ];
    for (const make of calls) {
      const { path, options } = make();
      expect((await call(t, path, options)).status).toBe(401);
      expect((await call(t, path, { ...options, token: customer.token })).status).toBe(403);
      const refused = await call(t, path, { ...options, token: staff.token });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ message: 'Only an administrator can do that.' });
    }
    expect(await roleOf(t, staff.userId)).toBe('staff');
    expect(await roleOf(t, admin.userId)).toBe('admin');
  });
});
