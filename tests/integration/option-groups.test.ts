import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOD_FORM_ERRORS, OPTION_FORM_ERRORS } from '../../domain/food-form.ts';
import { translateText } from '../../domain/i18n/tables.ts';
import type { Food, FoodOptionGroup } from '../../domain/food.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { orderBody, placeOrder } from '../factories/orders.ts';

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const calzone = {
  name: 'Calzone',
  category: 'pizza',
  price: 11,
  image: '/images/dishes/margherita-pizza.svg',
  description: 'Folded.',
  isAvailable: true,
};
const size = {
  name: 'Size',
  minSelect: 1,
  maxSelect: 1,
  options: [
    { name: 'Small', price: 0 },
    { name: 'Large', price: 2.5 },
  ],
};

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function dish(id: string): Promise<Food> {
  return json<Food>(await call(t, `/api/foods/${id}`));
}

async function writeDish(body: Record<string, unknown>, id?: string): Promise<Response> {
  return call(t, id ? `/api/foods/${id}` : '/api/foods', { method: id ? 'PUT' : 'POST', body, token: admin.token });
}

function optionId(groups: readonly FoodOptionGroup[], name: string): string {
  const option = groups.flatMap((group) => group.options).find((candidate) => candidate.name === name);
  if (!option) throw new Error(`no option ${name}`);
  return option.id;
}

describe('a dish written with option groups', () => {
  it('keeps its groups in order with their options, prices in dollars, and the menu shows them', async () => {
    const response = await writeDish({
      ...calzone,
      optionGroups: [
        size,
        {
          name: 'Extras',
          maxSelect: 2,
          options: [
            { name: 'Olives', price: '1.00' },
            { name: 'Basil', price: 0.5, isAvailable: false },
          ],
        },
      ],
    });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: Food }>(response);
    expect(
      data.optionGroups.map(({ name, minSelect, maxSelect, options }) => ({
        name,
        minSelect,
        maxSelect,
        options: options.map(({ name: n, price, isAvailable }) => [n, price, isAvailable]),
      })),
    ).toEqual([
      {
        name: 'Size',
        minSelect: 1,
        maxSelect: 1,
        options: [
          ['Small', 0, true],
          ['Large', 2.5, true],
        ],
      },
      {
        name: 'Extras',
        minSelect: 0,
        maxSelect: 2,
        options: [
          ['Olives', 1, true],
          ['Basil', 0.5, false],
        ],
      },
    ]);
    expect((await dish(data.id)).optionGroups).toEqual(data.optionGroups);
  });

  it('shares a group by its id: one edit reaches every dish offering it, and ids of kept options stay', async () => {
    const first = (await json<{ data: Food }>(await writeDish({ ...calzone, name: 'Share One', optionGroups: [size] }))).data;
    const shared = first.optionGroups[0]!;
    const second = (
      await json<{ data: Food }>(await writeDish({ ...calzone, name: 'Share Two', optionGroups: [{ ...shared, options: shared.options }] }))
    ).data;
    expect(second.optionGroups[0]!.id).toBe(shared.id);

    const renamed = {
      ...shared,
      name: 'Pizza size',
      options: [
        ...shared.options.map((option) => (option.name === 'Large' ? { ...option, price: 3 } : option)),
        { name: 'Family', price: 6 },
      ],
    };
    expect((await writeDish({ ...calzone, name: 'Share Two', optionGroups: [renamed] }, second.id)).status).toBe(200);
    const seenOnFirst = (await dish(first.id)).optionGroups[0]!;
    expect(seenOnFirst.name).toBe('Pizza size');
    expect(seenOnFirst.options.map((option) => [option.name, option.price])).toEqual([
      ['Small', 0],
      ['Large', 3],
      ['Family', 6],
    ]);
    expect(optionId([seenOnFirst], 'Large')).toBe(optionId([shared], 'Large'));

    // Unlinked from its last dish, a group goes: the first dish's own copy stays while it offers it.
    expect((await writeDish({ ...calzone, name: 'Share Two', optionGroups: [] }, second.id)).status).toBe(200);
    expect((await dish(first.id)).optionGroups[0]!.id).toBe(shared.id);
  });

  it('refuses a broken group with its message, an unknown shared group, and changes nothing', async () => {
    const before = await json<Food[]>(await call(t, '/api/foods'));
    const cases: [unknown, string][] = [
      [[{ ...size, options: [] }], translateText('en', OPTION_FORM_ERRORS.noOptions('Size'))],
      [[{ ...size, minSelect: 2, maxSelect: 1 }], translateText('en', OPTION_FORM_ERRORS.maxBelowMin('Size'))],
      [[{ ...size, options: [{ name: 'Large', price: -1 }] }], OPTION_FORM_ERRORS.optionPriceInvalid],
      [[{ ...size, id: 'no-such-group' }], 'There is no option group "no-such-group" to share; leave out its id to make a new one.'],
    ];
    for (const [optionGroups, message] of cases) {
      const response = await writeDish({ ...calzone, name: 'Broken Calzone', optionGroups });
      expect(response.status).toBe(400);
      expect((await json(response)).message).toContain(message);
    }
    expect(await json<Food[]>(await call(t, '/api/foods'))).toEqual(before);
  });
});

describe('ordering with options', () => {
  it('prices (dish + options) × quantity, keeps each set of choices as its own line, and lists the choices on the order', async () => {
    const pepperoni = await dish('pepperoni-pizza');
    const large = optionId(pepperoni.optionGroups, 'Large 14"');
    const olives = optionId(pepperoni.optionGroups, 'Olives');
    const regular = optionId(pepperoni.optionGroups, 'Regular 10"');
    const order = await placeOrder(t, customer.token, {
      products: [
        { productId: 'pepperoni-pizza', quantity: 2, options: [olives, large] },
        { productId: 'pepperoni-pizza', quantity: 1, options: [regular] },
      ],
    });
    expect(order.products).toEqual([
      {
        productId: 'pepperoni-pizza',
        name: 'Pepperoni Pizza',
        price: 17.99,
        quantity: 2,
        soldBy: 'unit',
        unit: null,
        amount: 35.98,
        image: pepperoni.image,
        options: [
          { id: large, name: 'Large 14"', price: 2.5 },
          { id: olives, name: 'Olives', price: 1 },
        ],
        taxRate: 0,
        refundedQuantity: 0,
        substitution: { mode: 'none' },
        picked: null,
      },
      {
        productId: 'pepperoni-pizza',
        name: 'Pepperoni Pizza',
        price: 14.49,
        quantity: 1,
        soldBy: 'unit',
        unit: null,
        amount: 14.49,
        image: pepperoni.image,
        options: [{ id: regular, name: 'Regular 10"', price: 0 }],
        taxRate: 0,
        refundedQuantity: 0,
        substitution: { mode: 'none' },
        picked: null,
      },
    ]);
    expect(order.subtotal).toBe(Math.round((2 * 17.99 + 14.49) * 100) / 100);
    const mine = await json<{ data: Order[] }>(await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token }));
    expect(mine.data.find((candidate) => candidate._id === order._id)?.products[0]?.options).toEqual([
      { id: large, name: 'Large 14"', price: 2.5 },
      { id: olives, name: 'Olives', price: 1 },
    ]);
  });

  it('refuses an unknown or foreign option (400), a broken minimum or maximum (400) and a sold-out option (409), naming each', async () => {
    const pepperoni = await dish('pepperoni-pizza');
    const large = optionId(pepperoni.optionGroups, 'Large 14"');
    const regular = optionId(pepperoni.optionGroups, 'Regular 10"');
    const cases: [unknown[], number, string][] = [
      [[large, 'burger-leave-out-pickles'], 400, '"burger-leave-out-pickles" is not an option of Pepperoni Pizza.'],
      [[], 400, 'Please choose a size for Pepperoni Pizza.'],
      [[large, regular], 400, 'Choose at most 1 from Size for Pepperoni Pizza.'],
      [[large, 'pizza-extras-truffle-oil'], 409, 'Sorry, Truffle oil (Pepperoni Pizza) is sold out.'],
    ];
    for (const [options, status, message] of cases) {
      const response = await call(t, '/api/orders', {
        body: orderBody({ products: [{ productId: 'pepperoni-pizza', quantity: 1, options }] }),
        token: customer.token,
      });
      expect(response.status, message).toBe(status);
      expect((await json(response)).message).toBe(message);
    }
  });
});

describe('PATCH /api/options/{id}/availability', () => {
  it('marks an option sold out on every dish sharing it, then back; ordering it meanwhile is refused with its name', async () => {
    const path = '/api/options/pizza-extras-olives/availability';
    const soldOut = await call(t, path, { method: 'PATCH', body: { isAvailable: false }, token: admin.token });
    expect(await json(soldOut)).toEqual({
      success: true,
      data: { id: 'pizza-extras-olives', name: 'Olives', isAvailable: false },
      message: 'Olives is marked sold out',
    });
    for (const id of ['margherita-pizza', 'bbq-chicken-pizza']) {
      expect(
        (await dish(id)).optionGroups.flatMap((group) => group.options).find((option) => option.id === 'pizza-extras-olives')?.isAvailable,
      ).toBe(false);
    }
    const refused = await call(t, '/api/orders', {
      body: orderBody({ products: [{ productId: 'margherita-pizza', quantity: 1, options: ['pizza-extras-olives'] }] }),
      token: customer.token,
    });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe('Sorry, Olives (Margherita Pizza) is sold out.');

    expect(await json(await call(t, path, { method: 'PATCH', body: { isAvailable: true }, token: admin.token }))).toMatchObject({
      message: 'Olives is back on sale',
    });
  });

  it('checks who asks, the body and the option, changing nothing', async () => {
    const before = await call(t, '/api/foods');
    const path = '/api/options/pizza-extras-olives/availability';
    expect((await call(t, path, { method: 'PATCH', body: { isAvailable: false } })).status).toBe(401);
    expect((await call(t, path, { method: 'PATCH', body: { isAvailable: false }, token: customer.token })).status).toBe(403);
    const bad = await call(t, path, { method: 'PATCH', body: { isAvailable: 'no' }, token: admin.token });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toContain(FOOD_FORM_ERRORS.availableInvalid);
    expect(
      (await call(t, '/api/options/no-such-option/availability', { method: 'PATCH', body: { isAvailable: false }, token: admin.token }))
        .status,
    ).toBe(404);
    expect((await call(t, '/api/foods')).headers.get('etag')).toBe(before.headers.get('etag'));
  });
});
