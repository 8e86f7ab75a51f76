import { describe, expect, it } from 'vitest';
import { notificationWords, orderStatusKey, paymentMethodWords, paymentStatusKey } from './order-status-words.ts';

describe('order statuses as customers read them', () => {
  it('names each order status, a handed-over pickup as collected', () => {
    expect(orderStatusKey('pending')).toBe('orders.statusPending');
    expect(orderStatusKey('delivered', 'delivery')).toBe('orders.statusDelivered');
    expect(orderStatusKey('delivered', 'pickup')).toBe('orders.statusCollected');
    expect(orderStatusKey(undefined)).toBe('orders.statusMissing');
    expect(orderStatusKey('on_hold')).toBeUndefined();
  });

  it('names payment statuses', () => {
    expect(paymentStatusKey('partially_refunded')).toBe('orders.paymentPartlyRefunded');
    expect(paymentStatusKey('held')).toBeUndefined();
  });

  it('says a ready pickup is ready for pickup, and cash on a pickup is paid there', () => {
    expect(notificationWords('ready', 'pickup')).toEqual({ key: 'orders.noticeReady', values: { pickup: 'yes' } });
    expect(notificationWords('ready', 'delivery')).toEqual({ key: 'orders.noticeReady', values: { pickup: 'no' } });
    expect(notificationWords('something')).toEqual({ key: 'orders.noticeUnknown' });
    expect(paymentMethodWords('cash', 'pickup')).toEqual({ key: 'orders.methodCash', values: { pickup: 'yes' } });
    expect(paymentMethodWords('cheque')).toBeUndefined();
  });
});
