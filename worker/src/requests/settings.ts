import type { z } from 'zod';
import { StoreSettingsUpdate } from '../../../domain/store-settings.ts';
import { optionalCents } from './amounts.ts';

/** PUT /api/settings: the fields sent, the delivery fee read into cents. */
export const SettingsRequest = StoreSettingsUpdate.transform(({ deliveryFee, ...details }) => ({
  ...details,
  ...(deliveryFee === undefined ? {} : { deliveryFeeCents: optionalCents(deliveryFee) }),
}));
export type SettingsRequest = z.output<typeof SettingsRequest>;
