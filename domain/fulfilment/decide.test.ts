import { describe, expect, it } from 'vitest';
import { decideFulfilment, fulfilmentOutlook } from './decide.ts';
import { DEFAULT_FULFILMENT_SETTINGS, FulfilmentSettingsInput, type FulfilmentSettings } from './settings.ts';

const zone = 'Europe/London';
const shop: FulfilmentSettings = {
  ...DEFAULT_FULFILMENT_SETTINGS,
  timeZone: zone,
  weekly: Array.from({ length: 7 }, () => [{ open: '10:00', close: '22:00' }]),
  delivery: { enabled: true, leadMinutes: 45 },
  pickup: { enabled: true, leadMinutes: 15 },
  scheduling: { enabled: true, slotMinutes: 15, horizonDays: 2, ordersPerSlot: 5 },
};
const at = (iso: string) => Date.parse(iso);
const none = () => 0;

describe('decideFulfilment', () => {
  it('promises ASAP orders at now plus the lead time while open', () => {
    expect(decideFulfilment(shop, { type: 'pickup' }, at('2026-11-24T12:00:00Z'))).toEqual({
      ok: true,
      type: 'pickup',
      slotStart: null,
      promisedAt: at('2026-11-24T12:15:00Z'),
    });
  });

  it('refuses ASAP while closed or paused, naming the earliest time to choose instead', () => {
    const night = at('2026-11-24T23:00:00Z');
    expect(decideFulfilment(shop, { type: 'delivery' }, night)).toEqual({
      ok: false,
      message: 'Closed now — opens tomorrow 10:00 AM. The earliest time you can choose is tomorrow 10:45 AM.',
    });
    const paused = { ...shop, pause: { paused: true, until: null } };
    expect(decideFulfilment(paused, { type: 'pickup' }, at('2026-11-24T12:00:00Z'))).toEqual({
      ok: false,
      message: "We're not taking orders for as soon as possible right now. The earliest time you can choose is today 12:15 PM.",
    });
    const noScheduling = { ...shop, scheduling: { ...shop.scheduling, enabled: false } };
    expect(decideFulfilment(noScheduling, { type: 'pickup' }, night)).toEqual({
      ok: false,
      message: 'Closed now — opens tomorrow 10:00 AM. Please order when we open, tomorrow 10:00 AM.',
    });
  });

  it('takes a slot on the grid inside the hours after the lead time, and refuses any other time', () => {
    const now = at('2026-11-24T12:00:00Z');
    expect(decideFulfilment(shop, { type: 'delivery', slotStart: at('2026-11-25T18:30:00Z') }, now)).toMatchObject({
      ok: true,
      slotStart: at('2026-11-25T18:30:00Z'),
      promisedAt: at('2026-11-25T18:30:00Z'),
    });
    for (const slotStart of [
      at('2026-11-24T12:30:00Z'),
      at('2026-11-24T18:40:00Z'),
      at('2026-11-24T22:00:00Z'),
      at('2026-11-27T12:00:00Z'),
    ]) {
      expect(decideFulfilment(shop, { type: 'delivery', slotStart }, now)).toEqual({
        ok: false,
        message: 'That time is not available. The earliest time you can choose is today 12:45 PM.',
      });
    }
  });

  it('refuses a type the shop does not offer', () => {
    const deliveryOnly = { ...shop, pickup: { ...shop.pickup, enabled: false } };
    expect(decideFulfilment(deliveryOnly, { type: 'pickup' }, at('2026-11-24T12:00:00Z'))).toEqual({
      ok: false,
      message: "We don't offer pickup at the moment.",
    });
  });
});

describe('fulfilmentOutlook', () => {
  it('says closed, when it opens and that later is still possible, with the slots and their room', () => {
    const full = at('2026-11-25T10:45:00Z');
    const outlook = fulfilmentOutlook(shop, 'delivery', at('2026-11-24T23:00:00Z'), (start) => (start === full ? 5 : 0));
    expect(outlook).toMatchObject({ offered: true, open: false, paused: false, asap: { available: false, earliest: null } });
    expect(outlook.message).toBe('Closed now — opens tomorrow 10:00 AM. You can still order for later.');
    expect(outlook.slots[0]).toEqual({ start: full, end: full + 15 * 60_000, available: false });
    expect(outlook.slots[1]!.available).toBe(true);
  });

  it('is open with no message by default, around the clock, delivery only', () => {
    expect(fulfilmentOutlook(DEFAULT_FULFILMENT_SETTINGS, 'delivery', at('2026-11-24T03:00:00Z'), none)).toMatchObject({
      offered: true,
      open: true,
      message: null,
      asap: { available: true, earliest: at('2026-11-24T03:30:00Z') },
      slots: [],
    });
    expect(fulfilmentOutlook(DEFAULT_FULFILMENT_SETTINGS, 'pickup', at('2026-11-24T03:00:00Z'), none)).toMatchObject({
      offered: false,
      message: "We don't offer pickup at the moment.",
    });
  });
});

describe('FulfilmentSettingsInput', () => {
  const valid = {
    timeZone: 'Asia/Kolkata',
    weekly: [
      [],
      ...Array.from({ length: 6 }, () => [
        { open: '11:00', close: '15:00' },
        { open: '18:00', close: '01:00' },
      ]),
    ],
    closures: [{ from: '2026-12-24', to: '2026-12-26', message: 'Closed for the holidays' }],
    pause: { paused: true, until: '2026-11-24T20:00:00+05:30' },
    delivery: { enabled: true, leadMinutes: 40 },
    pickup: { enabled: true, leadMinutes: 10 },
    scheduling: { enabled: true, slotMinutes: 15, horizonDays: 3, ordersPerSlot: 6 },
    zones: [{ name: 'Near', postcodes: ['560001', ' 560002 ', ''], fee: 1.5, minimumOrder: 10, freeAbove: 30 }],
  };

  it('reads the pause end as an instant and keeps the postcodes given', () => {
    const parsed = FulfilmentSettingsInput.parse(valid);
    expect(parsed.pause.until).toBe(Date.parse('2026-11-24T14:30:00Z'));
    expect(parsed.zones).toEqual([{ name: 'Near', postcodes: ['560001', '560002'], fee: 1.5, minimumOrder: 10, freeAbove: 30 }]);
  });

  it('refuses what the owner could not mean, with a message that says what to do', () => {
    const message = (patch: Record<string, unknown>) => FulfilmentSettingsInput.safeParse({ ...valid, ...patch }).error?.issues[0]?.message;
    expect(message({ timeZone: 'Mars/Base' })).toBe('Choose a time zone such as Europe/London or America/New_York.');
    expect(message({ weekly: valid.weekly.slice(1) })).toBe('Give opening hours for each of the 7 days (an empty list closes that day).');
    expect(message({ weekly: [[{ open: '25:00', close: '10:00' }], ...valid.weekly.slice(1)] })).toBe('Use a 24-hour time such as 09:30.');
    expect(message({ closures: [{ from: '2026-12-26', to: '2026-12-24' }] })).toBe("A closure's last day cannot come before its first.");
    expect(message({ closures: [{ from: '2026-02-30', to: '2026-03-01' }] })).toBe('Use a date such as 2026-12-24.');
    expect(message({ scheduling: { ...valid.scheduling, slotMinutes: 7 } })).toBe(
      'Slots can be 5, 10, 15, 20, 30, 45, 60, 90, 120 minutes long.',
    );
    expect(message({ delivery: { enabled: false, leadMinutes: 0 }, pickup: { enabled: false, leadMinutes: 0 } })).toBe(
      'Offer delivery, pickup or both.',
    );
    expect(message({ zones: [{ name: 'Far', postcodes: [' '], fee: 2 }] })).toBe(
      'List at least one postcode or postcode prefix for each zone.',
    );
    expect(message({ zones: [{ name: 'Far', postcodes: ['E1'], fee: 2.555 }] })).toBe(
      'Amounts must be from 0 to 10000 with at most two decimals.',
    );
  });
});
