import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, logInUser, signUpUser } from '../factories/auth.ts';

/** `npm run set-password`, run as an owner would, against the shop's real database file. */
const SCRIPT = resolve(import.meta.dirname, '../../scripts/set-password.ts');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

function setPassword(args: string[], input: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: t.url, NEW_PASSWORD: '', ...env },
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('set-password', () => {
  it('sets a new password, ends every session, and the new password signs in', async () => {
    const owner = await signUpUser(t);
    expect((await call(t, '/api/auth/me', { token: owner.token })).status).toBe(200);

    const result = setPassword([owner.email.toUpperCase()], 'a brand new password\n');
    expect(result.output).toContain(`New password set for ${owner.email}.`);
    expect(result.status).toBe(0);

    expect((await call(t, '/api/auth/me', { token: owner.token })).status).toBe(401);
    expect((await logInUser(t, owner.email, owner.password)).response.status).toBe(401);
    expect((await logInUser(t, owner.email, 'a brand new password')).response.status).toBe(200);
  });

  it('can make the account an admin, and lets the owner in at once after a storm of failed sign-ins', async () => {
    const owner = await signUpUser(t);
    for (let index = 0; index < 12; index++) await logInUser(t, owner.email, `guess ${index}`);
    const result = setPassword([owner.email, '--make-admin'], '', { NEW_PASSWORD: 'the owner is back 1' });
    expect(result.output).toContain('(admin)');
    const { response, token } = await logInUser(t, owner.email, 'the owner is back 1');
    expect(response.status).toBe(200);
    expect((await call(t, '/api/admin/stats', { token })).status).toBe(200);
  });

  it('changes nothing for an unknown e-mail, a short password or a missing database, and says why', async () => {
    const unknown = setPassword(['nobody@example.com'], 'long enough password\n');
    expect(unknown.status).toBe(1);
    expect(unknown.output).toContain('No account has the e-mail nobody@example.com.');

    const owner = await signUpUser(t);
    const short = setPassword([owner.email], 'short\n');
    expect(short.status).toBe(1);
    expect(short.output).toContain('Password must be at least 8 characters');
    expect((await logInUser(t, owner.email, owner.password)).response.status).toBe(200);

    const missing = setPassword([owner.email], 'long enough password\n', { DATABASE_URL: 'file:/nonexistent/doorstep.db' });
    expect(missing.status).toBe(1);
    expect(missing.output).toContain('There is no database at /nonexistent/doorstep.db');

    expect(setPassword([], '').output).toContain('Usage: npm run set-password -- <e-mail> [--make-admin]');
  });
});
