import { describe, expect, it } from 'vitest';
import type { Location } from '../../../../../domain/contracts/locations.ts';
import { LocationInput } from '../../../../../domain/locations/location-form.ts';
import { translateText } from '../../../../../domain/i18n/tables.ts';
import type { ShopFulfilment } from '../../cart/shop-settings.ts';
import { formValuesOf } from '../fulfilment-form.ts';
import {
  addressText,
  checkLocation,
  LOCATION_FORM_ERROR,
  locationErrorsById,
  locationFieldIdOf,
  locationValuesOf,
  openingText,
  stateOf,
} from './location-form-values.ts';

const rules: ShopFulfilment = {
  timeZone: 'Asia/Kolkata',
  weekly: Array.from({ length: 7 }, () => [{ open: '19:00', close: '23:00' }]),
  closures: [],
  pause: { paused: false, until: null },
  delivery: { enabled: true, leadMinutes: 40 },
  pickup: { enabled: true, leadMinutes: 15 },
  scheduling: { enabled: false, slotMinutes: 15, horizonDays: 3, ordersPerSlot: 8 },
  zones: [{ id: 'zone-1', name: 'Centre', postcodes: ['62702'], fee: 2.5, minimumOrder: 0, freeAbove: null }],
  dineIn: { enabled: false, payAtEnd: false, leadMinutes: 15, weekly: null },
};

const riverside: Location = {
  id: 2,
  name: 'Doorstep Riverside',
  address: { street: '9 River Road', city: 'Springfield', state: 'IL', zipCode: '62702', country: 'US' },
  phone: '(217) 555-0199',
  timeZone: 'Asia/Kolkata',
  open: false,
  paused: false,
  nextOpening: '2026-01-15T19:00:00+05:30',
  offers: { delivery: true, pickup: true },
};

describe("the Locations screen's add/edit form", () => {
  it('starts blank in the given country, or with the location as it is', () => {
    expect(locationValuesOf(null, 'IT')).toEqual({ name: '', street: '', city: '', state: '', zipCode: '', country: 'IT', phone: '' });
    expect(locationValuesOf(riverside, 'IT')).toEqual({
      name: 'Doorstep Riverside',
      street: '9 River Road',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62702',
      country: 'US',
      phone: '(217) 555-0199',
    });
  });

  it('sends the details with the rules, their numbers as JSON numbers, in a body the server schema takes', () => {
    const values = formValuesOf(rules);
    values.zones[0]!.fee = '3.50';
    const checked = checkLocation(locationValuesOf(riverside, 'US'), values);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body).toMatchObject({
      name: 'Doorstep Riverside',
      address: { street: '9 River Road', city: 'Springfield', state: 'IL', zipCode: '62702', country: 'US' },
      phone: '(217) 555-0199',
      fulfilment: { timeZone: 'Asia/Kolkata', zones: [{ id: 'zone-1', fee: 3.5, minimumOrder: 0 }] },
    });
    expect(LocationInput.safeParse(checked.body).success).toBe(true);
  });

  it('says every message at once beside its field, the details and the rules alike', () => {
    const values = formValuesOf(rules);
    values.pickup.leadMinutes = 'soon';
    const checked = checkLocation({ ...locationValuesOf(riverside, 'US'), name: ' ', street: '', phone: 'call us' }, values);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.fromEntries(Object.entries(checked.errors).map(([id, message]) => [id, translateText('en', message)]))).toEqual({
      'location-name': 'Give the location a name.',
      'location-street': 'Street address is required.',
      'location-phone': 'Phone may contain only digits, spaces, +, -, ( and ), with at least 6 digits.',
      'fulfilment-pickup-lead': 'Lead time must be a whole number of minutes from 0 to 1440.',
    });
  });

  it("puts the server's messages by their paths at the same fields", () => {
    expect(locationFieldIdOf('name')).toBe('location-name');
    expect(locationFieldIdOf('address.zipCode')).toBe('location-zipCode');
    expect(locationFieldIdOf('address.country')).toBe('location-country');
    expect(locationFieldIdOf('address')).toBe('location-street');
    expect(locationFieldIdOf('timeZone')).toBe('fulfilment-timeZone');
    expect(locationFieldIdOf('fulfilment.zones.0.freeAbove')).toBe('zone-0-free');
    expect(locationFieldIdOf('form')).toBe(LOCATION_FORM_ERROR);
    expect(locationErrorsById({ 'address.street': 'A', name: 'B', 'address.street.0': 'C' })).toEqual({
      'location-street': 'A',
      'location-name': 'B',
    });
  });
});

describe("the locations' list", () => {
  it('writes the address on one line, its country in the page language, without blank parts', () => {
    expect(addressText(riverside.address, 'en')).toBe('9 River Road, Springfield IL 62702, United States');
    expect(addressText({ ...riverside.address, state: '', zipCode: '', country: 'IT' }, 'it')).toBe('9 River Road, Springfield, Italia');
  });

  it('says paused before open or closed, and the next opening at the location clock', () => {
    expect(stateOf({ open: false, paused: true })).toBe('paused');
    expect(stateOf({ open: true, paused: false })).toBe('open');
    expect(stateOf({ open: false, paused: false })).toBe('closed');
    expect(openingText('2026-01-15T19:00:00+05:30', 'Asia/Kolkata', 'en')).toBe('Thu 7:00 PM');
    expect(openingText('2026-01-15T19:00:00+05:30', 'Asia/Kolkata', 'it')).toBe('gio 19:00');
  });
});
