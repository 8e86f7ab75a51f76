import { describe, expect, it } from 'vitest';
import { FulfilmentSettingsInput } from '../../../../domain/fulfilment/settings.ts';
import { fieldErrors } from '../../../../domain/validation.ts';
import { translateText } from '../../../../domain/i18n/tables.ts';
import { checkFulfilment, copyDayToAll, errorsById, fieldIdOf, formValuesOf, fulfilmentBodyOf } from './fulfilment-form.ts';
import type { ShopFulfilment } from '../cart/shop-settings.ts';

const saved: ShopFulfilment = {
  timeZone: 'Europe/London',
  weekly: [[], ...Array.from({ length: 6 }, () => [{ open: '11:00', close: '22:00' }])],
  closures: [{ from: '2026-12-25', to: '2026-12-26', message: 'Closed for Christmas' }],
  pause: { paused: false, until: null },
  delivery: { enabled: true, leadMinutes: 40 },
  pickup: { enabled: true, leadMinutes: 15 },
  scheduling: { enabled: true, slotMinutes: 15, horizonDays: 3, ordersPerSlot: 8 },
  zones: [{ id: 'zone-1', name: 'Centre', postcodes: ['SW1', 'SW2'], fee: 1.5, minimumOrder: 10, freeAbove: null }],
  dineIn: { enabled: false, payAtEnd: false, leadMinutes: 15, weekly: null },
};

describe("the Settings screen's hours, delivery and pickup form", () => {
  it('shows the saved settings as text and sends back what the shared schema reads as the same settings', () => {
    const values = formValuesOf(saved);
    expect(values.zones[0]).toEqual({
      id: 'zone-1',
      name: 'Centre',
      postcodes: 'SW1, SW2',
      fee: '1.50',
      minimumOrder: '10.00',
      freeAbove: '',
    });
    expect(values.scheduling.slotMinutes).toBe('15');
    const parsed = FulfilmentSettingsInput.parse(fulfilmentBodyOf(values));
    expect(parsed.zones).toEqual([
      { id: 'zone-1', name: 'Centre', postcodes: ['SW1', 'SW2'], fee: 1.5, minimumOrder: 10, freeAbove: null },
    ]);
    expect(parsed.weekly).toEqual(saved.weekly);
    expect(parsed.scheduling).toEqual(saved.scheduling);
  });

  it('leaves a blank number for the schema to name, and copies one day to every day', () => {
    const values = formValuesOf(saved);
    values.delivery.leadMinutes = '';
    expect(FulfilmentSettingsInput.safeParse(fulfilmentBodyOf(values)).error?.issues[0]?.message).toBe(
      'Lead time must be a whole number of minutes from 0 to 1440.',
    );
    const copied = copyDayToAll(values.weekly, 1);
    expect(copied).toHaveLength(7);
    expect(copied.every((day) => day.length === 1 && day[0]!.open === '11:00')).toBe(true);
    copied[0]![0]!.open = '09:00';
    expect(copied[1]![0]!.open).toBe('11:00');
  });
});

describe('where the form says each message', () => {
  it('puts every message beside its own field, all at once', () => {
    const values = formValuesOf(saved);
    values.delivery.leadMinutes = '';
    values.zones[0]!.fee = 'abc';
    values.zones[0]!.name = '';
    values.weekly[2] = [
      { open: '11:00', close: '15:00' },
      { open: '14:00', close: '22:00' },
    ];
    const parsed = FulfilmentSettingsInput.safeParse(fulfilmentBodyOf(values));
    const errors = errorsById(fieldErrors(parsed.error!));
    expect(Object.fromEntries(Object.entries(errors).map(([id, message]) => [id, translateText('en', message)]))).toEqual({
      'fulfilment-weekly-2': "Tuesday's opening hours 11:00–15:00 and 14:00–22:00 overlap. Join them into one, or change one.",
      'fulfilment-delivery-lead': 'Lead time must be a whole number of minutes from 0 to 1440.',
      'zone-0-name': 'Give each delivery zone a name (at most 60 characters).',
      'zone-0-fee': expect.stringMatching(/^Amounts must be from 0 to/),
    });
  });

  it("maps the server's paths the same way", () => {
    expect(fieldIdOf('fulfilment.zones.3.freeAbove')).toBe('zone-3-free');
    expect(fieldIdOf('fulfilment.closures.0.to')).toBe('closure-0-to');
    expect(fieldIdOf('fulfilment.delivery')).toBe('fulfilment-delivery-enabled');
    expect(fieldIdOf('fulfilment')).toBe('fulfilment-form');
  });
});

describe('the form checked before it is sent', () => {
  it('sends the typed numbers as JSON numbers, read the shop way, and the rest as the form has it', () => {
    const values = formValuesOf(saved);
    values.zones[0]!.fee = '2.50';
    values.scheduling.ordersPerSlot = '4';
    const checked = checkFulfilment(values);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body.zones).toEqual([
      { id: 'zone-1', name: 'Centre', postcodes: ['SW1', 'SW2'], fee: 2.5, minimumOrder: 10, freeAbove: null },
    ]);
    expect(checked.body.scheduling).toEqual({ enabled: true, slotMinutes: 15, horizonDays: 3, ordersPerSlot: 4 });
    expect(checked.body.timeZone).toBe('Europe/London');
    expect(checked.body.closures).toEqual(saved.closures);
    expect(FulfilmentSettingsInput.parse(checked.body).zones).toEqual(FulfilmentSettingsInput.parse(fulfilmentBodyOf(values)).zones);
  });

  it('gives every message at its element instead of a body', () => {
    const values = formValuesOf(saved);
    values.pickup.leadMinutes = 'soon';
    values.zones[0]!.postcodes = ' ';
    const checked = checkFulfilment(values);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['fulfilment-pickup-lead', 'zone-0-postcodes']);
  });
});
