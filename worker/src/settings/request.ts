import { z } from 'zod';
import { FulfilmentSettingsInput } from '../../../domain/fulfilment/settings.ts';
import { DeskSettingsInput } from '../../../domain/order-desk.ts';
import { MoneySettingsInput } from '../../../domain/money-settings-input.ts';
import { StoreSettingsUpdate } from '../../../domain/store-settings.ts';
import { optionalCents } from '../http/amounts.ts';
import { toStoredFulfilment } from '../fulfilment/request.ts';

/**
 * PUT /api/settings: the fields sent, the delivery fee read into cents, `fulfilment` (hours,
 * closures, pause, delivery and pickup, scheduling, zones) replaced as a whole when sent, stored
 * as JSON with its amounts in cents, and how the shop counts money (currency, locale, tax, tips).
 * `desk`: how long a new order may wait for an answer and the delivery drive.
 * `guestCheckout`: whether people may order without an account. `confirmCurrencyChange` says the owner has seen that past orders keep their currency.
 */
export const SettingsRequest = StoreSettingsUpdate.extend({
  fulfilment: FulfilmentSettingsInput.optional(),
  desk: DeskSettingsInput.optional(),
  ...MoneySettingsInput.partial().shape,
  confirmCurrencyChange: z.boolean({ error: 'confirmCurrencyChange is true or false.' }).optional(),
  guestCheckout: z.boolean({ error: 'guestCheckout is true or false.' }).optional(),
}).transform(({ deliveryFee, fulfilment, tips, desk, confirmCurrencyChange, ...rest }) => ({
  values: {
    ...rest,
    ...(deliveryFee === undefined ? {} : { deliveryFeeCents: optionalCents(deliveryFee) }),
    ...(fulfilment === undefined ? {} : { fulfilment: JSON.stringify(toStoredFulfilment(fulfilment)) }),
    ...(tips === undefined ? {} : { tipsEnabled: tips.enabled, tipPresets: tips.presets }),
    ...desk,
  },
  confirmCurrencyChange: confirmCurrencyChange ?? false,
}));
export type SettingsRequest = z.output<typeof SettingsRequest>;
