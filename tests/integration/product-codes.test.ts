import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOD_FORM_ERRORS } from '../../domain/food-form.ts';
import type { Food } from '../../domain/food.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer } from '../factories/orders.ts';

// A grocer's products carry their own code (SKU, unique in the shop) and their barcode (a GTIN
// whose check digit must be right), kept and answered as the owner typed them.
let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const product = (name: string, codes: Record<string, unknown>) => ({ name, category: 'Pantry', price: 1.99, ...codes });
const add = async (body: unknown) =>
  answer<{ data: Food; message: string; code?: string; errors?: Record<string, string> }>(
    await call(t, '/api/foods', { body, token: admin.token }),
  );
const change = async (id: string, body: unknown) =>
  answer<{ data: Food; errors?: Record<string, string> }>(await call(t, `/api/foods/${id}`, { method: 'PUT', body, token: admin.token }));
const menuCount = async () => (await answer<Food[]>(await call(t, '/api/foods?include=hidden', { token: admin.token }))).body.length;

describe("a product's SKU and barcode", () => {
  it('are kept and answered, the barcode as its digits', async () => {
    const added = await add(product('Passata 500 g', { sku: ' PAS-500 ', barcode: '4 006381-333931' }));
    expect(added).toMatchObject({ status: 201, body: { data: { sku: 'PAS-500', barcode: '4006381333931' } } });
    const listed = (await answer<Food[]>(await call(t, '/api/foods'))).body.find((dish) => dish.id === added.body.data.id);
    expect(listed).toMatchObject({ sku: 'PAS-500', barcode: '4006381333931' });
    const plain = (await answer<Food[]>(await call(t, '/api/foods'))).body.find((dish) => dish.id === 'margherita-pizza');
    expect(plain).toMatchObject({ sku: null, barcode: null });
  });

  it('refuses a barcode whose check digit is wrong, or of another length, naming the field', async () => {
    const before = await menuCount();
    expect(await add(product('Bad Jar', { barcode: '4006381333932' }))).toMatchObject({
      status: 400,
      body: { errors: { barcode: FOOD_FORM_ERRORS.barcodeInvalid } },
    });
    expect((await add(product('Short Jar', { barcode: '12345' }))).status).toBe(400);
    expect(await menuCount()).toBe(before);
  });

  it('refuses an SKU another product has, writing nothing', async () => {
    const before = await menuCount();
    expect(await add(product('Passata 700 g', { sku: 'PAS-500' }))).toMatchObject({
      status: 409,
      body: { code: 'sku_taken', errors: { sku: FOOD_FORM_ERRORS.skuTaken } },
    });
    expect(await menuCount()).toBe(before);
    const other = await add(product('Olive Oil 1 l', { sku: 'OIL-1L', barcode: '036000291452' }));
    expect(other.status).toBe(201);
    expect(await change(other.body.data.id, product('Olive Oil 1 l', { sku: 'PAS-500' }))).toMatchObject({
      status: 409,
      body: { errors: { sku: FOOD_FORM_ERRORS.skuTaken } },
    });
  });

  it('stay when a change leaves them out, and go when it sends them blank', async () => {
    const added = await add(product('Rice 1 kg', { sku: 'RICE-1', barcode: '96385074' }));
    const kept = await change(added.body.data.id, product('Rice 1 kg', { price: 2.49 }));
    expect(kept.body.data).toMatchObject({ price: 2.49, sku: 'RICE-1', barcode: '96385074' });
    const cleared = await change(added.body.data.id, product('Rice 1 kg', { sku: '', barcode: null }));
    expect(cleared.body.data).toMatchObject({ sku: null, barcode: null });
  });

  it('give the price per kg, l or item its content makes, following a change of price', async () => {
    const added = await add(product('Passata 400 g', { sku: 'PAS-400', price: 1.01, content: { amount: 400, unit: 'g' } }));
    expect(added.body.data).toMatchObject({ content: { amount: 400, unit: 'g' }, unitPrice: { amount: 2.53, per: 'kg' } });
    const dearer = await change(added.body.data.id, product('Passata 400 g', { price: 1.2 }));
    expect(dearer.body.data).toMatchObject({ content: { amount: 400, unit: 'g' }, unitPrice: { amount: 3, per: 'kg' } });
    const none = await change(added.body.data.id, product('Passata 400 g', { content: null }));
    expect(none.body.data).toMatchObject({ content: null, unitPrice: null });
    expect(await add(product('Odd Jar', { content: { amount: 1, unit: 'bushel' } }))).toMatchObject({
      status: 400,
      body: { errors: { 'content.unit': FOOD_FORM_ERRORS.contentUnit } },
    });
  });
});
