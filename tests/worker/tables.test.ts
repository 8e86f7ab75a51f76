import type { Miniflare } from 'miniflare';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from './bundle.ts';

/** The tables' codes are drawn by plain JavaScript (uqr, pdf-lib): the same inside workerd as on Node. */
let mf: Miniflare;
let cookie: string;
const ORIGIN = 'https://shop.example';
const json = { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.31' };

beforeAll(async () => {
  mf = await startWorker({ bindings: { ADMIN_EMAIL: 'owner@worker.test', ADMIN_PASSWORD: 'owner password' } });
  const login = await mf.dispatchFetch(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'owner@worker.test', password: 'owner password' }),
  });
  expect(login.status).toBe(200);
  cookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith('doorstep_session='))!
    .split(';')[0]!;
});

afterAll(async () => {
  await mf?.dispose();
});

describe("the tables' QR codes inside workerd over D1", () => {
  it('adds a table whose code leads to the site, and prints it as PDF and SVG', async () => {
    const added = await mf.dispatchFetch(`${ORIGIN}/api/tables`, {
      method: 'POST',
      headers: { ...json, Cookie: cookie },
      body: JSON.stringify({ name: 'Table 7', seats: 4 }),
    });
    expect(added.status).toBe(201);
    const { data } = (await added.json()) as { data: { id: number; token: string; url: string } };
    expect(data.url).toBe(`${ORIGIN}/table/${data.token}`);

    const sheet = await mf.dispatchFetch(`${ORIGIN}/api/tables/qr.pdf`, { headers: { Cookie: cookie } });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
    expect((await PDFDocument.load(new Uint8Array(await sheet.arrayBuffer()))).getPageCount()).toBe(1);

    const code = await mf.dispatchFetch(`${ORIGIN}/api/tables/${data.id}/qr.svg`, { headers: { Cookie: cookie } });
    expect(code.status).toBe(200);
    expect(await code.text()).toContain('>Table 7</text>');
  });
});
