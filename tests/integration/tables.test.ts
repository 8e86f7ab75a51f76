import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diningTables, orders, tableTabs } from '../../db/schema/index.ts';
import type { Table } from '../../domain/contracts/tables.ts';
import { translateText } from '../../domain/i18n/tables.ts';
import { TABLE_MESSAGES } from '../../domain/tables/table-form.ts';
import { findTableByToken } from '../../worker/src/tables/find-table.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer, placeOrder } from '../factories/orders.ts';

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
/** A second location, and one removed, for the per-location rules. */
let riversideId: number;
let closedId: number;

const en = (text: string) => translateText('en', text);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  const location = async (name: string) =>
    (
      await answer<{ data: { id: number } }>(
        await call(t, '/api/locations', {
          body: { name, address: { street: '9 River Road', city: 'Springfield', country: 'US' }, phone: '217 555 0199' },
          token: admin.token,
        }),
      )
    ).body.data.id;
  riversideId = await location('Riverside');
  closedId = await location('Old Quay');
  expect((await call(t, `/api/locations/${closedId}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
});
afterAll(() => t.destroy());

type Changed = { data: Table; message: string; errors?: Record<string, string>; code?: string };
const add = async (body: unknown, headers?: Record<string, string>) =>
  answer<Changed>(await call(t, '/api/tables', { body, token: admin.token, headers }));
const change = async (id: number, body: unknown) =>
  answer<Changed>(await call(t, `/api/tables/${id}`, { method: 'PUT', body, token: admin.token }));
const remove = async (id: number) => answer<Changed>(await call(t, `/api/tables/${id}`, { method: 'DELETE', token: admin.token }));
const list = async (query = '') =>
  (await answer<{ data: Table[] }>(await call(t, `/api/tables${query}`, { token: admin.token }))).body.data;

/** Every text a PDF's pages draw, read back from its content streams (pdf-lib writes them as hex strings). */
function drawnTexts(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) texts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
  }
  return texts;
}

describe("the owner's tables", () => {
  it('adds a table at the first location with a token and the link its code leads to', async () => {
    const added = await add({ name: '  Table 7 ', seats: 4 });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(en(TABLE_MESSAGES.added));
    const { data } = added.body;
    expect(data).toMatchObject({ name: 'Table 7', seats: 4, locationId: 1, locationName: 'Doorstep' });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(data.url).toBe(`http://localhost/table/${data.token}`);
  });

  it('reads seats typed as text in the shop’s locale, as the form sends them', async () => {
    const added = await add({ name: 'Booth 1', seats: '6' });
    expect(added.status).toBe(201);
    expect(added.body.data.seats).toBe(6);
  });

  it('says what is wrong with a name or seats, field by field, in the asker’s language', async () => {
    const refused = await add({ name: ' ', seats: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ name: en(TABLE_MESSAGES.nameRequired), seats: en(TABLE_MESSAGES.seats) });
    const long = await add({ name: 'x'.repeat(41), seats: 2.5 });
    expect(long.body.errors).toEqual({ name: en(TABLE_MESSAGES.nameTooLong), seats: en(TABLE_MESSAGES.seats) });
    expect((await add({ name: 'Big', seats: 51 })).body.errors).toEqual({ seats: en(TABLE_MESSAGES.seats) });
    const spanish = await add({ name: '', seats: 4 }, { 'Accept-Language': 'es' });
    expect(spanish.body.errors?.name).toBe('Ponle un nombre a la mesa.');
  });

  it('keeps a name unique within its location, in any case, but not across locations', async () => {
    const taken = await add({ name: 'table 7', seats: 2 });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('table 7 is at this location already.');
    expect(taken.body.errors?.name).toBe(taken.body.message);
    const elsewhere = await add({ name: 'Table 7', seats: 2, locationId: riversideId });
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.data).toMatchObject({ locationId: riversideId, locationName: 'Riverside' });
  });

  it('refuses a closed or unknown location', async () => {
    for (const locationId of [closedId, 999]) {
      const refused = await add({ name: 'Table 1', seats: 2, locationId });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(en(TABLE_MESSAGES.locationClosed));
    }
  });

  it('lists by location, then by name as people count, and one location with ?location=', async () => {
    for (const name of ['Table 10', 'Table 2', 'Terrace']) expect((await add({ name, seats: 2 })).status).toBe(201);
    const names = (await list()).map((table) => `${table.locationId} ${table.name}`);
    expect(names).toEqual(['1 Booth 1', '1 Table 2', '1 Table 7', '1 Table 10', '1 Terrace', `${riversideId} Table 7`]);
    expect((await list(`?location=${riversideId}`)).map((table) => table.name)).toEqual(['Table 7']);
  });

  it('changes a table’s name, seats and location, keeping its token; refuses a taken name and an unknown id', async () => {
    const booth = (await list()).find((table) => table.name === 'Booth 1')!;
    const changed = await change(booth.id, { name: 'Booth 2', seats: 8 });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(en(TABLE_MESSAGES.saved));
    expect(changed.body.data).toMatchObject({ name: 'Booth 2', seats: 8, locationId: 1, token: booth.token });
    const moved = await change(booth.id, { name: 'Booth 2', seats: 8, locationId: riversideId });
    expect(moved.body.data).toMatchObject({ locationId: riversideId, locationName: 'Riverside' });
    expect((await change(booth.id, { name: 'TABLE 7', seats: 2 })).status).toBe(409);
    expect((await change(booth.id, { name: 'Booth 2', seats: 8, locationId: closedId })).status).toBe(400);
    const missing = await change(9999, { name: 'Nowhere', seats: 2 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(en(TABLE_MESSAGES.notFound));
    expect((await change(booth.id, { name: 'Booth 2', seats: 'many' })).status).toBe(400);
  });

  it('renews a token: the old one finds nothing, the new one finds the table and its location', async () => {
    const [table] = await list(`?location=${riversideId}`);
    expect(await findTableByToken(t.db, table!.token)).toMatchObject({ id: table!.id, location: { id: riversideId, name: 'Riverside' } });
    const renewed = await answer<Changed>(await call(t, `/api/tables/${table!.id}/token`, { method: 'POST', token: admin.token }));
    expect(renewed.status).toBe(200);
    expect(renewed.body.message).toBe(en(TABLE_MESSAGES.renewed));
    expect(renewed.body.data.token).not.toBe(table!.token);
    expect(renewed.body.data.url).toBe(`http://localhost/table/${renewed.body.data.token}`);
    expect(await findTableByToken(t.db, table!.token)).toBeNull();
    expect((await findTableByToken(t.db, renewed.body.data.token))?.id).toBe(table!.id);
    expect(await findTableByToken(t.db, 'not a token')).toBeNull();
    expect((await call(t, '/api/tables/9999/token', { method: 'POST', token: admin.token })).status).toBe(404);
  });

  it('finds no table at a location that has closed', async () => {
    const [row] = await t.db
      .insert(diningTables)
      .values({ locationId: closedId, name: 'Left behind', seats: 2, token: 'AAAAAAAAAAAAAAAAAAAAAA' })
      .returning();
    expect(await findTableByToken(t.db, row!.token)).toBeNull();
    await t.db.delete(diningTables).where(eq(diningTables.id, row!.id));
  });

  it('refuses to remove a table whose tab is open with orders, and removes it once the tab is closed', async () => {
    const table = (await list()).find((entry) => entry.name === 'Table 2')!;
    const [tab] = await t.db.insert(tableTabs).values({ tableId: table.id, locationId: 1, openedAt: new Date() }).returning();
    const order = await placeOrder(t, customer.token, { locationId: 1 });
    await t.db.update(orders).set({ tableId: table.id, tableName: table.name, tabId: tab!.id }).where(eq(orders.id, order._id));
    const refused = await remove(table.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Close Table 2’s tab before removing it.');
    await t.db.update(tableTabs).set({ closedAt: new Date() }).where(eq(tableTabs.id, tab!.id));
    const removed = await call(t, `/api/tables/${table.id}`, { method: 'DELETE', token: admin.token });
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
    expect((await list()).some((entry) => entry.id === table.id)).toBe(false);
    const kept = await t.db.select({ tableName: orders.tableName }).from(orders).where(eq(orders.id, order._id)).get();
    expect(kept?.tableName).toBe('Table 2');
    expect((await remove(table.id)).status).toBe(404);
  });

  it('removes a table whose open tab has no orders yet, and that empty tab with it', async () => {
    const table = (await list()).find((entry) => entry.name === 'Terrace')!;
    await t.db.insert(tableTabs).values({ tableId: table.id, locationId: 1, openedAt: new Date() });
    expect((await call(t, `/api/tables/${table.id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect(await t.db.select().from(tableTabs).where(eq(tableTabs.tableId, table.id))).toEqual([]);
  });
});

describe('the QR codes', () => {
  it('prints a sheet of A4 pages, six codes a page, with the shop’s and the tables’ names', async () => {
    for (let number = 20; number < 25; number++) expect((await add({ name: `Table ${number}`, seats: 2 })).status).toBe(201);
    const tables = await list();
    expect(tables.length).toBe(9);
    const response = await call(t, '/api/tables/qr.pdf', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const texts = drawnTexts(bytes);
    for (const table of tables) expect(texts).toContain(table.name);
    expect(texts.filter((text) => text === 'Doorstep')).toHaveLength(9);
    expect(texts.filter((text) => text === 'Scan to order')).toHaveLength(9);

    const one = await call(t, `/api/tables/qr.pdf?location=${riversideId}`, { token: admin.token });
    const riverside = await PDFDocument.load(new Uint8Array(await one.arrayBuffer()));
    expect(riverside.getPageCount()).toBe(1);
  });

  it('writes the line under the codes in the shop’s default language, and leaves out what the PDF’s fonts cannot write', async () => {
    const saved = await call(t, '/api/settings', {
      method: 'PUT',
      body: { storeName: 'مطعم Łódź Café', languages: { default: 'fr', offered: ['fr', 'en'] } },
      token: admin.token,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const texts = drawnTexts(new Uint8Array(await (await call(t, '/api/tables/qr.pdf', { token: admin.token })).arrayBuffer()));
    expect(texts).toContain('Scannez pour commander');
    expect(texts).toContain('ódz Café');
    expect(texts).not.toContain('Doorstep');
  });

  it('gives one table’s code as SVG with the same words, every script written', async () => {
    const [table] = await list();
    const response = await call(t, `/api/tables/${table!.id}/qr.svg`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('.svg"');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(`>${table!.name}</text>`);
    expect(svg).toContain('>مطعم Łódź Café</text>');
    expect(svg).toContain('>Scannez pour commander</text>');
    expect(svg).toMatch(/<path [^>]*d="M4 4h7v1h-7z/);
    expect((await call(t, '/api/tables/9999/qr.svg', { token: admin.token })).status).toBe(404);
  });
});
