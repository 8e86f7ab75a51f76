import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { translateText } from '../../domain/i18n/tables.ts';
import sharp from 'sharp';
import { NODE_PICTURE_LIMITS, PICTURE_MESSAGES, type UploadedPicture } from '../../domain/pictures.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, signUpUser, type SignedUp } from '../factories/auth.ts';
import { pixelAt, twoToneBytes, webpBomb, withExifOrientation, type Rgba } from '../factories/pictures.ts';

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpUser(t, { name: 'Pia Pictures' });
  await setRole(t, admin.userId, 'admin');
  customer = await signUpUser(t, { name: 'Cass Customer' });
});
afterAll(() => t.destroy());

const RED: Rgba = [220, 30, 30, 255];
const BLUE: Rgba = [30, 30, 220, 255];

function upload(bytes: Uint8Array<ArrayBuffer>, options: { kind?: string; type?: string; token?: string } = {}) {
  const { kind = 'dish', type = 'image/jpeg', token = admin.token } = options;
  return t.app.request(`/api/pictures?kind=${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': type, Cookie: `doorstep_session=${token}`, 'X-Forwarded-For': '198.51.100.20' },
    body: bytes,
  });
}

async function uploaded(response: Response): Promise<UploadedPicture> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: UploadedPicture }).data;
}

async function served(url: string): Promise<Uint8Array> {
  const response = await t.app.request(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  return new Uint8Array(await response.arrayBuffer());
}

const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 80 && b! < 80;
const isBlue = ([r, g, b]: number[]) => b! > 180 && r! < 80 && g! < 80;

describe('POST /api/pictures', () => {
  it("makes a dish picture's sizes from a JPEG, PNG or WebP, served from this site for good", async () => {
    for (const format of ['jpg', 'png', 'webp'] as const) {
      const picture = await uploaded(await upload(twoToneBytes(format, 1200, 900, RED, BLUE), { type: 'application/octet-stream' }));
      expect(picture.kind).toBe('dish');
      expect(picture.sizes.map(({ width, height }) => [width, height])).toEqual([
        [400, 300],
        [800, 600],
      ]);
      expect(picture.url).toBe(picture.sizes[1]!.url);
      expect(picture.url).toMatch(/^\/media\/[a-z0-9]+-800\.jpg$/);
      for (const size of picture.sizes) {
        const bytes = await served(size.url);
        const left = pixelAt(bytes, 5, size.height / 2);
        expect([left.width, left.height]).toEqual([size.width, size.height]);
        expect(isRed(left.rgb)).toBe(true);
        expect(isBlue(pixelAt(bytes, size.width - 5, size.height / 2).rgb)).toBe(true);
      }
      const response = await t.app.request(picture.url);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('cuts a category picture square around its centre, and lays a transparent one on white', async () => {
    const transparent: Rgba = [0, 0, 0, 0];
    const picture = await uploaded(await upload(twoToneBytes('png', 300, 100, transparent, BLUE), { kind: 'category', type: 'image/png' }));
    expect(picture.sizes.map(({ width, height }) => [width, height])).toEqual([
      [192, 192],
      [384, 384],
    ]);
    const bytes = await served(picture.sizes[0]!.url);
    // The middle 100 × 100 of 300 × 100: its left third transparent (white now), the rest blue.
    expect(pixelAt(bytes, 10, 96).rgb.every((channel) => channel > 235)).toBe(true);
    expect(isBlue(pixelAt(bytes, 182, 96).rgb)).toBe(true);
  });

  it('turns a photo a phone stored sideways upright', async () => {
    // Stored 400 × 300, red left and blue right; a quarter turn clockwise puts red on top.
    const sideways = withExifOrientation(twoToneBytes('jpg', 400, 300, RED, BLUE), 6);
    const picture = await uploaded(await upload(sideways));
    const bytes = await served(picture.sizes[0]!.url);
    expect(isRed(pixelAt(bytes, 200, 10).rgb)).toBe(true);
    expect(isBlue(pixelAt(bytes, 200, 290).rgb)).toBe(true);
  });

  it("takes a phone's largest photo on Node: 40 megapixels, made into every size", async () => {
    // 7296 × 5472 is a 40-megapixel phone sensor; its JPEG is a few MB, within the 25 MB taken.
    const photo = await photoJpeg(7296, 5472);
    expect(photo.byteLength).toBeLessThan(NODE_PICTURE_LIMITS.maxBytes);
    const picture = await uploaded(await upload(photo));
    expect(picture.sizes.map(({ width, height }) => [width, height])).toEqual([
      [400, 300],
      [800, 600],
    ]);
    for (const size of picture.sizes) {
      const left = pixelAt(await served(size.url), 5, size.height / 2);
      expect([left.width, left.height]).toEqual([size.width, size.height]);
      expect(isRed(left.rgb)).toBe(true);
    }
  }, 60_000); // encoding and resizing 40 megapixels: 5–10 s on a busy host

  it('refuses a picture over the limits in force on Node, and says them', async () => {
    const tooMany = await upload(await photoJpeg(7400, 5550)); // 41 megapixels
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      message: 'The picture is 7400 × 5550 pixels; at most 40 megapixels are taken (a phone photo of 12 fits).',
    });
    const tooLarge = await upload(new Uint8Array(25 * 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ message: 'The picture is larger than 25 MB: choose a smaller file.' });
  }, 60_000);

  it('judges a file by its content: text named a JPEG, a GIF, a damaged JPEG and a huge one are refused', async () => {
    const before = readdirSync(join(t.dir, 'pictures')).length;
    const text = await upload(new TextEncoder().encode('not a picture at all') as Uint8Array<ArrayBuffer>);
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ success: false, message: PICTURE_MESSAGES.notAPicture });

    const gif = new Uint8Array([...'GIF89a'].map((char) => char.charCodeAt(0)).concat([1, 0, 1, 0, 0, 0, 0]));
    expect((await upload(gif, { type: 'image/gif' })).status).toBe(415);

    const jpeg = twoToneBytes('jpg', 600, 400, RED);
    const damaged = await upload(jpeg.slice(0, 400));
    expect(damaged.status).toBe(400);
    expect(await damaged.json()).toMatchObject({ message: PICTURE_MESSAGES.unreadable });

    // A PNG header claiming 8000 × 8000 pixels (64 megapixels) is refused before decoding.
    const huge = twoToneBytes('png', 10, 10, RED);
    new DataView(huge.buffer).setUint32(16, 8000);
    new DataView(huge.buffer).setUint32(20, 8000);
    const tooMany = await upload(huge, { type: 'image/png' });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      message: translateText('en', PICTURE_MESSAGES.tooManyPixels(8000, 8000, NODE_PICTURE_LIMITS.maxPixels)),
    });

    const tooLarge = await upload(new Uint8Array(NODE_PICTURE_LIMITS.maxBytes + 1));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ message: 'The picture is larger than 25 MB: choose a smaller file.' });
    expect(readdirSync(join(t.dir, 'pictures'))).toHaveLength(before);
  });

  it('refuses a WebP whose frame is far larger than the canvas its header states, before decoding it', async () => {
    const before = readdirSync(join(t.dir, 'pictures')).length;
    // 46 bytes: a VP8X header saying 100 × 100, and a lossless frame of 16383 × 16383 in one
    // colour, which the decoder unpacks to a gigabyte in half a minute.
    const bomb = webpBomb({ canvas: 100, frame: 16383 });
    expect(bomb.byteLength).toBe(46);
    const started = Date.now();
    const refused = await upload(bomb, { type: 'image/webp' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: translateText('en', PICTURE_MESSAGES.tooManyPixels(16383, 16383, NODE_PICTURE_LIMITS.maxPixels)),
    });
    expect(Date.now() - started, 'refused from the headers, not after a decode').toBeLessThan(2_000);

    // A frame within the limit but larger than its canvas is not what it says it is either.
    const mismatch = await upload(webpBomb({ canvas: 100, frame: 400 }), { type: 'image/webp' });
    expect(await mismatch.json()).toMatchObject({ message: PICTURE_MESSAGES.unreadable });
    expect(readdirSync(join(t.dir, 'pictures'))).toHaveLength(before);
  });

  it('takes pictures from admins only, declared as an image, for a kind it knows', async () => {
    const bytes = twoToneBytes('jpg', 40, 30, RED);
    expect((await upload(bytes, { token: customer.token })).status).toBe(403);
    const anonymous = await t.app.request('/api/pictures?kind=dish', {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg' },
      body: bytes,
    });
    expect(anonymous.status).toBe(401);
    const form = await upload(bytes, { type: 'multipart/form-data; boundary=x' });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ message: PICTURE_MESSAGES.typeInvalid });
    const kind = await upload(bytes, { kind: 'banner' });
    expect(kind.status).toBe(400);
    expect(JSON.stringify(await kind.json())).toContain(PICTURE_MESSAGES.kindInvalid);
  });

  it('serves nothing but the names it gives', async () => {
    for (const path of ['/media/abc.jpg', '/media/..%2Fdoorstep.db', '/media/0123456789abcdef0123-400.jpg']) {
      expect((await t.app.request(path)).status).toBe(404);
    }
  });

  it('an uploaded picture becomes a dish picture the menu serves', async () => {
    const picture = await uploaded(await upload(twoToneBytes('webp', 800, 600, RED), { type: 'image/webp' }));
    const response = await call(t, '/api/foods', {
      body: { name: 'Beet Salad', categoryId: 'thali', price: 7.5, image: picture.url },
      token: admin.token,
    });
    expect(response.status).toBe(201);
    const menu = (await (await call(t, '/api/foods')).json()) as Food[];
    expect(menu.find((food) => food.name === 'Beet Salad')?.image).toBe(picture.url);
  });
});

/** A JPEG of `width` × `height`, red on its left half and blue on its right, as a camera would save it. */
async function photoJpeg(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: { r: 30, g: 30, b: 220 } } })
    .png()
    .toBuffer();
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 220, g: 30, b: 30 } } })
    .composite([{ input: blue, left: half, top: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Uint8Array(bytes);
}
