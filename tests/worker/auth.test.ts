import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from './bundle.ts';

let mf: Miniflare;

beforeAll(async () => {
  mf = await startWorker();
});

afterAll(async () => {
  await mf?.dispose();
});

function cookieOf(response: { headers: { getSetCookie(): string[] } }): string {
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith('doorstep_session='))!
    .split(';')[0]!;
}

describe('accounts inside workerd over D1', () => {
  it('signs up, reads /me, logs out, and the session is over on the server', async () => {
    const json = { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.5' };
    const signup = await mf.dispatchFetch('https://shop.example/api/auth/signup', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Worker Ann', email: 'ann@worker.test', password: 'correct horse' }),
    });
    expect(signup.status).toBe(201);
    const cookie = cookieOf(signup);
    const attributes = signup.headers.getSetCookie()[0]!;
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/']) expect(attributes).toContain(attribute);

    const me = await mf.dispatchFetch('https://shop.example/api/auth/me', { headers: { Cookie: cookie } });
    expect(await me.json()).toMatchObject({ success: true, data: { name: 'Worker Ann', role: 'customer' } });

    const wrong = await mf.dispatchFetch('https://shop.example/api/auth/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'ANN@worker.test', password: 'wrong password' }),
    });
    expect(wrong.status).toBe(401);

    const logout = await mf.dispatchFetch('https://shop.example/api/auth/logout', { method: 'POST', headers: { Cookie: cookie } });
    expect(await logout.json()).toEqual({ success: true, message: 'Logged out successfully' });
    const after = await mf.dispatchFetch('https://shop.example/api/auth/me', { headers: { Cookie: cookie } });
    expect(after.status).toBe(401);
  });

  it('refuses a cross-site POST', async () => {
    const response = await mf.dispatchFetch('https://shop.example/api/auth/logout', {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('refuses a body that is not declared JSON (415) and one nested too deeply (400)', async () => {
    const body = JSON.stringify({ email: 'nobody@worker.test', password: 'whatever1' });
    const plain = await mf.dispatchFetch('https://shop.example/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body,
    });
    expect(plain.status).toBe(415);
    const deep = await mf.dispatchFetch('https://shop.example/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"email": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ message: 'The request body is nested too deeply (at most 32 levels).' });
  });
});

describe('same-origin requests inside workerd', () => {
  it('lets the shop’s own pages post', async () => {
    const response = await mf.dispatchFetch('https://shop.example/api/auth/logout', {
      method: 'POST',
      headers: { Origin: 'https://shop.example', 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(response.status).toBe(200);
  });
});
