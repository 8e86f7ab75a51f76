import type { Location } from '../../../../../domain/contracts/locations.ts';
import { countryName } from '../../../../../domain/country-names.ts';
import { LocationInput } from '../../../../../domain/locations/location-form.ts';
import { fieldErrors } from '../../../../../domain/validation.ts';
import { checkFulfilment, fieldIdOf, fulfilmentBodyOf, type FulfilmentBody, type FulfilmentFormValues } from '../fulfilment-form.ts';

/**
 * The Locations screen's add/edit form: a location's name, address and phone as people type
 * them, with its hand-over rules in the Settings screen's fields (../fulfilment-form.ts); the
 * body of POST/PUT /api/locations made from them, checked with the server's own schema
 * (LocationInput); and where each message, the browser's or the server's, is shown.
 */

export const LOCATION_FIELDS = ['name', 'street', 'city', 'state', 'zipCode', 'country', 'phone'] as const;
export type LocationField = (typeof LOCATION_FIELDS)[number];
export type LocationFormValues = Record<LocationField, string>;

/** Where a message that belongs to no one field goes. */
export const LOCATION_FORM_ERROR = 'location-form';

export const locationFieldId = (field: LocationField) => `location-${field}`;

/** A location's details as the form shows them; a new one starts blank in `country` (the first location's). */
export function locationValuesOf(location: Location | null, country: string): LocationFormValues {
  if (!location) return { name: '', street: '', city: '', state: '', zipCode: '', country, phone: '' };
  const { name, phone, address } = location;
  return { name, phone, ...address };
}

export type LocationBody = { name: string; address: Omit<LocationFormValues, 'name' | 'phone'>; phone: string; fulfilment: FulfilmentBody };

/** The form → what LocationInput checks and POST/PUT /api/locations take, the rules as typed. */
export function locationBodyOf(values: LocationFormValues, rules: FulfilmentFormValues) {
  const { name, phone, ...address } = values;
  return { name, address, phone, fulfilment: fulfilmentBodyOf(rules) };
}

/**
 * The element a message belongs beside, from its path as `fieldErrors` writes it or the server's
 * 400 names it: `address.street` at the street, `fulfilment.zones.0.fee` at that zone's fee.
 */
export function locationFieldIdOf(path: string): string {
  if (path === 'fulfilment' || path.startsWith('fulfilment.')) return fieldIdOf(path);
  // The location's own time zone is the one its rules' form sets.
  if (path === 'timeZone') return 'fulfilment-timeZone';
  const [head, inAddress] = path.split('.');
  const field = head === 'address' ? (inAddress ?? 'street') : head;
  return (LOCATION_FIELDS as readonly (string | undefined)[]).includes(field)
    ? locationFieldId(field as LocationField)
    : LOCATION_FORM_ERROR;
}

/** Each message at its element's id (the first for an element). */
export function locationErrorsById(errors: Record<string, string>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) found[locationFieldIdOf(path)] ??= message;
  return found;
}

/**
 * The whole form checked with the server's schema: the body to send (the rules' numbers as JSON
 * numbers), or every message at its element's id at once.
 */
export function checkLocation(
  values: LocationFormValues,
  rules: FulfilmentFormValues,
): { ok: true; body: LocationBody } | { ok: false; errors: Record<string, string> } {
  const parsed = LocationInput.safeParse(locationBodyOf(values, rules));
  const fulfilment = checkFulfilment(rules);
  if (!parsed.success) return { ok: false, errors: locationErrorsById(fieldErrors(parsed.error)) };
  if (!fulfilment.ok) return fulfilment;
  const { name, phone, ...address } = values;
  return { ok: true, body: { name, address, phone, fulfilment: fulfilment.body } };
}

/** One line for the list: '9 River Road, Springfield IL 62702, United States'. */
export function addressText(address: Location['address'], language: string): string {
  const place = [address.city, address.state, address.zipCode].filter((part) => part.trim() !== '').join(' ');
  return [address.street, place, countryName(address.country, language)].filter((part) => part.trim() !== '').join(', ');
}

/** Whether a location takes orders now: paused by the owner, open within its hours, or closed. */
export function stateOf(location: Pick<Location, 'open' | 'paused'>): 'open' | 'paused' | 'closed' {
  if (location.paused) return 'paused';
  return location.open ? 'open' : 'closed';
}

/** When a shut location next opens, at its own clock: 'Thu 7:00 PM', 'gio 19:00'. */
export function openingText(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(instant));
}
