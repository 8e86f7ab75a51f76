import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { signUpUser, uniqueEmail } from '../factories/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

function send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return Promise.resolve(
    t.app.request(`https://shop.example${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.10', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

describe('cross-site requests', () => {
  it.each([
    ['POST', '/api/auth/login', { email: 'a@b.co', password: 'x' }],
    ['POST', '/api/auth/signup', { name: 'A', email: 'a@b.co', password: 'correct horse' }],
    ['POST', '/api/auth/logout', undefined],
    ['PUT', '/api/account', { currentPassword: 'x' }],
    ['DELETE', '/api/foods/margherita-pizza', undefined],
    ['PATCH', '/api/anything', undefined],
  ])('%s %s from another origin → 403', async (method, path, body) => {
    const attempts: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }];
    for (const headers of attempts) {
      const response = await send(method, path, headers, body);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ success: false, message: 'Cross-site request refused.', code: 'forbidden' });
    }
  });

  it('lets the site itself through', async () => {
    const response = await send(
      'POST',
      '/api/auth/signup',
      { Origin: 'https://shop.example', 'Sec-Fetch-Site': 'same-origin' },
      { name: 'Site', email: uniqueEmail(), password: 'correct horse' },
    );
    expect(response.status).toBe(201);
  });

  it('does not touch reads (a cross-site GET of the menu is fine)', async () => {
    const response = await send('GET', '/api/foods', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(200);
  });

  it('refuses a cross-site logout even with a valid cookie', async () => {
    const user = await signUpUser(t);
    const response = await send('POST', '/api/auth/logout', { Origin: 'https://evil.example', Cookie: `doorstep_session=${user.token}` });
    expect(response.status).toBe(403);
  });
});
