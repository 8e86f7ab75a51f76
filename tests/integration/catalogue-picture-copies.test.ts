import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PictureCopy } from '../../domain/contracts/picture-copies.ts';
import { isPictureFileName } from '../../domain/picture-sources.ts';
import { nodePictureSettings } from '../../worker/src/node/node-picture-settings.ts';
import { threadPictureResizer } from '../../worker/src/node/picture-resizer-thread.ts';
import { publicFetch } from '../../worker/src/node/public-fetch.ts';
import { startPictureCopier, type PictureCopier } from '../../worker/src/picture-copies/copy-loop.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer } from '../factories/orders.ts';
import { pixelAt, twoToneBytes } from '../factories/pictures.ts';
import { importCatalogue, productWithSku } from '../factories/catalogue.ts';

// A grocer's file names its pictures by other sites' addresses: the import answers at once and
// each picture is copied afterwards into the shop's own store, as an upload would be stored.
const JPEG = twoToneBytes('jpg', 640, 480, [200, 30, 30, 255]);
let pictureServer: Server;
let origin = '';
let t: TestApp;
let admin: SignedUp;
let woken = 0;
const resizer = threadPictureResizer();
const copiers: PictureCopier[] = [];
const copyErrors: unknown[] = [];

/** A copier over the test's database and picture folder; `allowPrivate` is the test setting. */
function copier(allowPrivate: boolean): PictureCopier {
  const made = startPictureCopier(
    {
      db: t.db,
      pictures: nodePictureSettings(t.dir, resizer),
      hop: publicFetch(allowPrivate),
      allowPrivate,
      now: t.clock.now,
      onCopied: () => t.menuCache.refresh(),
      reportError: (_message, error) => void copyErrors.push(error),
      // No retry: a failure is given up at once, so the test sees it kept.
      retryDelays: [],
    },
    { pollMs: 60_000 },
  );
  copiers.push(made);
  return made;
}

beforeAll(async () => {
  pictureServer = createServer((request, response) => {
    if (request.url === '/tomato.jpg') return void response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(JPEG);
    // A page that claims to be a picture: judged by its bytes, it is none.
    if (request.url === '/page.jpg')
      return void response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('<!doctype html><p>Hello</p>');
    if (request.url === '/moved.jpg') return void response.writeHead(302, { Location: '/tomato.jpg' }).end();
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => pictureServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pictureServer.address() as AddressInfo).port}`;
  t = await createTestApp({ pictureCopies: { wake: () => void woken++ } });
  ({ admin } = await signUpOwnerAndCustomer(t));
});
afterAll(async () => {
  await Promise.all(copiers.map((each) => each.stop()));
  await resizer.close();
  await new Promise((resolve) => pictureServer.close(resolve));
  await t.destroy();
});

const importFile = (csv: string, dryRun = false) => importCatalogue(t, admin.token, csv, dryRun);
const bySku = async (sku: string) => (await productWithSku(t, admin.token, sku))!;
const copies = async () =>
  (await answer<{ data: PictureCopy[] }>(await call(t, '/api/admin/picture-copies', { token: admin.token }))).body.data;
const rows = (...lines: string[]) => ['sku,name,category,price,image', ...lines].join('\n');

describe('pictures a catalogue file names by address', () => {
  it('are queued by an import that answers at once, and copied afterwards as an upload is stored', async () => {
    const file = rows(
      `COPY-1,Copied tomatoes,Fruit & Veg,2.49,${origin}/tomato.jpg`,
      `COPY-2,Moved tomatoes,Fruit & Veg,2.59,${origin}/moved.jpg`,
    );
    expect((await importFile(file, true)).body.data).toMatchObject({ created: 2, picturesQueued: 0 });
    const imported = await importFile(file);
    expect(imported).toMatchObject({ status: 200, body: { message: 'Catalogue imported', data: { created: 2, picturesQueued: 2 } } });
    // Answered before any copy was made: the products show the addresses, and the copies wait.
    expect(woken).toBe(1);
    expect((await bySku('COPY-1')).image).toBe(`${origin}/tomato.jpg`);
    expect(await copies()).toEqual([
      { foodId: (await bySku('COPY-1')).id, address: `${origin}/tomato.jpg`, state: 'waiting', reason: null },
      { foodId: (await bySku('COPY-2')).id, address: `${origin}/moved.jpg`, state: 'waiting', reason: null },
    ]);

    await copier(true).flush();
    for (const sku of ['COPY-1', 'COPY-2']) {
      const { image } = await bySku(sku);
      expect(image).toMatch(/^\/media\/[0-9a-f]{20}-800\.jpg$/);
      expect(isPictureFileName(image.slice('/media/'.length))).toBe(true);
      const served = await t.app.request(image);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(pixelAt(bytes, 400, 300)).toMatchObject({ width: 800, height: 600 });
    }
    expect(await copies()).toEqual([]);
    expect(copyErrors).toEqual([]);
  });

  it('keeps a failure with its reason, and the product its address, when the address is missing or no picture', async () => {
    await importFile(
      rows(`COPY-404,Missing pears,Fruit & Veg,1.99,${origin}/gone.jpg`, `COPY-HTML,Page pears,Fruit & Veg,1.89,${origin}/page.jpg`),
    );
    await copier(true).flush();
    expect((await bySku('COPY-404')).image).toBe(`${origin}/gone.jpg`);
    expect((await bySku('COPY-HTML')).image).toBe(`${origin}/page.jpg`);
    expect(await copies()).toEqual([
      {
        foodId: (await bySku('COPY-404')).id,
        address: `${origin}/gone.jpg`,
        state: 'failed',
        reason: 'The address answered with error 404.',
      },
      {
        foodId: (await bySku('COPY-HTML')).id,
        address: `${origin}/page.jpg`,
        state: 'failed',
        reason: 'The file is not a JPEG, PNG or WebP picture.',
      },
    ]);
    // In the asker's language.
    const italian = await answer<{ data: PictureCopy[] }>(
      await call(t, '/api/admin/picture-copies', { token: admin.token, headers: { 'Accept-Language': 'it' } }),
    );
    expect(italian.body.data[0]?.reason).toBe('L’indirizzo ha risposto con l’errore 404.');
  });

  it('refuses a private address unless the test setting allows it', async () => {
    await importFile(rows(`COPY-LOCAL,Local plums,Fruit & Veg,3.10,${origin}/tomato.jpg`));
    await copier(false).flush();
    expect((await bySku('COPY-LOCAL')).image).toBe(`${origin}/tomato.jpg`);
    expect((await copies()).find((copy) => copy.address === `${origin}/tomato.jpg`)).toMatchObject({
      state: 'failed',
      reason: 'The address is not allowed: only public http(s) addresses are copied.',
    });
  });

  it('leaves a product whose picture the owner changed meanwhile as it is', async () => {
    await importFile(rows(`COPY-OWNER,Owner figs,Fruit & Veg,4.20,${origin}/tomato.jpg`));
    const food = await bySku('COPY-OWNER');
    await importFile(rows(`COPY-OWNER,Owner figs,Fruit & Veg,4.20,/images/placeholder.svg`));
    await copier(true).flush();
    expect((await bySku('COPY-OWNER')).image).toBe('/images/placeholder.svg');
    expect((await copies()).some((copy) => copy.foodId === food.id)).toBe(false);
  });
});
