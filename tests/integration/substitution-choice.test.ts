import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foods, orderLines } from '../../db/schema/index.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, signUpUser, type SignedUp } from '../factories/auth.ts';
import { answer, orderBody, placeOrder, postOrder } from '../factories/orders.ts';

/** The customer's choice of what may replace a line (docs/product/picking.md), from POST /api/orders to the order's answer. */
let t: TestApp;
let ann: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpUser(t, { name: 'Ann Lee' });
});
afterAll(() => t.destroy());

type Refused = { success: false; message: string; errors?: Record<string, string> };

describe('POST /api/orders: what may replace each line', () => {
  it('keeps each line’s choice and answers it, a named product with its name; a line without one is not replaced', async () => {
    const order = await placeOrder(t, ann.token, {
      products: [
        { productId: 'margherita-pizza', quantity: 1, substitution: { mode: 'specific', productId: 'pepperoni-pizza' } },
        { productId: 'dragon-roll', quantity: 1, substitution: { mode: 'best_match' } },
        { productId: 'classic-burger', quantity: 1 },
      ],
    });
    expect(order.products.map((line) => line.substitution)).toEqual([
      { mode: 'specific', productId: 'pepperoni-pizza', name: 'Pepperoni Pizza' },
      { mode: 'best_match' },
      { mode: 'none' },
    ]);
    const stored = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order._id)).orderBy(orderLines.position);
    expect(stored.map((line) => [line.substitutionMode, line.substitutionProductId, line.substitutionName])).toEqual([
      ['specific', 'pepperoni-pizza', 'Pepperoni Pizza'],
      ['best_match', null, null],
      ['none', null, null],
    ]);
    const listed = await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${ann.userId}`, { token: ann.token }));
    const read = listed.body.data.find((placed) => placed._id === order._id)!;
    expect(read.products.map((line) => line.substitution.mode)).toEqual(['specific', 'best_match', 'none']);
  });

  it('keeps two lines of one product with different choices apart, and adds up lines with the same', async () => {
    const order = await placeOrder(t, ann.token, {
      products: [
        { productId: 'margherita-pizza', quantity: 1, substitution: { mode: 'best_match' } },
        { productId: 'margherita-pizza', quantity: 2, substitution: { mode: 'none' } },
        { productId: 'margherita-pizza', quantity: 1, substitution: { mode: 'best_match' } },
      ],
    });
    expect(order.products.map((line) => [line.quantity, line.substitution.mode])).toEqual([
      [2, 'best_match'],
      [2, 'none'],
    ]);
  });

  it('refuses a named product of another category at the line’s field, naming both', async () => {
    const { status, body } = await answer<Refused>(
      await postOrder(
        t,
        orderBody({
          products: [
            { productId: 'margherita-pizza', quantity: 1 },
            { productId: 'dragon-roll', quantity: 1, substitution: { mode: 'specific', productId: 'classic-burger' } },
          ],
        }),
        { token: ann.token },
      ),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ 'products.1.substitution.productId': body.message });
    expect(body.message).toContain('Classic Burger');
    expect(body.message).toContain('Dragon Roll');
  });

  it('refuses a named product that is the line’s own, unknown, or off sale', async () => {
    await t.db.update(foods).set({ isAvailable: false }).where(eq(foods.id, 'bbq-chicken-pizza'));
    for (const productId of ['margherita-pizza', 'no-such-pizza', 'bbq-chicken-pizza']) {
      const { status, body } = await answer<Refused>(
        await postOrder(
          t,
          orderBody({ products: [{ productId: 'margherita-pizza', quantity: 1, substitution: { mode: 'specific', productId } }] }),
          {
            token: ann.token,
          },
        ),
      );
      expect(status, productId).toBe(400);
      expect(Object.keys(body.errors ?? {}), productId).toEqual(['products.0.substitution.productId']);
    }
    await t.db.update(foods).set({ isAvailable: true }).where(eq(foods.id, 'bbq-chicken-pizza'));
  });

  it('refuses an unknown mode, and a specific choice without its product, at the field', async () => {
    for (const substitution of [{ mode: 'whatever' }, { mode: 'specific' }]) {
      const { status, body } = await answer<Refused>(
        await postOrder(t, orderBody({ products: [{ productId: 'margherita-pizza', quantity: 1, substitution }] }), { token: ann.token }),
      );
      expect(status, substitution.mode).toBe(400);
      expect(
        Object.keys(body.errors ?? {}).some((field) => field.startsWith('products.0.substitution')),
        substitution.mode,
      ).toBe(true);
    }
  });
});

describe('PUT /api/account: the default choice of replacement', () => {
  it('is "don\'t replace" until the customer changes it, which needs no password', async () => {
    const me = await answer<{ data: { substitutionDefault: string } }>(await call(t, '/api/auth/me', { token: ann.token }));
    expect(me.body.data.substitutionDefault).toBe('none');
    const saved = await answer<{ data: { substitutionDefault: string } }>(
      await call(t, '/api/account', { method: 'PUT', body: { substitutionDefault: 'best_match' }, token: ann.token }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.substitutionDefault).toBe('best_match');
    const again = await answer<{ data: { substitutionDefault: string } }>(await call(t, '/api/auth/me', { token: ann.token }));
    expect(again.body.data.substitutionDefault).toBe('best_match');
  });

  it('takes no named product as a default', async () => {
    const { status } = await answer(
      await call(t, '/api/account', { method: 'PUT', body: { substitutionDefault: 'specific' }, token: ann.token }),
    );
    expect(status).toBe(400);
  });
});
