import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_DETAILS, type PublicStoreSettings } from '../../domain/store-details.ts';
import { DEFAULT_MONEY_SETTINGS } from '../../domain/money-settings.ts';
import { DEFAULT_DESK_SETTINGS } from '../../domain/order-desk.ts';
import { DEFAULT_REPLACEMENT_APPROVAL } from '../../domain/picking/approval-settings.ts';
import { DEFAULT_PAYMENT_METHODS } from '../../domain/payment-methods.ts';
import { STORE_SETTINGS_ERRORS } from '../../domain/store-settings.ts';
import { addressFormatOf } from '../../domain/address-format.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer, placeOrder } from '../factories/orders.ts';

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
const saved: PublicStoreSettings[] = [];

beforeAll(async () => {
  t = await createTestApp({ onSettingsSaved: (settings) => void saved.push(settings) });
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

/** A new shop's ways to pay: all three, no UPI ID yet. */
const WAYS_TO_PAY = { paymentMethods: DEFAULT_PAYMENT_METHODS, upiId: '' };

const settings = {
  ...DEFAULT_STORE_DETAILS,
  countryCode: 'US',
  addressFormat: addressFormatOf('US'),
  ...DEFAULT_MONEY_SETTINGS,
  deliveryFee: 3,
  desk: DEFAULT_DESK_SETTINGS,
  replacementApproval: DEFAULT_REPLACEMENT_APPROVAL,
  guestCheckout: true,
  ...WAYS_TO_PAY,
};

function put(body: unknown, token?: string) {
  return call(t, '/api/settings', { method: 'PUT', body, token });
}

/** The store details and fee (fulfilment.test.ts covers the `fulfilment` beside them, storefront-brand.test.ts the `brand`, locations.test.ts the `locationCount`). */
async function publicSettings(): Promise<Omit<PublicStoreSettings, 'languages' | 'locationCount'>> {
  return withoutFulfilment((await answer<{ data: PublicStoreSettings }>(await call(t, '/api/settings'))).body.data);
}

function withoutFulfilment<Settings extends object>(
  settings: Settings,
): Omit<Settings, 'fulfilment' | 'brand' | 'languages' | 'locationCount'> {
  const {
    fulfilment: _,
    brand: __,
    languages: ___,
    locationCount: ____,
    ...rest
  } = settings as Settings & { fulfilment?: unknown; brand?: unknown; languages?: unknown; locationCount?: unknown };
  return rest;
}

describe('PUT /api/settings', () => {
  it('anonymous 401, customer 403, admin 200; refused writes change nothing', async () => {
    const changed = { ...settings, storeName: 'Matrix Kitchen' };
    const anonymous = await answer(await put(changed));
    expect(anonymous).toMatchObject({ status: 401, body: { success: false, message: 'Please sign in to continue.' } });
    const asCustomer = await answer(await put(changed, customer.token));
    expect(asCustomer).toMatchObject({ status: 403, body: { success: false, message: 'Only an administrator can do that.' } });
    expect((await publicSettings()).storeName).toBe('Doorstep');

    const asAdmin = await answer(await put(changed, admin.token));
    expect(asAdmin).toMatchObject({ status: 200, body: { success: true, data: changed, message: 'Settings saved' } });
    expect(await publicSettings()).toEqual(changed);
    expect(withoutFulfilment(saved.at(-1)!)).toEqual(changed);
  });

  it('refuses a write from another site even for an admin', async () => {
    const response = await call(t, '/api/settings', {
      method: 'PUT',
      body: settings,
      token: admin.token,
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('saves every detail trimmed, and GET shows them to anyone', async () => {
    const details = {
      storeName: ' Curry Corner ',
      contactEmail: 'hello@curry.example',
      phone: '+1 (312) 555-0199',
      street: '9 Lake Shore Drive',
      locality: 'Chicago, IL 60601',
      country: 'USA',
      openingHours: 'Mon–Sat, 11 am – 11 pm',
      deliveryFee: '4.50',
    };
    expect((await put(details, admin.token)).status).toBe(200);
    expect(await publicSettings()).toEqual({
      ...DEFAULT_MONEY_SETTINGS,
      ...details,
      country: 'United States',
      countryCode: 'US',
      addressFormat: addressFormatOf('US'),
      storeName: 'Curry Corner',
      deliveryFee: 4.5,
      desk: DEFAULT_DESK_SETTINGS,
      replacementApproval: DEFAULT_REPLACEMENT_APPROVAL,
      guestCheckout: true,
      ...WAYS_TO_PAY,
    });
    await put(settings, admin.token);
  });

  it.each([
    [{ storeName: '  ' }, 'storeName', STORE_SETTINGS_ERRORS.storeNameRequired],
    [{ storeName: 'x'.repeat(61) }, 'storeName', STORE_SETTINGS_ERRORS.storeNameTooLong],
    [{ contactEmail: 'not-an-email' }, 'contactEmail', STORE_SETTINGS_ERRORS.contactEmailInvalid],
    [{ phone: '' }, 'phone', STORE_SETTINGS_ERRORS.phoneRequired],
    [{ phone: 'call us' }, 'phone', STORE_SETTINGS_ERRORS.phoneInvalid],
    [{ street: '' }, 'street', STORE_SETTINGS_ERRORS.streetRequired],
    [{ locality: '' }, 'locality', STORE_SETTINGS_ERRORS.localityRequired],
    [{ country: '' }, 'country', STORE_SETTINGS_ERRORS.countryUnknown],
    [{ country: 'Narnia' }, 'country', STORE_SETTINGS_ERRORS.countryUnknown],
    [{ countryCode: 'XX' }, 'countryCode', STORE_SETTINGS_ERRORS.countryUnknown],
    [{ countryCode: 'it' }, 'countryCode', STORE_SETTINGS_ERRORS.countryUnknown],
    [{ openingHours: '' }, 'openingHours', STORE_SETTINGS_ERRORS.openingHoursRequired],
    [{ deliveryFee: -1 }, 'deliveryFee', 'Delivery fee must be a number of at least 0.'],
    [{ deliveryFee: 100.01 }, 'deliveryFee', 'Delivery fee must be at most $100.00.'],
    [{ deliveryFee: 'three' }, 'deliveryFee', STORE_SETTINGS_ERRORS.deliveryFeeInvalid],
    [{ deliveryFee: 2.345 }, 'deliveryFee', 'Delivery fee can have at most two decimals.'],
    [{ deliveryFee: '' }, 'deliveryFee', STORE_SETTINGS_ERRORS.deliveryFeeInvalid],
  ])('refuses %j with 400 and the field message', async (change, field, message) => {
    const { status, body } = await answer(await put({ ...settings, ...change }, admin.token));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await publicSettings()).toEqual(settings);
  });

  it('keeps the country as a code, and answers its name and address format beside it', async () => {
    const { status, body } = await answer(await put({ countryCode: 'IT' }, admin.token));
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { countryCode: 'IT', country: 'Italy', addressFormat: addressFormatOf('IT') } });
    // A caller from before the code sends the country's name, in any shipped language.
    expect((await put({ country: 'Deutschland' }, admin.token)).status).toBe(200);
    expect(await publicSettings()).toMatchObject({ countryCode: 'DE', country: 'Germany', addressFormat: addressFormatOf('DE') });
    await put(settings, admin.token);
    expect(await publicSettings()).toEqual(settings);
  });

  it('changes only the fields sent', async () => {
    const { status, body } = await answer(await put({ deliveryFee: 3.5 }, admin.token));
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { ...settings, deliveryFee: 3.5 } });
    expect(await publicSettings()).toEqual({ ...settings, deliveryFee: 3.5 });
    expect((await put({ phone: '555 0100' }, admin.token)).status).toBe(200);
    expect(await publicSettings()).toEqual({ ...settings, deliveryFee: 3.5, phone: '555 0100' });
    expect((await answer(await put({ storeName: '' }, admin.token))).body).toMatchObject({
      errors: { storeName: STORE_SETTINGS_ERRORS.storeNameRequired },
    });
    await put(settings, admin.token);
  });

  it('accepts the limits: $0 and $100', async () => {
    for (const deliveryFee of [0, 100, 3]) {
      expect((await put({ ...settings, deliveryFee }, admin.token)).status).toBe(200);
      expect((await publicSettings()).deliveryFee).toBe(deliveryFee);
    }
  });
});

describe('the new fee in the next order', () => {
  it('charges the saved fee from the next order on', async () => {
    const before = await placeOrder(t, customer.token);
    expect(before.deliveryFee).toBe(3);

    expect((await put({ ...settings, deliveryFee: 5.25 }, admin.token)).status).toBe(200);
    const after = await placeOrder(t, customer.token);
    expect(after).toMatchObject({
      subtotal: before.subtotal,
      deliveryFee: 5.25,
      totalAmount: Math.round((before.subtotal + 5.25) * 100) / 100,
    });

    // A past order keeps the fee it was charged.
    const history = await answer<{ data: { _id: string; deliveryFee: number }[] }>(
      await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token }),
    );
    expect(history.body.data.find((order) => order._id === before._id)?.deliveryFee).toBe(3);
    await put(settings, admin.token);
  });
});
