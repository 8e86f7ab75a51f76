import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../../worker/src/accounts/ensure-first-admin.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, logInUser, setRole, signUpUser } from '../factories/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

describe('roles come from the database on every request', () => {
  it('sign-up always makes a customer, whatever the body claims', async () => {
    const response = await call(t, '/api/auth/signup', {
      body: { name: 'Mallory', email: 'mallory@example.com', password: 'correct horse', role: 'admin' },
    });
    expect(await response.json()).toMatchObject({ data: { role: 'customer' } });
  });

  it('reports a promotion and a demotion at once, with the same cookie', async () => {
    const user = await signUpUser(t);
    const role = async () =>
      ((await (await call(t, '/api/auth/me', { token: user.token })).json()) as { data: { role: string } }).data.role;
    expect(await role()).toBe('customer');
    await setRole(t, user.userId, 'admin');
    expect(await role()).toBe('admin');
    await setRole(t, user.userId, 'customer');
    expect(await role()).toBe('customer');
  });

  it('lets the first admin (ADMIN_EMAIL / ADMIN_PASSWORD) sign in as admin', async () => {
    await ensureFirstAdmin(t.db, { email: 'Owner@Shop.test', password: 'owner password' });
    const { response } = await logInUser(t, 'owner@shop.test', 'owner password');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { email: 'Owner@Shop.test', role: 'admin' } });
  });
});
