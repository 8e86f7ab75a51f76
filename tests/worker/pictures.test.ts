import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedPicture } from '../../domain/pictures.ts';
import { pixelAt, twoToneBytes } from '../factories/pictures.ts';
import { startWorker } from './bundle.ts';

let mf: Miniflare;
const ORIGIN = 'https://shop.example';

beforeAll(async () => {
  mf = await startWorker({ bindings: { ADMIN_EMAIL: 'owner@worker.test', ADMIN_PASSWORD: 'owner password' } });
});

afterAll(async () => {
  await mf?.dispose();
});

async function adminCookie(): Promise<string> {
  const login = await mf.dispatchFetch(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.40' },
    body: JSON.stringify({ email: 'owner@worker.test', password: 'owner password' }),
  });
  return login.headers
    .getSetCookie()
    .find((line) => line.startsWith('doorstep_session='))!
    .split(';')[0]!;
}

describe('pictures inside workerd, kept in an R2 bucket', () => {
  it('resizes an uploaded PNG with Photon’s WebAssembly and serves its sizes from the bucket', async () => {
    const cookie = await adminCookie();
    const response = await mf.dispatchFetch(`${ORIGIN}/api/pictures?kind=dish`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Cookie: cookie, Origin: ORIGIN },
      body: twoToneBytes('png', 1000, 750, [230, 20, 20, 255], [20, 20, 230, 255]),
    });
    expect(response.status).toBe(201);
    const picture = ((await response.json()) as { data: UploadedPicture }).data;
    expect(picture.sizes.map(({ width, height }) => [width, height])).toEqual([
      [400, 300],
      [800, 600],
    ]);

    const bucket = await mf.getR2Bucket('PICTURES');
    expect((await bucket.list()).objects.map((object) => object.key).sort()).toEqual(
      picture.sizes.map((size) => size.url.slice('/media/'.length)).sort(),
    );

    const served = await mf.dispatchFetch(`${ORIGIN}${picture.sizes[0]!.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const corner = pixelAt(new Uint8Array(await served.arrayBuffer()), 4, 150);
    expect([corner.width, corner.height]).toEqual([400, 300]);
    expect(corner.rgb[0]).toBeGreaterThan(180);
  });

  it('refuses a file that is not a picture, whatever it is called', async () => {
    const response = await mf.dispatchFetch(`${ORIGIN}/api/pictures?kind=category`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg', Cookie: await adminCookie(), Origin: ORIGIN },
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    expect(response.status).toBe(415);
    expect((await mf.dispatchFetch(`${ORIGIN}/media/0123456789abcdef0123-192.jpg`)).status).toBe(404);
  });

  it('keeps to the 5 MB a Worker takes, and says so', async () => {
    const response = await mf.dispatchFetch(`${ORIGIN}/api/pictures?kind=dish`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg', Cookie: await adminCookie(), Origin: ORIGIN },
      body: new Uint8Array(5 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: 'The picture is larger than 5 MB: choose a smaller file.' });
  });
});
