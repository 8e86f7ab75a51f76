import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFoods } from '../../db/seed/foods.ts';
import { seedOptionGroups } from '../../db/seed/option-groups.ts';
import type { Food } from '../../domain/food.ts';
import { SEED_CATEGORIES } from '../../domain/categories.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer, placeOrder } from '../factories/orders.ts';

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

type Removed = { data: { dishes: number; categories: number; optionGroups: number }; message: string };
const remove = (token = admin.token) => call(t, '/api/admin/demo/remove', { method: 'POST', token });
const menu = async () => (await answer<Food[]>(await call(t, '/api/foods'))).body;
const categoryIds = async () => (await answer<{ id: string; position: number }[]>(await call(t, '/api/categories'))).body;

describe('POST /api/admin/demo/remove', () => {
  it('is the owner’s: anonymous 401, a customer 403, and nothing goes', async () => {
    expect((await call(t, '/api/admin/demo/remove', { method: 'POST' })).status).toBe(401);
    expect((await remove(customer.token)).status).toBe(403);
    expect(await menu()).toHaveLength(seedFoods.length);
  });

  it("takes the demo's dishes, groups and empty categories, keeps the owner's, and past orders", async () => {
    const order = await placeOrder(t, customer.token);
    // The owner's own dish in a demo category, and a category of their own with a dish.
    const own = { price: 11.5, image: '/images/dishes/veg-thali.svg', description: 'Smoky.', isAvailable: true };
    expect(
      (await call(t, '/api/foods', { method: 'POST', token: admin.token, body: { ...own, name: 'Paneer Tikka', category: 'thali' } }))
        .status,
    ).toBe(201);
    expect((await call(t, '/api/categories', { method: 'POST', token: admin.token, body: { name: 'soups' } })).status).toBe(201);
    expect(
      (await call(t, '/api/foods', { method: 'POST', token: admin.token, body: { ...own, name: 'Lentil Soup', category: 'soups' } }))
        .status,
    ).toBe(201);

    const removed = await answer<Removed>(await remove());
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({
      dishes: seedFoods.length,
      categories: SEED_CATEGORIES.length - 1,
      optionGroups: seedOptionGroups.length,
    });
    expect(removed.body.message).toBe(
      `Removed the demo menu: ${seedFoods.length} dishes, ${SEED_CATEGORIES.length - 1} categories and ${seedOptionGroups.length} option groups.`,
    );
    expect((await menu()).map((food) => food.name).sort()).toEqual(['Lentil Soup', 'Paneer Tikka']);
    const left = await categoryIds();
    expect(left.map((category) => [category.id, category.position])).toEqual([
      ['thali', 0],
      [expect.any(String), 1],
    ]);
    // A past order keeps its lines, which are copies of the dishes.
    const kept = await answer<{ data: { _id: string; products: unknown[] }[] }>(
      await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token }),
    );
    expect(kept.body.data.find((candidate) => candidate._id === order._id)?.products).toHaveLength(order.products.length);
  });

  it('removes nothing the second time', async () => {
    const again = await answer<Removed>(await remove());
    expect(again.body).toMatchObject({
      data: { dishes: 0, categories: 0, optionGroups: 0 },
      message: 'Nothing of the demo menu was left to remove.',
    });
    expect(await menu()).toHaveLength(2);
  });
});
