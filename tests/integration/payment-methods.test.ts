import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodOffMessage, PAYMENT_METHODS_MESSAGES } from '../../domain/payment-methods.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer, orderBody, postOrder, upiDetails } from '../factories/orders.ts';

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

type Ways = { paymentMethods: { cash: boolean; card: boolean; upi: boolean }; upiId: string };

async function ways(): Promise<Ways> {
  const { body } = await answer<{ data: Ways }>(await call(t, '/api/settings'));
  return { paymentMethods: body.data.paymentMethods, upiId: body.data.upiId };
}

function put(body: unknown, token = admin.token) {
  return call(t, '/api/settings', { method: 'PUT', body, token });
}

describe('the ways to pay a shop offers', () => {
  it('are all offered by a new shop, without a UPI ID', async () => {
    expect(await ways()).toEqual({ paymentMethods: { cash: true, card: true, upi: true }, upiId: '' });
  });

  it('are saved by the owner, with the UPI ID customers pay to (which may be left empty)', async () => {
    const saved = await answer<{ data: Ways }>(
      await put({ paymentMethods: { cash: true, card: false, upi: true }, upiId: ' luigis@okbank ' }),
    );
    expect(saved.status).toBe(200);
    expect(await ways()).toEqual({ paymentMethods: { cash: true, card: false, upi: true }, upiId: 'luigis@okbank' });
  });

  it.each([
    [{ paymentMethods: { cash: false, card: false, upi: false } }, 'paymentMethods', PAYMENT_METHODS_MESSAGES.noneOn],
    [{ upiId: 'not a upi id' }, 'upiId', PAYMENT_METHODS_MESSAGES.upiIdInvalid],
    [{ paymentMethods: { cash: 'yes', card: true, upi: true } }, 'paymentMethods.cash', PAYMENT_METHODS_MESSAGES.switch],
  ])('refuses %j with a message, changing nothing', async (body, field, message) => {
    const before = await ways();
    const refused = await answer<{ errors: Record<string, string> }>(await put(body));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[field]).toBe(message);
    expect(await ways()).toEqual(before);
  });

  it('are the owner’s to change: a customer is refused', async () => {
    expect((await put({ paymentMethods: { cash: true, card: true, upi: false } }, customer.token)).status).toBe(403);
  });

  it('decide how an order may be paid: a way turned off is refused with 400', async () => {
    expect((await put({ paymentMethods: { cash: false, card: true, upi: true } })).status).toBe(200);
    const refused = await answer<{ code: string; message: string; errors: Record<string, string> }>(
      await postOrder(t, orderBody(), { token: customer.token }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'payment_method_off', message: methodOffMessage('cash') });
    expect(refused.body.errors.paymentMethod).toBe(methodOffMessage('cash'));

    const byUpi = await postOrder(t, orderBody({ paymentMethod: 'upi', paymentDetails: upiDetails }), { token: customer.token });
    expect(byUpi.status).toBe(201);

    expect((await put({ paymentMethods: { cash: true, card: true, upi: false } })).status).toBe(200);
    const cash = await postOrder(t, orderBody(), { token: customer.token });
    expect(cash.status).toBe(201);
    const upiOff = await postOrder(t, orderBody({ paymentMethod: 'upi', paymentDetails: upiDetails }), { token: customer.token });
    expect(upiOff.status).toBe(400);
  });
});
