import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foods } from '../../db/schema/index.ts';
import { seedFoods } from '../../db/seed/foods.ts';
import type { Food } from '../../domain/food.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

describe('GET /api/foods', () => {
  it('answers a plain array of every dish, prices in dollars', async () => {
    const response = await t.app.request('/api/foods');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Food[];
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(seedFoods.length);
    expect(body[0]).toEqual({
      lang: 'en',
      _id: 'margherita-pizza',
      id: 'margherita-pizza',
      name: 'Margherita Pizza',
      category: 'pizza',
      categoryId: 'pizza',
      price: 12.99,
      taxRate: 0,
      rating: null,
      image: '/images/dishes/margherita-pizza.avif',
      description: seedFoods[0]!.description,
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
      allergens: ['gluten', 'milk'],
      dietary: ['halal', 'vegetarian'],
      optionGroups: [
        {
          id: 'pizza-extras',
          name: 'Extras',
          minSelect: 0,
          maxSelect: 3,
          options: [
            { id: 'pizza-extras-mozzarella', name: 'Extra mozzarella', price: 1.5, isAvailable: true },
            { id: 'pizza-extras-olives', name: 'Olives', price: 1, isAvailable: true },
            { id: 'pizza-extras-jalapenos', name: 'Jalapeños', price: 1, isAvailable: true },
            { id: 'pizza-extras-mushrooms', name: 'Mushrooms', price: 1, isAvailable: true },
            { id: 'pizza-extras-truffle-oil', name: 'Truffle oil', price: 2, isAvailable: false },
          ],
        },
      ],
    });
    expect(body.map((food) => food.id)).toEqual(seedFoods.map((food) => food.id));
  });

  it('includes unavailable dishes, marked so', async () => {
    const body = (await (await t.app.request('/api/foods')).json()) as Food[];
    const unavailable = body.filter((food) => !food.isAvailable).map((food) => food.id);
    expect(unavailable).toEqual(seedFoods.filter((food) => !food.isAvailable).map((food) => food.id));
    expect(unavailable.length).toBeGreaterThan(0);
  });

  it('carries a strong ETag, answers 304 to If-None-Match, and asks caches to revalidate', async () => {
    const first = await t.app.request('/api/foods');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await t.app.request('/api/foods', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const stale = await t.app.request('/api/foods', { headers: { 'If-None-Match': '"stale"' } });
    expect(stale.status).toBe(200);
  });

  it('serves from memory until refreshed after a write', async () => {
    const before = await t.app.request('/api/foods');
    await t.db.update(foods).set({ priceCents: 1500 }).where(eq(foods.id, 'margherita-pizza'));
    const cached = (await (await t.app.request('/api/foods')).json()) as Food[];
    expect(cached[0]!.price).toBe(12.99);
    await t.menuCache.refresh();
    const after = await t.app.request('/api/foods');
    expect(((await after.json()) as Food[])[0]!.price).toBe(15);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });
});

describe('GET /api/foods/:id', () => {
  it('answers one dish', async () => {
    const response = await t.app.request('/api/foods/dragon-roll');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await response.json()).toMatchObject({
      _id: 'dragon-roll',
      id: 'dragon-roll',
      name: 'Dragon Roll',
      category: 'sushi',
      price: 13.99,
    });
  });

  it('answers 404 JSON for an unknown dish', async () => {
    const response = await t.app.request('/api/foods/no-such-dish');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ success: false, message: 'Dish not found', code: 'not_found' });
  });
});
