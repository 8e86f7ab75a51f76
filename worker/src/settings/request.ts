import type { z } from 'zod';
import { SettingsBody } from '../../../domain/contracts/settings.ts';
import { optionalCents } from '../http/amounts.ts';
import { toStoredFulfilment } from '../fulfilment/request.ts';

/**
 * PUT /api/settings (domain/contracts/settings.ts) as the row takes it: the delivery fee read
 * into cents, `fulfilment` stored as JSON with its amounts in cents, tips and the desk's limits
 * and the ways to pay as their columns, and whether the owner confirmed a change of currency set apart.
 */
export const SettingsRequest = SettingsBody.transform(
  ({ deliveryFee, fulfilment, tips, desk, paymentMethods, confirmCurrencyChange, ...rest }) => ({
    values: {
      ...rest,
      ...(deliveryFee === undefined ? {} : { deliveryFeeCents: optionalCents(deliveryFee) }),
      ...(fulfilment === undefined ? {} : { fulfilment: JSON.stringify(toStoredFulfilment(fulfilment)) }),
      ...(tips === undefined ? {} : { tipsEnabled: tips.enabled, tipPresets: tips.presets }),
      ...desk,
      ...(paymentMethods === undefined ? {} : { payCash: paymentMethods.cash, payCard: paymentMethods.card, payUpi: paymentMethods.upi }),
    },
    confirmCurrencyChange: confirmCurrencyChange ?? false,
  }),
);
export type SettingsRequest = z.output<typeof SettingsRequest>;
