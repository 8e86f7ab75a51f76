import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../worker/src/auth/passwords.ts';
import { ensureFirstAdmin, LOCAL_ADMIN_EMAIL } from '../../worker/src/accounts/ensure-first-admin.ts';
import { createTestDatabase, type TestDatabase } from '../factories/database.ts';

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase({ seed: false });
});
afterEach(() => t.destroy());

const admins = () => t.db.select().from(users).where(eq(users.role, 'admin'));

describe('ensureFirstAdmin', () => {
  it('without settings creates admin@localhost with a random password, returned once', async () => {
    const first = await ensureFirstAdmin(t.db, undefined);
    expect(first).toMatchObject({ action: 'created', email: LOCAL_ADMIN_EMAIL });
    expect(first.generatedPassword).toMatch(/^[\w-]{24}$/);
    const [admin] = await admins();
    expect(admin).toMatchObject({ email: LOCAL_ADMIN_EMAIL, emailNormalized: LOCAL_ADMIN_EMAIL, role: 'admin' });
    expect(await verifyPassword(first.generatedPassword!, admin!.passwordHash!)).toBe(true);

    const second = await ensureFirstAdmin(t.db, undefined);
    expect(second).toEqual({ action: 'exists', email: LOCAL_ADMIN_EMAIL });
    expect(await admins()).toHaveLength(1);
  });

  it('with ADMIN_EMAIL and ADMIN_PASSWORD creates that admin and keeps its password on later starts', async () => {
    const settings = { email: 'Owner@Shop.test', password: 'first password' };
    expect(await ensureFirstAdmin(t.db, settings)).toEqual({ action: 'created', email: 'Owner@Shop.test' });
    const [admin] = await admins();
    expect(admin).toMatchObject({ email: 'Owner@Shop.test', emailNormalized: 'owner@shop.test' });
    expect(await verifyPassword('first password', admin!.passwordHash!)).toBe(true);

    const again = await ensureFirstAdmin(t.db, { email: 'owner@shop.test', password: 'another password' });
    expect(again).toEqual({ action: 'exists', email: 'Owner@Shop.test' });
    expect(again.generatedPassword).toBeUndefined();
    const [unchanged] = await admins();
    expect(await verifyPassword('first password', unchanged!.passwordHash!)).toBe(true);
  });

  it('promotes an existing customer named by ADMIN_EMAIL', async () => {
    await t.db
      .insert(users)
      .values({ id: 'u1', email: 'ann@shop.test', emailNormalized: 'ann@shop.test', role: 'customer', passwordHash: null });
    expect(await ensureFirstAdmin(t.db, { email: 'ANN@shop.test', password: 'ann password' })).toEqual({
      action: 'promoted',
      email: 'ann@shop.test',
    });
    const [ann] = await admins();
    expect(ann!.id).toBe('u1');
    expect(await verifyPassword('ann password', ann!.passwordHash!)).toBe(true);
  });

  it('keeps e-mail addresses unique regardless of case', async () => {
    await t.db.insert(users).values({ id: 'a', email: 'Bob@x.test', emailNormalized: 'bob@x.test' });
    await expect(t.db.insert(users).values({ id: 'b', email: 'bob@X.test', emailNormalized: 'bob@x.test' })).rejects.toThrow();
  });
});
