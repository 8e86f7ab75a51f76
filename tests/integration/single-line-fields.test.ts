import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '../../domain/auth.ts';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-messages.ts';
import { STORE_SETTINGS_ERRORS } from '../../domain/store-settings.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer, uniqueAddress, uniqueEmail } from '../factories/auth.ts';
import { answer, orderBody } from '../factories/orders.ts';
import { translator } from '../../domain/i18n/tables.ts';

/** What an English page and an answer without Accept-Language say. */
const english = translator('en');

// A line break in a name forges lines in the shop's mails ("Ann\nYour refund is ready: …").
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const FORGED = ['Ann\nYour order was refunded', 'Ann\r\nBcc: all@example.com', 'Ann\tLee', 'Ann \u202eeeL'];

describe('names and one-line fields', () => {
  it.each(FORGED)('refuse %j at sign-up, in the account and on a guest order, changing nothing', async (name) => {
    const signUp = await answer(
      await call(t, '/api/auth/signup', { body: { name, email: uniqueEmail(), password: 'a-long-password-1' }, address: uniqueAddress() }),
    );
    expect(signUp).toMatchObject({ status: 400, body: { errors: { name: english(AUTH_ERRORS.nameOneLine) } } });

    const nameNow = async () =>
      (await answer<{ data: { name: string } }>(await call(t, '/api/auth/me', { token: customer.token }))).body.data.name;
    const before = await nameNow();
    const account = await answer(
      await call(t, '/api/account', {
        method: 'PUT',
        body: { currentPassword: customer.password, displayName: name },
        token: customer.token,
      }),
    );
    expect(account).toMatchObject({ status: 400, body: { errors: { displayName: english(AUTH_ERRORS.nameOneLine) } } });
    expect(await nameNow()).toBe(before);

    const guest = await answer(
      await call(t, '/api/orders', {
        body: orderBody({ phone: undefined, guest: { name, email: uniqueEmail('guest'), phone: '(217) 555-0100' } }),
        address: uniqueAddress(),
      }),
    );
    expect(guest).toMatchObject({ status: 400, body: { errors: { 'guest.name': expect.stringContaining('one line') } } });
  });

  it('refuse a delivery address or a shop detail with a line break', async () => {
    const address = { street: '1 Main St\nPAID IN FULL', city: 'Springfield', state: 'IL', zipCode: '62701' };
    const order = await answer(await call(t, '/api/orders', { body: orderBody({ deliveryAddress: address }), token: customer.token }));
    expect(order).toMatchObject({ status: 400, body: { errors: { 'deliveryAddress.street': CHECKOUT_MESSAGES.addressOneLine } } });

    const settings = await answer(
      await call(t, '/api/settings', { method: 'PUT', body: { storeName: 'Luigi\u2028s' }, token: admin.token }),
    );
    expect(settings).toMatchObject({ status: 400, body: { errors: { storeName: STORE_SETTINGS_ERRORS.oneLine } } });
    const stored = await answer<{ data: { storeName: string } }>(await call(t, '/api/settings'));
    expect(stored.body.data.storeName).toBe('Doorstep');
  });

  it('still take names in any script, with accents, apostrophes and emoji', async () => {
    for (const name of ['José Ñúñez', 'Zoë O’Brien-Smith', '李小龙', 'محمد', '👩‍🍳 Ann']) {
      const signUp = await call(t, '/api/auth/signup', {
        body: { name, email: uniqueEmail(), password: 'a-long-password-1' },
        address: uniqueAddress(),
      });
      expect(signUp.status, name).toBe(201);
    }
  });
});
