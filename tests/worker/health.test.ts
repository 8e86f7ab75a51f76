import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from './bundle.ts';

let mf: Miniflare;

beforeAll(async () => {
  mf = await startWorker();
});

afterAll(async () => {
  await mf?.dispose();
});

describe('the app inside workerd', () => {
  it('answers GET /api/health with 200 over D1', async () => {
    const response = await mf.dispatchFetch('https://shop.example/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  it('answers the menu from D1 and 404 JSON for an unknown dish', async () => {
    const d1 = await mf.getD1Database('DB');
    await d1
      .prepare('insert into foods (id, name, category, price_cents, image, description, is_available) values (?, ?, ?, ?, ?, ?, ?)')
      .bind('test-dish', 'Test Dish', 'pizza', 1050, '/images/dishes/test-dish.svg', 'A dish.', 1)
      .run();
    const list = await mf.dispatchFetch('https://shop.example/api/foods');
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([expect.objectContaining({ _id: 'test-dish', price: 10.5, isAvailable: true })]);
    const missing = await mf.dispatchFetch('https://shop.example/api/foods/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, message: 'Dish not found' });
  });

  it('generates the OpenAPI document inside workerd too', async () => {
    const response = await mf.dispatchFetch('https://shop.example/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/orders');
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Food', 'Order', 'Error']));
  });
});
