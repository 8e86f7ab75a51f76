import { describe, expect, it } from 'vitest';
import { handOverText } from './hand-over-text.ts';

describe('handOverText', () => {
  it('says the type and the promised time, as soon as possible or the chosen slot', () => {
    expect(handOverText({ type: 'delivery', slotStart: null, promisedAt: '2026-01-15T12:30:00.000Z' }, 'Europe/London')).toBe(
      'Delivery, as soon as possible (about 12:30)',
    );
    expect(handOverText({ type: 'pickup', slotStart: '2026-01-16T18:00:00.000Z', promisedAt: '2026-01-16T18:00:00.000Z' }, 'Asia/Kolkata')).toBe(
      'Pickup at Fri 16 Jan, 23:30',
    );
  });

  it('says only the type on orders from before the shop kept a time', () => {
    expect(handOverText({ type: 'delivery', slotStart: null, promisedAt: null })).toBe('Delivery');
    expect(handOverText(undefined)).toBe('Delivery');
  });
});
