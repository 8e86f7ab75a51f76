import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryWithCount } from '../../domain/categories.ts';
import { CATEGORY_MESSAGES } from '../../domain/category-form.ts';
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

describe('GET /api/categories', () => {
  it("answers the demo's six in the owner's order, with their dishes counted, to anyone", async () => {
    const categories = await list();
    expect(categories.map((category) => [category.id, category.name, category.position, category.dishCount, category.isHidden])).toEqual([
      ['pizza', 'pizza', 0, 4, false],
      ['burger', 'burger', 1, 4, false],
      ['sushi', 'sushi', 2, 4, false],
      ['thali', 'thali', 3, 3, false],
      ['chicken', 'Chicken', 4, 4, false],
      ['pasta', 'pasta', 5, 2, false],
    ]);
    expect(categories[0]).toMatchObject({ description: expect.any(String), image: '/images/dishes/margherita-pizza.avif' });
    expect((await menu()).find((food) => food.id === 'butter-chicken')).toMatchObject({ category: 'Chicken', categoryId: 'chicken' });
  });
});

describe('the owner manages categories', () => {
  it('adds one at the end, and a dish written into it by id carries its name', async () => {
    const added = await write('POST', '/api/categories', {
      name: ' Soups & Stews ',
      description: 'Warming.',
      image: '/images/placeholder.svg',
    });
    expect(added.status).toBe(201);
    expect(await json(added)).toEqual({
      success: true,
      data: {
        id: 'soups-stews',
        name: 'Soups & Stews',
        description: 'Warming.',
        image: '/images/placeholder.svg',
        position: 6,
        parentId: null,
        isHidden: false,
        taxRate: 0,
      },
      message: CATEGORY_MESSAGES.added,
    });
    const dish = await write('POST', '/api/foods', {
      name: 'Lentil Soup',
      categoryId: 'soups-stews',
      price: 5,
      image: '/images/placeholder.svg',
    });
    expect(dish.status).toBe(201);
    expect((await json<{ data: Food }>(dish)).data).toMatchObject({ category: 'Soups & Stews', categoryId: 'soups-stews' });
    // A name the shop has is refused, ignoring case, in the asker's language; an unknown id for a dish too.
    const taken = await write('POST', '/api/categories', { name: 'soups & stews' });
    expect(taken.status).toBe(409);
    expect((await json(taken)).message).toBe('There is already a category named soups & stews.');
    const takenInItalian = await call(t, '/api/categories', {
      method: 'POST',
      body: { name: 'Soups & Stews' },
      token: admin.token,
      headers: { 'Accept-Language': 'it' },
    });
    expect(takenInItalian.status).toBe(409);
    expect((await json(takenInItalian)).message).toBe('Esiste già una categoria chiamata Soups & Stews.');
    const unknown = await write('POST', '/api/foods', { name: 'Ghost', categoryId: 'nope', price: 5, image: '/images/placeholder.svg' });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).message).toBe('There is no category "nope".');
  });

  it('renames one (its dishes follow), moves it in the order, and hides it with its dishes', async () => {
    const renamed = await write('PUT', '/api/categories/soups-stews', { name: 'Soups', description: 'Hot.', image: '', position: 0 });
    expect(renamed.status).toBe(200);
    expect((await list()).map((category) => category.id).slice(0, 3)).toEqual(['soups-stews', 'pizza', 'burger']);
    expect((await menu())[0]).toMatchObject({ name: 'Lentil Soup', category: 'Soups', categoryId: 'soups-stews' });

    expect((await write('PUT', '/api/categories/soups-stews', { name: 'Soups', isHidden: true })).status).toBe(200);
    expect((await menu()).some((food) => food.name === 'Lentil Soup')).toBe(false);
    expect((await menu('?include=hidden')).some((food) => food.name === 'Lentil Soup')).toBe(true);
    // Off the storefront, so it cannot be ordered.
    const lentil = (await menu('?include=hidden')).find((food) => food.name === 'Lentil Soup')!;
    const refused = await call(t, '/api/orders', {
      body: orderBody({ products: [{ productId: lentil.id, quantity: 1 }] }),
      token: customer.token,
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe('Sorry, Lentil Soup is no longer available. Please remove it from your cart.');
  });

  it('deletes one with dishes only when told where they go, moving them in the same write', async () => {
    const refused = await write('DELETE', '/api/categories/soups-stews');
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ message: 'Soups has 1 dish: choose the category they move to.', data: { dishCount: 1 } });
    expect((await write('DELETE', '/api/categories/soups-stews?moveTo=soups-stews')).status).toBe(400);
    expect((await write('DELETE', '/api/categories/soups-stews?moveTo=nope')).status).toBe(400);

    const deleted = await write('DELETE', '/api/categories/soups-stews?moveTo=thali');
    expect(await json(deleted)).toEqual({ success: true, data: { moved: 1 }, message: CATEGORY_MESSAGES.deleted });
    expect((await list()).map((category) => [category.id, category.position])).toEqual([
      ['pizza', 0],
      ['burger', 1],
      ['sushi', 2],
      ['thali', 3],
      ['chicken', 4],
      ['pasta', 5],
    ]);
    expect((await menu()).find((food) => food.name === 'Lentil Soup')).toMatchObject({ category: 'thali', categoryId: 'thali' });
  });

  it('checks input and who asks, changing nothing', async () => {
    const before = await list();
    expect((await call(t, '/api/categories', { method: 'POST', body: { name: 'Nope' } })).status).toBe(401);
    expect((await call(t, '/api/categories', { method: 'POST', body: { name: 'Nope' }, token: customer.token })).status).toBe(403);
    const blank = await write('POST', '/api/categories', { name: '  ' });
    expect(blank.status).toBe(400);
    expect((await json(blank)).message).toContain(CATEGORY_MESSAGES.nameRequired);
    expect((await write('PUT', '/api/categories/pizza', { name: 'pizza', image: 'javascript:alert(1)' })).status).toBe(400);
    expect((await write('PUT', '/api/categories/pizza', { name: 'pizza', position: -1 })).status).toBe(400);
    expect((await write('PUT', '/api/categories/nope', { name: 'Nope' })).status).toBe(404);
    expect((await write('PUT', '/api/categories/pizza', { name: 'burger' })).status).toBe(409);
    expect(await list()).toEqual(before);
  });

  it("makes a category of a dish's new category name, as the food form always could", async () => {
    const dish = await write('POST', '/api/foods', { name: 'Mochi', category: 'Desserts', price: 4, image: '/images/placeholder.svg' });
    expect((await json<{ data: Food }>(dish)).data).toMatchObject({ category: 'Desserts', categoryId: 'desserts' });
    expect((await list()).at(-1)).toMatchObject({ id: 'desserts', name: 'Desserts', dishCount: 1 });
  });
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
    // A page of the main category holds its subcategory's dishes; one of the subcategory, its own.
    expect((await menu('?category=fruit-veg&limit=10')).map((food) => food.name)).toEqual(['Leeks', 'Apples']);
    expect((await menu('?category=fruit&limit=10')).map((food) => food.name)).toEqual(['Apples']);
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
