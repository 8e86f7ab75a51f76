import { z } from 'zod';
import { isCountryCode } from '../address-format.ts';
import { FulfilmentSettingsInput } from '../fulfilment/settings.ts';
import { isValidTimeZone } from '../fulfilment/zoned-time.ts';
import { FULFILMENT_ERRORS } from '../fulfilment/settings.ts';
import { isSingleLine } from '../single-line.ts';
import { decimalsAllowed, hasWholeCents } from '../currency.ts';
import { FOOD_PRICE_MAX_CENTS } from '../food-form.ts';
import { dollarsToCents } from '../money.ts';
import { StoreSettingsInput } from '../store-settings.ts';
import { messageWithValues } from '../i18n/message-with-values.ts';

/**
 * A location as the owner sets it on the Locations screen and POST/PUT /api/locations take it:
 * its name, address and phone, and its own hand-over rules in the shape the Settings screen
 * saves for the shop (domain/fulfilment/settings.ts). The browser runs these as the owner types;
 * the server runs them again as the truth.
 */

export const LOCATION_NAME_MAX_LENGTH = 60;
export const LOCATION_TEXT_MAX_LENGTH = 100;

export const LOCATION_ERRORS = {
  nameRequired: 'Give the location a name.',
  nameTooLong: `A location’s name is at most ${LOCATION_NAME_MAX_LENGTH} characters.`,
  streetRequired: 'Street address is required.',
  cityRequired: 'City is required.',
  textTooLong: `Keep this under ${LOCATION_TEXT_MAX_LENGTH} characters.`,
  oneLine: 'Keep this on one line, without tabs or control characters.',
  countryUnknown: 'Choose the location’s country from the list.',
  locationId: 'A location is named by its id, a whole number from 1.',
  isAvailable: 'Say whether the dish is on at this location: true or false.',
  soldOut: 'Say whether the dish is sold out: true or false.',
  get price() {
    return `A price is a number of at least 0, with ${decimalsAllowed()}.`;
  },
} as const;

export const LOCATION_MESSAGES = {
  added: 'Location added',
  saved: 'Location saved',
  removed: 'Location removed',
  notFound: 'No such location.',
  nameTaken: 'Another location already has this name.',
  hasOpenOrders: 'This location still has open orders. Finish or cancel them before removing it.',
  firstLocation: 'The first location is the shop’s own and stays; rename it instead.',
  choose: 'Choose the location to order from.',
  unknown: 'That location does not exist or has closed. Choose another.',
  menuSaved: 'Menu for this location saved',
  dishNotFound: 'No such dish.',
  noSuchLocations: 'The shop has no location with one of those ids.',
  otherLocation: 'This order belongs to a location you do not work at.',
  notYourLocation: 'You do not work at that location.',
  notSoldHere: 'This dish is not on this location’s menu.',
  soldOutEverywhere: (name: string) => messageWithValues('admin-desk.soldOutEverywhere', { name }),
  markedSoldOutAt: (name: string, location: string) => messageWithValues('admin-desk.markedSoldOutAt', { name, location }),
  backOnSaleAt: (name: string, location: string) => messageWithValues('admin-desk.backOnSaleAt', { name, location }),
} as const;

function line(required: string | null, max: number) {
  const text = z
    .string({ error: required ?? LOCATION_ERRORS.textTooLong })
    .trim()
    .max(max, LOCATION_ERRORS.textTooLong);
  return (required === null ? text : text.min(1, required)).refine(isSingleLine, LOCATION_ERRORS.oneLine);
}

export const LocationAddressInput = z.object({
  street: line(LOCATION_ERRORS.streetRequired, LOCATION_TEXT_MAX_LENGTH),
  city: line(LOCATION_ERRORS.cityRequired, LOCATION_TEXT_MAX_LENGTH),
  state: line(null, LOCATION_TEXT_MAX_LENGTH).default(''),
  zipCode: line(null, 20).default(''),
  /** ISO 3166-1 alpha-2. */
  country: z.string({ error: LOCATION_ERRORS.countryUnknown }).trim().toUpperCase().refine(isCountryCode, LOCATION_ERRORS.countryUnknown),
});

/** A location's id, as bodies and `?location=` name one. */
export const LocationId = z.coerce
  .number({ error: LOCATION_ERRORS.locationId })
  .int(LOCATION_ERRORS.locationId)
  .min(1, LOCATION_ERRORS.locationId)
  .max(Number.MAX_SAFE_INTEGER, LOCATION_ERRORS.locationId);

export const LocationInput = z.object({
  name: z
    .string({ error: LOCATION_ERRORS.nameRequired })
    .trim()
    .min(1, LOCATION_ERRORS.nameRequired)
    .max(LOCATION_NAME_MAX_LENGTH, LOCATION_ERRORS.nameTooLong)
    .refine(isSingleLine, LOCATION_ERRORS.oneLine),
  address: LocationAddressInput,
  phone: StoreSettingsInput.shape.phone,
  /** The location's own time zone; over `fulfilment.timeZone` when both are sent. */
  timeZone: z.string({ error: FULFILMENT_ERRORS.timeZone }).trim().refine(isValidTimeZone, FULFILMENT_ERRORS.timeZone).optional(),
  fulfilment: FulfilmentSettingsInput.optional(),
});
export type LocationForm = z.output<typeof LocationInput>;

/** PUT /api/locations/{id}: any of the fields; those left out keep their values. */
export const LocationUpdate = LocationInput.partial();
export type LocationChange = z.output<typeof LocationUpdate>;

/** PUT /api/locations/{id}/menu/{foodId}: whether the dish is on there, and its price there (null or left out: the menu's). */
export const LocationDishInput = z.object({
  isAvailable: z.boolean({ error: LOCATION_ERRORS.isAvailable }),
  price: z
    .number({ error: () => LOCATION_ERRORS.price })
    .min(0, { error: () => LOCATION_ERRORS.price })
    .refine((price) => dollarsToCents(price) <= FOOD_PRICE_MAX_CENTS, { error: () => LOCATION_ERRORS.price })
    .refine(hasWholeCents, { error: () => LOCATION_ERRORS.price })
    .nullable()
    .default(null),
});
