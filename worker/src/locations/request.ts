import type { z } from 'zod';
import { LocationChangeBody, LocationDishBody, NewLocationBody } from '../../../domain/contracts/locations.ts';
import { optionalCents } from '../http/amounts.ts';
import type { FulfilmentSettings } from '../../../domain/fulfilment/settings.ts';
import { toStoredFulfilment } from '../fulfilment/request.ts';

/** A location's columns as a body gives them; `fulfilment` and `timeZone` are merged by the write, which knows what is saved. */
function columnsOf({ address, name, phone }: z.output<typeof LocationChangeBody>) {
  return {
    ...(name === undefined ? {} : { name }),
    ...(phone === undefined ? {} : { phone }),
    ...(address === undefined ? {} : address),
  };
}

/** The hand-over rules a body sets, over `saved`: the whole of them when sent, the time zone alone otherwise. */
export function fulfilmentOf(
  { fulfilment, timeZone }: z.output<typeof LocationChangeBody>,
  saved: FulfilmentSettings,
): FulfilmentSettings | undefined {
  if (fulfilment === undefined && timeZone === undefined) return undefined;
  const settings = fulfilment === undefined ? saved : { ...saved, ...toStoredFulfilment(fulfilment, saved.dineIn) };
  return { ...settings, timeZone: timeZone ?? settings.timeZone };
}

export const NewLocationRequest = NewLocationBody.transform((body) => ({ columns: columnsOf(body), body }));
export const LocationChangeRequest = LocationChangeBody.transform((body) => ({ columns: columnsOf(body), body }));
export type LocationRequest = z.output<typeof LocationChangeRequest>;

/** PUT /api/locations/{id}/menu/{foodId}'s body, its price in cents. */
export const LocationDishRequest = LocationDishBody.transform(({ isAvailable, price }) => ({
  isAvailable,
  priceCents: optionalCents(price),
}));
