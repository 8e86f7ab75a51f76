import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryWithCount } from '../../domain/categories.ts';
import { CATEGORY_TREE_MESSAGES } from '../../domain/category-tree.ts';
import type { Food } from '../../domain/food.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { orderBody } from '../factories/orders.ts';

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
const list = async () => json<CategoryWithCount[]>(await call(t, '/api/categories'));
const menu = async (query = '') => json<Food[]>(await call(t, `/api/foods${query}`));
const write = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => call(t, path, { method, body, token: admin.token });
const refusalAt = async (response: Response) => ({
  status: response.status,
  parentId: (await json<{ errors?: Record<string, string> }>(response)).errors?.parentId,
});

describe('categories in two levels', () => {
  it('adds a main category and a subcategory inside it; every category answers its parentId', async () => {
    const main = await write('POST', '/api/categories', { name: 'Fruit & Veg' });
    expect(main.status).toBe(201);
    expect((await json<{ data: { parentId: string | null } }>(main)).data.parentId).toBeNull();
    const sub = await write('POST', '/api/categories', { name: 'Fruit', parentId: 'fruit-veg' });
    expect(sub.status).toBe(201);
    expect((await json<{ data: { id: string; parentId: string | null } }>(sub)).data).toMatchObject({ id: 'fruit', parentId: 'fruit-veg' });
    const categories = await list();
    expect(categories.find((category) => category.id === 'pizza')?.parentId).toBeNull();
    expect(categories.find((category) => category.id === 'fruit')?.parentId).toBe('fruit-veg');
  });

  it('lists a subcategory after its main category, and its dishes carry the main category', async () => {
    await write('POST', '/api/foods', { name: 'Apples', categoryId: 'fruit', price: 2, image: '/images/placeholder.svg' });
    await write('POST', '/api/foods', { name: 'Leeks', categoryId: 'fruit-veg', price: 1, image: '/images/placeholder.svg' });
    const dishes = await menu();
    const names = dishes.map((food) => food.name);
    expect(names.indexOf('Leeks')).toBeLessThan(names.indexOf('Apples'));
    expect(dishes.find((food) => food.name === 'Apples')).toMatchObject({ category: 'Fruit', mainCategory: 'Fruit & Veg' });
    expect(dishes.find((food) => food.name === 'Leeks')?.mainCategory).toBeUndefined();
  });

  it('moves a category inside another, leaves parentId alone when left out, and makes it main with null', async () => {
    expect((await write('PUT', '/api/categories/pasta', { name: 'pasta', parentId: 'fruit-veg' })).status).toBe(200);
    expect((await list()).find((category) => category.id === 'pasta')?.parentId).toBe('fruit-veg');
    expect((await write('PUT', '/api/categories/pasta', { name: 'Pasta' })).status).toBe(200);
    expect((await list()).find((category) => category.id === 'pasta')?.parentId).toBe('fruit-veg');
    expect((await write('PUT', '/api/categories/pasta', { name: 'pasta', parentId: null })).status).toBe(200);
    expect((await list()).find((category) => category.id === 'pasta')?.parentId).toBeNull();
  });

  it('refuses a third level, a missing parent, itself, and moving a category that holds subcategories', async () => {
    const before = await list();
    expect(await refusalAt(await write('POST', '/api/categories', { name: 'Apples', parentId: 'fruit' }))).toEqual({
      status: 400,
      parentId: CATEGORY_TREE_MESSAGES.parentIsSubcategory,
    });
    expect(await refusalAt(await write('POST', '/api/categories', { name: 'Ghosts', parentId: 'nope' }))).toEqual({
      status: 400,
      parentId: CATEGORY_TREE_MESSAGES.parentMissing,
    });
    expect(await refusalAt(await write('PUT', '/api/categories/pizza', { name: 'pizza', parentId: 'pizza' }))).toEqual({
      status: 400,
      parentId: CATEGORY_TREE_MESSAGES.parentItself,
    });
    expect(await refusalAt(await write('PUT', '/api/categories/fruit-veg', { name: 'Fruit & Veg', parentId: 'pizza' }))).toEqual({
      status: 400,
      parentId: CATEGORY_TREE_MESSAGES.holdsSubcategories,
    });
    const inItalian = await call(t, '/api/categories', {
      method: 'POST',
      body: { name: 'Ghosts', parentId: 'nope' },
      token: admin.token,
      headers: { 'Accept-Language': 'it' },
    });
    expect((await json(inItalian)).message).toBe('La categoria in cui va non esiste.');
    expect(await list()).toEqual(before);
  });

  it('hides a subcategory and its dishes with its hidden main category, on the menu and at the checkout', async () => {
    expect((await write('PUT', '/api/categories/fruit-veg', { name: 'Fruit & Veg', isHidden: true })).status).toBe(200);
    expect((await menu()).some((food) => food.name === 'Apples')).toBe(false);
    expect((await menu('?include=hidden')).some((food) => food.name === 'Apples')).toBe(true);
    const apples = (await menu('?include=hidden')).find((food) => food.name === 'Apples')!;
    const refused = await call(t, '/api/orders', {
      body: orderBody({ products: [{ productId: apples.id, quantity: 1 }] }),
      token: customer.token,
    });
    expect(refused.status).toBe(400);
    expect((await write('PUT', '/api/categories/fruit-veg', { name: 'Fruit & Veg', isHidden: false })).status).toBe(200);
    expect((await menu()).some((food) => food.name === 'Apples')).toBe(true);
  });

  it('refuses to delete a main category that holds subcategories, then deletes it once they are gone', async () => {
    const refused = await write('DELETE', '/api/categories/fruit-veg?moveTo=pizza');
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(CATEGORY_TREE_MESSAGES.deleteHoldsSubcategories);
    expect((await write('DELETE', '/api/categories/fruit?moveTo=fruit-veg')).status).toBe(200);
    expect((await write('DELETE', '/api/categories/fruit-veg?moveTo=pizza')).status).toBe(200);
    expect((await menu()).find((food) => food.name === 'Apples')).toMatchObject({ categoryId: 'pizza' });
  });
});
