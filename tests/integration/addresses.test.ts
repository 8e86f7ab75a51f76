import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { addressFormatOf } from '../../domain/address-format.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer, orderBody, postOrder } from '../factories/orders.ts';

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

function inCountry(countryCode: string) {
  return call(t, '/api/settings', { method: 'PUT', body: { countryCode }, token: admin.token });
}

async function orderCount(): Promise<number> {
  return (await t.db.select({ n: count() }).from(orders).get())!.n;
}

function order(deliveryAddress: Record<string, string>) {
  return postOrder(t, orderBody({ deliveryAddress }), { token: customer.token });
}

const rome = { street: 'Via del Corso 12', city: 'Roma', state: 'RM', zipCode: '00186' };

describe('a delivery address by the shop’s country', () => {
  it('gives a page the shop’s country’s format, and only that one', async () => {
    expect((await inCountry('IT')).status).toBe(200);
    const { body } = await answer<{ data: { countryCode: string; addressFormat: unknown } }>(await call(t, '/api/settings'));
    expect(body.data.countryCode).toBe('IT');
    expect(body.data.addressFormat).toEqual(addressFormatOf('IT'));
  });

  it('Italy: refuses a CAP of four digits with a clear message, and places nothing', async () => {
    expect((await inCountry('IT')).status).toBe(200);
    const before = await orderCount();
    const { status, body } = await answer(await order({ ...rome, zipCode: '1234' }));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      message: 'CAP (postcode): use the format of 00144.',
      errors: { 'deliveryAddress.zipCode': 'CAP (postcode): use the format of 00144.' },
    });
    // In the asker's language, the field named as that language names it.
    const inItalian = await answer(
      await call(t, '/api/orders', {
        body: orderBody({ deliveryAddress: { ...rome, zipCode: '1234' } }),
        token: customer.token,
        headers: { 'Accept-Language': 'it' },
      }),
    );
    expect(inItalian.body).toMatchObject({
      message: 'CAP: usa il formato di 00144.',
      errors: { 'deliveryAddress.zipCode': 'CAP: usa il formato di 00144.' },
    });
    expect(await orderCount()).toBe(before);
  });

  it('Italy: asks for the province, and knows it by its sigla or its name', async () => {
    expect((await inCountry('IT')).status).toBe(200);
    const missing = await answer(await order({ ...rome, state: '' }));
    expect(missing).toMatchObject({ status: 400, body: { message: 'Fill in this field: Province.' } });
    const unknown = await answer(await order({ ...rome, state: 'Atlantide' }));
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Province: choose one from the list.' } });
    const byName = await answer<{ data: Order }>(await order({ ...rome, state: 'Roma' }));
    expect(byName.status).toBe(201);
    expect(byName.body.data.deliveryAddress.state).toBe('RM');
  });

  it('Italy: accepts 00186 and keeps the fields as they always were, the country the shop’s', async () => {
    expect((await inCountry('IT')).status).toBe(200);
    const { status, body } = await answer<{ data: Order }>(await order({ ...rome, street: ' Via del Corso 12 ', country: 'FR' }));
    expect(status).toBe(201);
    expect(body.data.deliveryAddress).toEqual({ ...rome, country: 'IT' });
  });

  it('Britain: checks the postcode, writes it in capitals, and keeps no state', async () => {
    expect((await inCountry('GB')).status).toBe(200);
    const london = { street: '10 Downing Street', city: 'London', zipCode: 'sw1a 2aa', state: 'Greater London' };
    const wrong = await answer(await order({ ...london, zipCode: '00186' }));
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Postcode: use the format of EC1Y 8SY.' } });
    const { status, body } = await answer<{ data: Order }>(await order(london));
    expect(status).toBe(201);
    expect(body.data.deliveryAddress).toEqual({
      street: '10 Downing Street',
      city: 'London',
      state: '',
      zipCode: 'SW1A 2AA',
      country: 'GB',
    });
  });

  it('the Emirates: no postcode or town asked for, an emirate', async () => {
    expect((await inCountry('AE')).status).toBe(200);
    const { status, body } = await answer<{ data: Order }>(await order({ street: 'Sheikh Zayed Road 1', state: 'Dubai' }));
    expect(status).toBe(201);
    expect(body.data.deliveryAddress).toEqual({ street: 'Sheikh Zayed Road 1', city: '', state: 'Dubai', zipCode: '', country: 'AE' });
    await inCountry('US');
  });
});
