import { expect } from 'vitest';
import { coupons } from '../../db/schema/index.ts';
import type { Order } from '../../domain/order.ts';
import type { TestApp } from './app.ts';
import { call } from './auth.ts';
import { importCatalogue, productWithSku } from './catalogue.ts';
import { setCategoryTaxRate } from './categories.ts';
import { placeOrder } from './orders.ts';

/**
 * The grocer of docs/product/picking.md's worked order: tax added at checkout, groceries at 5%, the
 * delivery fee untaxed; 10 of each product in stock unless asked otherwise (kilograms of tomatoes,
 * items of the rest). Each product as its catalogue line (by SKU).
 */
const GROCERIES = {
  tomatoes: 'TOM-KG,Vine Tomatoes,Fruit & Veg,4.49,weight,kg,0.25,0.5,5,yes,{stock},1',
  basmati: 'BAS-1,Basmati Rice 1 kg,Rice & Pasta,3.29,unit,,1,1,,yes,{stock},1',
  jasmine: 'JAS-1,Jasmine Rice 1 kg,Rice & Pasta,3.79,unit,,1,1,,yes,{stock},1',
  milk: 'MILK-1,Milk 1 L,Dairy,1.15,unit,,1,1,,yes,{stock},1',
  oatMilk: 'OAT-1,Oat Milk 1 L,Dairy,1.99,unit,,1,1,,yes,{stock},1',
} as const;
type Grocery = keyof typeof GROCERIES;

const HEADER = 'sku,name,category,price,sold_by,unit,quantity_step,min_quantity,max_quantity,track_stock,stock,low_stock_at';

/** Sets the shop up as that grocer, with these products; their ids. */
export async function openGroceryShop<Chosen extends Grocery>(
  t: TestApp,
  adminToken: string,
  chosen: readonly Chosen[],
  stock = 10,
): Promise<Record<Chosen, string>> {
  const settings = await call(t, '/api/settings', { method: 'PUT', body: { taxMode: 'exclusive', deliveryTaxRate: 0 }, token: adminToken });
  expect(settings.status).toBe(200);
  const lines = chosen.map((key) => GROCERIES[key].replace('{stock}', String(stock)));
  expect((await importCatalogue(t, adminToken, [HEADER, ...lines].join('\n'))).body.data).toMatchObject({
    created: lines.length,
    errors: [],
  });
  const ids = {} as Record<Chosen, string>;
  for (const key of chosen) ids[key] = (await productWithSku(t, adminToken, GROCERIES[key].split(',')[0]!))!.id;
  for (const category of new Set(lines.map((line) => line.split(',')[2]!))) await setCategoryTaxRate(t, adminToken, category, 5);
  return ids;
}

export type GrocerIds = Record<'tomatoes' | 'basmati' | 'jasmine' | 'milk', string>;

/** The grocer of the worked order: its four products (`stock` of each) and a 10% coupon, TENOFF. */
export async function stockGrocer(t: TestApp, adminToken: string, stock = 10): Promise<GrocerIds> {
  const ids = await openGroceryShop(t, adminToken, ['tomatoes', 'basmati', 'jasmine', 'milk'], stock);
  await t.db.insert(coupons).values({ code: 'TENOFF', discountPercent: 10 });
  return ids;
}

/** The worked order: 1.5 kg of tomatoes, 2 basmati (best match), 2 milk (don't replace), with the 10% coupon: 17.76. */
export function placeWorkedOrder(t: TestApp, token: string, ids: GrocerIds, overrides: Record<string, unknown> = {}): Promise<Order> {
  return placeOrder(t, token, {
    products: [
      { productId: ids.tomatoes, quantity: 1.5, substitution: { mode: 'none' } },
      { productId: ids.basmati, quantity: 2, substitution: { mode: 'best_match' } },
      { productId: ids.milk, quantity: 2, substitution: { mode: 'none' } },
    ],
    couponCode: 'TENOFF',
    locationId: 1,
    ...overrides,
  });
}
