import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer } from '../factories/orders.ts';

// Luigi's Pizzeria, a new shop with no orders yet: the owner switches to euros and it-IT, and
// amounts sent as text are read the Italian way (docs/product/forms.md).
let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const putSettings = (body: unknown) => call(t, '/api/settings', { method: 'PUT', body, token: admin.token });
const settingsNow = async () => (await answer<{ data: Record<string, unknown> }>(await call(t, '/api/settings'))).body.data;

describe("a new shop's currency", () => {
  it('changes without confirmation while the shop has no orders', async () => {
    const saved = await answer(await putSettings({ currency: 'EUR', locale: 'it-IT', taxMode: 'inclusive', deliveryTaxRate: 10 }));
    expect(saved.status).toBe(200);
    expect(await settingsNow()).toMatchObject({ currency: 'EUR', locale: 'it-IT', taxMode: 'inclusive', deliveryTaxRate: 10 });
  });
});

describe('amounts sent as text in an it-IT shop', () => {
  const dish = { name: 'Diavola', category: 'pizza', image: '/images/placeholder.svg', description: '' };

  it('reads "22,5" as 22.50 €, and JSON numbers as before', async () => {
    const text = await answer<{ data: Food }>(
      await call(t, '/api/foods', { method: 'POST', body: { ...dish, price: '22,5' }, token: admin.token }),
    );
    expect(text.status).toBe(201);
    expect(text.body.data.price).toBe(22.5);
    const number = await answer<{ data: Food }>(
      await call(t, '/api/foods', { method: 'POST', body: { ...dish, name: 'Capricciosa', price: 9.5 }, token: admin.token }),
    );
    expect(number.body.data.price).toBe(9.5);
  });

  it('refuses "22.5" with 400 saying how to write it at the field, and writes nothing', async () => {
    const before = ((await (await call(t, '/api/foods')).json()) as Food[]).length;
    const refused = await answer(
      await call(t, '/api/foods', { method: 'POST', body: { ...dish, name: 'Marinara', price: '22.5' }, token: admin.token }),
    );
    const message = 'Write it as 22,5: decimals after ",", thousands with "." or nothing.';
    expect(refused).toMatchObject({ status: 400, body: { success: false, errors: { price: message } } });
    expect(((await (await call(t, '/api/foods')).json()) as Food[]).length).toBe(before);
    const fee = await answer(await putSettings({ deliveryFee: '3.5' }));
    expect(fee).toMatchObject({
      status: 400,
      body: { errors: { deliveryFee: 'Write it as 3,5: decimals after ",", thousands with "." or nothing.' } },
    });
  });
});

describe('a dish without a picture', () => {
  it('is saved with none, blank or left out, and answers with an empty image', async () => {
    const left = await answer<{ data: Food }>(
      await call(t, '/api/foods', { method: 'POST', body: { name: 'Focaccia', category: 'pizza', price: 4 }, token: admin.token }),
    );
    expect(left.status).toBe(201);
    expect(left.body.data.image).toBe('');
    const blank = await answer<{ data: Food }>(
      await call(t, '/api/foods', {
        method: 'POST',
        body: { name: 'Calzone', category: 'pizza', price: 11, image: ' ' },
        token: admin.token,
      }),
    );
    expect(blank.body.data.image).toBe('');
  });
});
