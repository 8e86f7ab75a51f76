import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foods, orderLines } from '../../db/schema/index.ts';
import { FOOD_FORM_ERRORS } from '../../domain/food-form.ts';
import type { Food } from '../../domain/food.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, type SignedUp, signUpOwnerAndCustomer, signUpUser } from '../factories/auth.ts';
import { orderBody } from '../factories/orders.ts';

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const newDish = {
  name: 'Paneer Tikka',
  category: 'thali',
  price: 11.5,
  image: '/images/dishes/veg-thali.svg',
  description: 'Smoky.',
  isAvailable: true,
};

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function menu(): Promise<{ foods: Food[]; etag: string }> {
  const response = await call(t, '/api/foods');
  expect(response.status).toBe(200);
  return { foods: await json<Food[]>(response), etag: response.headers.get('etag')! };
}

async function addDish(body: Record<string, unknown> = newDish): Promise<Food> {
  const response = await call(t, '/api/foods', { method: 'POST', body, token: admin.token });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ data: Food }>(response)).data;
}

describe('who may change the menu', () => {
  const writes = [
    { label: 'POST /api/foods', method: 'POST', path: () => '/api/foods', status: 201 },
    { label: 'PUT /api/foods/{id}', method: 'PUT', path: (id: string) => `/api/foods/${id}`, status: 200 },
    { label: 'DELETE /api/foods/{id}', method: 'DELETE', path: (id: string) => `/api/foods/${id}`, status: 200 },
  ] as const;

  it.each(writes)('$label: anonymous 401, customer 403, admin $status', async ({ method, path, status }) => {
    const target = await addDish({ ...newDish, name: `Matrix ${method}` });
    const body = method === 'DELETE' ? undefined : { ...newDish, name: `Matrix ${method} changed` };
    const before = await menu();

    const anonymous = await call(t, path(target.id), { method, body });
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toMatchObject({ success: false, message: 'Please sign in to continue.' });

    const asCustomer = await call(t, path(target.id), { method, body, token: customer.token });
    expect(asCustomer.status).toBe(403);
    expect(await json(asCustomer)).toMatchObject({ success: false, message: 'Only an administrator can do that.' });
    expect((await menu()).etag).toBe(before.etag);

    const asAdmin = await call(t, path(target.id), { method, body, token: admin.token });
    expect(asAdmin.status).toBe(status);
    expect((await menu()).etag).not.toBe(before.etag);
  });

  it('reads the role from the database: a demoted admin is refused at once', async () => {
    const other = await signUpUser(t, { name: 'Short Reign' });
    await setRole(t, other.userId, 'admin');
    expect((await call(t, '/api/foods', { body: { ...newDish, name: 'Reign dish' }, token: other.token })).status).toBe(201);
    await setRole(t, other.userId, 'customer');
    expect((await call(t, '/api/foods', { body: { ...newDish, name: 'Reign dish 2' }, token: other.token })).status).toBe(403);
  });

  it('refuses a write from another site even for an admin', async () => {
    const response = await call(t, '/api/foods', { body: newDish, token: admin.token, headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ message: 'Cross-site request refused.' });
  });
});

describe('POST /api/foods', () => {
  it('adds a dish under a slug of its name, in cents, and the menu lists it at once with a new ETag', async () => {
    const before = await menu();
    const response = await call(t, '/api/foods', { body: { ...newDish, name: '  Crème Brûlée ', price: 6.05 }, token: admin.token });
    expect(response.status).toBe(201);
    const answer = await json<{ success: boolean; data: Food; message: string }>(response);
    expect(answer).toEqual({
      success: true,
      message: 'Food added successfully',
      data: {
        _id: 'creme-brulee',
        id: 'creme-brulee',
        name: 'Crème Brûlée',
        category: 'thali',
        categoryId: 'thali',
        price: 6.05,
        image: newDish.image,
        description: 'Smoky.',
        isAvailable: true,
        stock: { tracked: false, quantity: null, lowAt: null },
        sku: null,
        barcode: null,
        content: null,
        unitPrice: null,
        soldBy: 'unit',
        unit: null,
        quantityStep: 1,
        minQuantity: 1,
        maxQuantity: null,
        allergens: [],
        dietary: [],
        optionGroups: [],
        taxRate: 0,
        rating: null,
      },
    });
    const row = await t.db.select().from(foods).where(eq(foods.id, 'creme-brulee')).get();
    expect(row?.priceCents).toBe(605);

    const after = await menu();
    expect(after.etag).not.toBe(before.etag);
    expect(after.foods).toHaveLength(before.foods.length + 1);
    // In the owner's order: after the category's other dishes, before the next category's.
    const at = after.foods.findIndex((food) => food.id === 'creme-brulee');
    // Read, it says the language its texts are in (the shop's default).
    expect(after.foods[at]).toEqual({ ...answer.data, lang: 'en' });
    expect(after.foods[at - 1]?.categoryId).toBe('thali');
    expect(after.foods[at + 1]?.categoryId).not.toBe('thali');
    const one = await call(t, '/api/foods/creme-brulee');
    expect(await json(one)).toEqual({ ...answer.data, lang: 'en' });
    // The old ETag no longer matches: a browser holding it gets the new menu, not a 304.
    expect((await call(t, '/api/foods', { headers: { 'If-None-Match': before.etag } })).status).toBe(200);
  });

  it('makes ids unique when names repeat, and never takes a seeded dish’s id', async () => {
    const first = await addDish({ ...newDish, name: 'Twin Soup' });
    const second = await addDish({ ...newDish, name: 'Twin Soup!' });
    const third = await addDish({ ...newDish, name: 'Margherita Pizza' });
    expect([first.id, second.id, third.id]).toEqual(['twin-soup', 'twin-soup-2', 'margherita-pizza-2']);
    const seeded = await json<Food>(await call(t, '/api/foods/margherita-pizza'));
    expect(seeded.price).toBe(12.99);
  });

  it('defaults description and availability', async () => {
    const { description: _description, isAvailable: _isAvailable, ...required } = newDish;
    const dish = await addDish({ ...required, name: 'Plain Rice', image: 'https://cdn.example.com/rice.png' });
    expect(dish).toMatchObject({ description: '', isAvailable: true, image: 'https://cdn.example.com/rice.png' });
  });

  it('refuses a bad form with the field messages and changes nothing', async () => {
    const before = await menu();
    const response = await call(t, '/api/foods', { body: { name: ' ', category: '', price: 'abc', image: '' }, token: admin.token });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      success: false,
      message: FOOD_FORM_ERRORS.nameRequired,
      errors: {
        name: 'Name is required.',
        category: 'Category is required.',
        price: 'Price must be a number of at least 0.',
      },
    });
    for (const [body, message] of [
      [{ ...newDish, price: -1 }, FOOD_FORM_ERRORS.priceInvalid],
      [{ ...newDish, price: 1.005 }, FOOD_FORM_ERRORS.priceCents],
      [{ ...newDish, image: 'javascript:alert(1)' }, FOOD_FORM_ERRORS.imageInvalid],
      [{ ...newDish, name: 'x'.repeat(101) }, FOOD_FORM_ERRORS.nameTooLong],
    ] as const) {
      const refused = await call(t, '/api/foods', { body, token: admin.token });
      expect(refused.status).toBe(400);
      expect(await json(refused)).toMatchObject({ message });
    }
    expect((await call(t, '/api/foods', { body: 'not json', token: admin.token })).status).toBe(400);
    expect((await menu()).etag).toBe(before.etag);
  });
});

describe('PUT /api/foods/{id}', () => {
  it('changes every field but the id, and the menu follows', async () => {
    const dish = await addDish({ ...newDish, name: 'Lamb Curry' });
    const before = await menu();
    const response = await call(t, `/api/foods/${dish.id}`, {
      method: 'PUT',
      body: {
        name: 'Lamb Rogan Josh',
        category: 'Chicken',
        categoryId: 'chicken',
        price: '14.25',
        image: '/images/placeholder.svg',
        description: '',
        isAvailable: false,
      },
      token: admin.token,
    });
    expect(response.status).toBe(200);
    const expected = {
      _id: dish.id,
      id: dish.id,
      name: 'Lamb Rogan Josh',
      category: 'Chicken',
      categoryId: 'chicken',
      price: 14.25,
      image: '/images/placeholder.svg',
      description: '',
      isAvailable: false,
      stock: { tracked: false, quantity: null, lowAt: null },
      sku: null,
      barcode: null,
      content: null,
      unitPrice: null,
      soldBy: 'unit',
      unit: null,
      quantityStep: 1,
      minQuantity: 1,
      maxQuantity: null,
      allergens: [],
      dietary: [],
      optionGroups: [],
      taxRate: 0,
      rating: null,
    };
    expect(await json(response)).toEqual({ success: true, data: expected, message: 'Food updated successfully' });
    const after = await menu();
    expect(after.etag).not.toBe(before.etag);
    // The menu says the language its texts are in; the write's answer is the owner's own text.
    expect(after.foods.find((food) => food.id === dish.id)).toEqual({ ...expected, lang: 'en' });
    // It moved with its category: now among the Chicken dishes.
    const at = after.foods.findIndex((food) => food.id === dish.id);
    expect(after.foods[at - 1]?.categoryId).toBe('chicken');
    expect(before.foods[before.foods.findIndex((food) => food.id === dish.id) - 1]?.categoryId).toBe('thali');
  });

  it('answers 404 for an unknown dish and 400 for a bad form', async () => {
    const missing = await call(t, '/api/foods/no-such-dish', { method: 'PUT', body: newDish, token: admin.token });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ success: false, message: 'Dish not found' });
    const bad = await call(t, '/api/foods/classic-burger', { method: 'PUT', body: { ...newDish, category: '' }, token: admin.token });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ message: 'Category is required.', errors: { category: 'Category is required.' } });
  });
});

describe('DELETE /api/foods/{id}', () => {
  it('removes the dish from the menu and answers 404 the second time', async () => {
    const dish = await addDish({ ...newDish, name: 'Gone Soon' });
    const response = await call(t, `/api/foods/${dish.id}`, { method: 'DELETE', token: admin.token });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ success: true, message: 'Food deleted successfully' });
    expect((await menu()).foods.some((food) => food.id === dish.id)).toBe(false);
    expect((await call(t, `/api/foods/${dish.id}`)).status).toBe(404);
    const again = await call(t, `/api/foods/${dish.id}`, { method: 'DELETE', token: admin.token });
    expect(again.status).toBe(404);
    expect(await json(again)).toMatchObject({ message: 'Dish not found' });
  });

  it('keeps past orders intact: their lines are copies, not references', async () => {
    const dish = await addDish({ ...newDish, name: 'Ordered Then Gone', price: 7.25 });
    const placed = await call(t, '/api/orders', {
      body: {
        products: [{ productId: dish.id, quantity: 2 }],
        deliveryAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
        phone: '(217) 555-0100',
        paymentMethod: 'cash',
      },
      token: customer.token,
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = (await json<{ data: { _id: string } }>(placed)).data;

    expect((await call(t, `/api/foods/${dish.id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);

    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(lines).toEqual([expect.objectContaining({ foodId: dish.id, name: 'Ordered Then Gone', priceCents: 725, quantity: 2 })]);
    const mine = await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token });
    expect(mine.status).toBe(200);
    const orders = (await json<{ data: { _id: string; products: { name: string; price: number; quantity: number }[] }[] }>(mine)).data;
    expect(orders.find((entry) => entry._id === order._id)?.products).toEqual([
      expect.objectContaining({ name: 'Ordered Then Gone', price: 7.25, quantity: 2 }),
    ]);
  });
});

describe("a dish's allergens and dietary tags", () => {
  it('are written with the dish, sorted and each once, and served on the menu', async () => {
    const added = await addDish({
      ...newDish,
      name: 'Labelled Korma',
      allergens: ['nuts', 'milk', 'milk'],
      dietary: ['vegetarian', 'halal'],
    });
    expect(added).toMatchObject({ allergens: ['milk', 'nuts'], dietary: ['halal', 'vegetarian'] });
    expect((await menu()).foods.find((food) => food.id === added.id)).toMatchObject({
      allergens: ['milk', 'nuts'],
      dietary: ['halal', 'vegetarian'],
    });

    const changed = await call(t, `/api/foods/${added.id}`, {
      method: 'PUT',
      body: { ...newDish, name: 'Labelled Korma', allergens: [], dietary: ['vegan'] },
      token: admin.token,
    });
    expect(changed.status).toBe(200);
    expect((await json<{ data: Food }>(changed)).data).toMatchObject({ allergens: [], dietary: ['vegan'] });
  });

  it('refuse a code nobody knows with 400 naming it, and change nothing', async () => {
    const before = await menu();
    const unknown = await call(t, '/api/foods', {
      method: 'POST',
      body: { ...newDish, name: 'Mystery', allergens: ['gluten', 'kryptonite'] },
      token: admin.token,
    });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).message).toContain('Unknown allergen: kryptonite.');
    const tag = await call(t, '/api/foods', {
      method: 'POST',
      body: { ...newDish, name: 'Mystery', dietary: ['paleo'] },
      token: admin.token,
    });
    expect(tag.status).toBe(400);
    expect((await json(tag)).message).toContain('Unknown dietary tag: paleo.');
    expect((await menu()).etag).toBe(before.etag);
  });

  it('come with the demo menu', async () => {
    const margherita = (await menu()).foods.find((food) => food.id === 'margherita-pizza');
    expect(margherita).toMatchObject({ allergens: ['gluten', 'milk'], dietary: ['halal', 'vegetarian'] });
  });
});

describe('PATCH /api/foods/{id}/availability', () => {
  it('marks a dish sold out and back in one call, changing nothing else, and an order for it is refused with its name meanwhile', async () => {
    const dish = await addDish({ ...newDish, name: 'Switch Biryani', allergens: ['milk'], price: 9.75 });
    const soldOut = await call(t, `/api/foods/${dish.id}/availability`, {
      method: 'PATCH',
      body: { isAvailable: false },
      token: admin.token,
    });
    expect(soldOut.status).toBe(200);
    expect(await json(soldOut)).toEqual({
      success: true,
      data: { ...dish, isAvailable: false },
      message: 'Switch Biryani is marked sold out',
    });
    expect((await menu()).foods.find((food) => food.id === dish.id)?.isAvailable).toBe(false);

    const refused = await call(t, '/api/orders', {
      body: orderBody({ products: [{ productId: dish.id, quantity: 1 }] }),
      token: customer.token,
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe('Sorry, Switch Biryani is no longer available. Please remove it from your cart.');

    const back = await call(t, `/api/foods/${dish.id}/availability`, { method: 'PATCH', body: { isAvailable: true }, token: admin.token });
    expect(await json(back)).toMatchObject({ data: { ...dish, isAvailable: true }, message: 'Switch Biryani is back on sale' });
    // The dish's name inside the asker's language.
    const backInItalian = await call(t, `/api/foods/${dish.id}/availability`, {
      method: 'PATCH',
      body: { isAvailable: true },
      token: admin.token,
      headers: { 'Accept-Language': 'it' },
    });
    expect(await json(backInItalian)).toMatchObject({ message: 'Switch Biryani è di nuovo in vendita' });
  });

  it('marks a dish of a hidden category sold out, answering the dish though the shop does not show it', async () => {
    await call(t, '/api/categories', { method: 'POST', body: { name: 'Staff Meals' }, token: admin.token });
    const dish = await addDish({ ...newDish, name: 'Family Dal', category: 'Staff Meals' });
    const hidden = await call(t, '/api/categories/staff-meals', {
      method: 'PUT',
      body: { name: 'Staff Meals', isHidden: true },
      token: admin.token,
    });
    expect(hidden.status, await hidden.clone().text()).toBe(200);

    const soldOut = await call(t, `/api/foods/${dish.id}/availability`, {
      method: 'PATCH',
      body: { isAvailable: false },
      token: admin.token,
    });
    expect(soldOut.status).toBe(200);
    expect(await json(soldOut)).toMatchObject({ data: { id: dish.id, isAvailable: false }, message: 'Family Dal is marked sold out' });
    const everyDish = await json<Food[]>(await call(t, '/api/foods?include=hidden', { token: admin.token }));
    expect(everyDish.find((food) => food.id === dish.id)?.isAvailable).toBe(false);
  });

  it('is for admins only, checks its body and answers 404 for an unknown dish, changing nothing', async () => {
    const before = await menu();
    const path = '/api/foods/margherita-pizza/availability';
    expect((await call(t, path, { method: 'PATCH', body: { isAvailable: false } })).status).toBe(401);
    expect((await call(t, path, { method: 'PATCH', body: { isAvailable: false }, token: customer.token })).status).toBe(403);
    const bad = await call(t, path, { method: 'PATCH', body: { isAvailable: 'no' }, token: admin.token });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toContain(FOOD_FORM_ERRORS.availableInvalid);
    expect(
      (await call(t, '/api/foods/no-such-dish/availability', { method: 'PATCH', body: { isAvailable: false }, token: admin.token })).status,
    ).toBe(404);
    expect((await menu()).etag).toBe(before.etag);
  });
});
