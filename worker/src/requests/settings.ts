import type { z } from 'zod';
import { FulfilmentSettingsInput } from '../../../domain/fulfilment/settings.ts';
import { StoreSettingsUpdate } from '../../../domain/store-settings.ts';
import { optionalCents } from './amounts.ts';
import { toStoredFulfilment } from './fulfilment.ts';

/**
 * PUT /api/settings: the fields sent, the delivery fee read into cents, and `fulfilment` (hours,
 * closures, pause, delivery and pickup, scheduling, zones) replaced as a whole when sent, stored
 * as JSON with its amounts in cents.
 */
export const SettingsRequest = StoreSettingsUpdate.extend({ fulfilment: FulfilmentSettingsInput.optional() }).transform(
  ({ deliveryFee, fulfilment, ...details }) => ({
    ...details,
    ...(deliveryFee === undefined ? {} : { deliveryFeeCents: optionalCents(deliveryFee) }),
    ...(fulfilment === undefined ? {} : { fulfilment: JSON.stringify(toStoredFulfilment(fulfilment)) }),
  }),
);
export type SettingsRequest = z.output<typeof SettingsRequest>;
