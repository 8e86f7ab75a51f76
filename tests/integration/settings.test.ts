import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFormatOf } from '../../domain/address-format.ts';
import { DEFAULT_BRAND } from '../../domain/brand.ts';
import { DEFAULT_PAYMENT_METHODS } from '../../domain/payment-methods.ts';
import { storeSettings } from '../../db/schema/index.ts';
import { DEFAULT_FULFILMENT_SETTINGS } from '../../domain/fulfilment/settings.ts';
import { DEFAULT_MONEY_SETTINGS } from '../../domain/money-settings.ts';
import { DEFAULT_DESK_SETTINGS } from '../../domain/order-desk.ts';
import { DEFAULT_REPLACEMENT_APPROVAL } from '../../domain/picking/approval-settings.ts';
import { DEFAULT_STORE_DETAILS } from '../../domain/store-details.ts';
import { fulfilmentSettingsAnswer } from '../../worker/src/fulfilment/answer.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call } from '../factories/auth.ts';

const DEFAULT_FULFILMENT_ANSWER = fulfilmentSettingsAnswer(DEFAULT_FULFILMENT_SETTINGS);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

describe('GET /api/settings', () => {
  it('answers the delivery fee in dollars ($3.00 from the migration)', async () => {
    const response = await call(t, '/api/settings');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: {
        ...DEFAULT_STORE_DETAILS,
        // A new shop is in the United States, and its pages get that country's address format.
        countryCode: 'US',
        addressFormat: addressFormatOf('US'),
        ...DEFAULT_MONEY_SETTINGS,
        deliveryFee: 3,
        fulfilment: DEFAULT_FULFILMENT_ANSWER,
        desk: DEFAULT_DESK_SETTINGS,
        replacementApproval: DEFAULT_REPLACEMENT_APPROVAL,
        guestCheckout: true,
        paymentMethods: DEFAULT_PAYMENT_METHODS,
        upiId: '',
        brand: { name: DEFAULT_STORE_DETAILS.storeName, ...DEFAULT_BRAND },
        languages: { default: 'en', offered: ['en', 'es', 'fr', 'de', 'it', 'ar'] },
        locationCount: 1,
      },
    });
  });

  it('follows the stored fee, and falls back to $3.00 when the row is missing', async () => {
    await t.db.update(storeSettings).set({ deliveryFeeCents: 475 });
    expect(await (await call(t, '/api/settings')).json()).toMatchObject({ success: true, data: { deliveryFee: 4.75 } });
    await t.db.delete(storeSettings);
    expect(await (await call(t, '/api/settings')).json()).toEqual({
      success: true,
      data: {
        ...DEFAULT_STORE_DETAILS,
        // A new shop is in the United States, and its pages get that country's address format.
        countryCode: 'US',
        addressFormat: addressFormatOf('US'),
        ...DEFAULT_MONEY_SETTINGS,
        deliveryFee: 3,
        fulfilment: DEFAULT_FULFILMENT_ANSWER,
        desk: DEFAULT_DESK_SETTINGS,
        replacementApproval: DEFAULT_REPLACEMENT_APPROVAL,
        guestCheckout: true,
        paymentMethods: DEFAULT_PAYMENT_METHODS,
        upiId: '',
        brand: { name: DEFAULT_STORE_DETAILS.storeName, ...DEFAULT_BRAND },
        languages: { default: 'en', offered: ['en', 'es', 'fr', 'de', 'it', 'ar'] },
        locationCount: 1,
      },
    });
  });
});
