import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer, placeOrder } from '../factories/orders.ts';

// A shop in yen (no minor unit), then in Kuwaiti dinars (three decimals): amounts keep the
// currency's own decimals in, out, in the arithmetic and in the exports.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const admin_ = (path: string, method: string, body: unknown) => call(t, path, { method, body, token: admin.token });
const dish = (name: string, price: unknown) => ({ name, category: 'pizza', price, image: '/images/placeholder.svg', description: '' });

async function pizzaTax(taxRate: number): Promise<void> {
  expect(
    (
      await admin_('/api/categories/pizza', 'PUT', {
        name: 'pizza',
        description: 'Stone-baked.',
        image: '/images/dishes/margherita-pizza.svg',
        taxRate,
      })
    ).status,
  ).toBe(200);
}

describe('a shop in yen', () => {
  let ramenId: string;

  it('takes whole yen only, and answers them as they are', async () => {
    expect(
      (await admin_('/api/settings', 'PUT', { currency: 'JPY', locale: 'ja-JP', taxMode: 'exclusive', deliveryTaxRate: 0 })).status,
    ).toBe(200);
    await pizzaTax(8);
    const refused = await answer(await admin_('/api/foods', 'POST', dish('Half Yen Pizza', 12.5)));
    expect(refused).toMatchObject({ status: 400, body: { message: 'Price can have no decimals.' } });
    // Limits are in the currency's own units: a ¥1,500,000 dish is a slipped key, a ¥15,000 one is not.
    const tooDear = await answer(await admin_('/api/foods', 'POST', dish('Gold Pizza', 1_500_000)));
    expect(tooDear).toMatchObject({ status: 400, body: { message: 'Price must be at most ￥1,000,000.' } });
    expect((await admin_('/api/foods', 'POST', dish('Wagyu Pizza', 15_000))).status).toBe(201);
    const added = await answer<{ data: { id: string; price: number } }>(await admin_('/api/foods', 'POST', dish('Yen Pizza', 1200)));
    expect(added).toMatchObject({ status: 201, body: { data: { price: 1200 } } });
    ramenId = added.body.data.id;
    // The fee the shop had, 300 stored units, reads as ¥300 now: amounts are not converted.
    const settings = (await (await call(t, '/api/settings')).json()) as { data: { currency: string; deliveryFee: number } };
    expect(settings.data).toMatchObject({ currency: 'JPY', deliveryFee: 300 });
  });

  it('rounds tax to the yen: 2 × ¥1,200 at 8% is ¥192', async () => {
    const order = await placeOrder(t, customer.token, { products: [{ productId: ramenId, quantity: 2 }], totalAmount: 2892 });
    expect(order).toMatchObject({
      currency: 'JPY',
      subtotal: 2400,
      deliveryFee: 300,
      tax: 192,
      totalAmount: 2892,
      products: [{ price: 1200 }],
    });
  });
});

describe('then in dinars', () => {
  it('takes three decimals, rounds to the fils, and keeps the yen order in yen', async () => {
    expect((await admin_('/api/settings', 'PUT', { currency: 'KWD', locale: 'en-KW', confirmCurrencyChange: true })).status).toBe(200);
    expect(await answer(await admin_('/api/foods', 'POST', dish('Fils Pizza', 1.2345)))).toMatchObject({
      status: 400,
      body: { message: 'Price can have at most three decimals.' },
    });
    const added = await answer<{ data: { id: string; price: number } }>(await admin_('/api/foods', 'POST', dish('Dinar Pizza', 1.234)));
    expect(added.body.data.price).toBe(1.234);
    // 1.234 + 0.300 fee (the 300 stored units, now fils) + 8% of 1.234 = 0.09872 → 0.099.
    const order = await placeOrder(t, customer.token, { products: [{ productId: added.body.data.id, quantity: 1 }], totalAmount: 1.633 });
    expect(order).toMatchObject({ currency: 'KWD', subtotal: 1.234, deliveryFee: 0.3, tax: 0.099, totalAmount: 1.633 });

    const mine = (await (await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token })).json()) as {
      data: { currency: string; totalAmount: number }[];
    };
    expect(mine.data.map((each) => [each.currency, each.totalAmount])).toEqual([
      ['KWD', 1.633],
      ['JPY', 2892],
    ]);

    const csv = await call(t, '/api/admin/reports/orders.csv?from=2026-01-15&to=2026-01-15', { token: admin.token });
    const rows = parse(await csv.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.Currency, row.Total, row.Tax]).sort()).toEqual([
      ['JPY', '2892', '192'],
      ['KWD', '1.633', '0.099'],
    ]);

    // The report adds up the shop's currency only: yen cannot be added to dinars.
    const { body } = await answer<{ data: { currency: string; summary: { orders: number; total: number } } }>(
      await call(t, '/api/admin/reports?from=2026-01-15&to=2026-01-15', { token: admin.token }),
    );
    expect(body.data).toMatchObject({ currency: 'KWD', summary: { orders: 1, total: 1.633 } });
  });
});
