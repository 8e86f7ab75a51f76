import { describe, expect, it } from 'vitest';
import { shopAnswerText } from './order-answer.ts';

const NOW = Date.parse('2025-01-16T18:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const pickup = { fulfilment: { type: 'pickup' as const } };
const delivery = { fulfilment: { type: 'delivery' as const } };

describe('shopAnswerText', () => {
  it('says when a pickup will be ready and when a delivery will arrive, on the clock asked for', () => {
    expect(shopAnswerText({ ...pickup, orderStatus: 'processing', readyAt: at(40), expectedAt: at(40) }, 'UTC', 'en-GB')).toBe(
      'Accepted — ready at 18:40',
    );
    expect(shopAnswerText({ ...delivery, orderStatus: 'processing', readyAt: at(40), expectedAt: at(55) }, 'UTC', 'en-GB')).toBe(
      'Accepted — arriving around 18:55',
    );
    expect(shopAnswerText({ ...delivery, orderStatus: 'processing', readyAt: at(40), expectedAt: at(55) }, 'Asia/Kolkata', 'it-IT')).toBe(
      'Accepted — arriving around 00:25',
    );
    expect(shopAnswerText({ ...delivery, orderStatus: 'out_for_delivery', expectedAt: at(15) }, 'America/New_York', 'en-US')).toBe(
      'Out for delivery — arriving around 1:15 PM',
    );
  });

  it('says the order is ready, and why it was rejected', () => {
    expect(shopAnswerText({ ...pickup, orderStatus: 'ready' })).toBe('Ready for pickup');
    expect(shopAnswerText({ ...delivery, orderStatus: 'ready' })).toBe('Ready — waiting for the driver');
    expect(shopAnswerText({ ...delivery, orderStatus: 'cancelled', rejectionReason: 'Out of dough' })).toBe('Rejected: Out of dough');
    expect(
      shopAnswerText({ ...delivery, orderStatus: 'cancelled', acceptedAt: '2026-01-15T12:00:00.000Z', rejectionReason: 'The oven broke' }),
    ).toBe('Cancelled: The oven broke');
  });

  it('says nothing before an answer, after the hand-over, or for a status set without one', () => {
    expect(shopAnswerText({ ...delivery, orderStatus: 'pending' })).toBeNull();
    expect(shopAnswerText({ ...delivery, orderStatus: 'delivered' })).toBeNull();
    expect(shopAnswerText({ ...pickup, orderStatus: 'processing', readyAt: null })).toBeNull();
    expect(shopAnswerText({ ...delivery, orderStatus: 'cancelled', rejectionReason: null })).toBeNull();
  });
});
