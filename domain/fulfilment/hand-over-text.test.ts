import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY, setDisplayCurrency } from '../money.ts';
import { setDisplayTimeZone } from '../shop-clock.ts';
import { clockTime, handOverText } from './hand-over-text.ts';

describe('handOverText', () => {
  afterEach(() => {
    setDisplayCurrency(DEFAULT_CURRENCY);
    setDisplayTimeZone(undefined);
  });

  it("says the type and the promised time, as soon as possible or the chosen slot, on the shop's clock", () => {
    setDisplayCurrency({ code: 'EUR', locale: 'en-GB' });
    expect(handOverText({ type: 'delivery', slotStart: null, promisedAt: '2026-01-15T12:30:00.000Z' }, 'Europe/London')).toBe(
      'Delivery, as soon as possible (about 12:30)',
    );
    expect(
      handOverText({ type: 'pickup', slotStart: '2026-01-16T18:00:00.000Z', promisedAt: '2026-01-16T18:00:00.000Z' }, 'Asia/Kolkata'),
    ).toBe('Pickup at Fri 16 Jan, 23:30');
    setDisplayCurrency(DEFAULT_CURRENCY);
    expect(
      handOverText({ type: 'pickup', slotStart: '2026-01-16T18:00:00.000Z', promisedAt: '2026-01-16T18:00:00.000Z' }, 'Asia/Kolkata'),
    ).toBe('Pickup at Fri 16 Jan, 11:30 PM');
  });

  it("writes times in the shop's zone when none is named: 24-hour in it-IT, 12-hour in en-US", () => {
    const sixThirtyInRome = Date.UTC(2026, 6, 1, 16, 30);
    setDisplayTimeZone('Europe/Rome');
    setDisplayCurrency({ code: 'EUR', locale: 'it-IT' });
    expect(clockTime(sixThirtyInRome)).toBe('18:30');
    setDisplayCurrency(DEFAULT_CURRENCY);
    expect(clockTime(sixThirtyInRome)).toBe('6:30 PM');
  });

  it('says only the type on orders from before the shop kept a time', () => {
    expect(handOverText({ type: 'delivery', slotStart: null, promisedAt: null })).toBe('Delivery');
    expect(handOverText(undefined)).toBe('Delivery');
  });
});
