import { describe, expect, it } from 'vitest';
import {
  formatOrderDate,
  isOrderStatus,
  isPaymentStatus,
  notificationText,
  ORDER_STATUSES,
  orderReference,
  orderStatusLabel,
  orderStatusTone,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUSES,
  paymentStatusLabel,
  paymentMethodLabel,
  paymentStatusTone,
  isSettablePaymentStatus,
  SETTABLE_PAYMENT_STATUSES,
} from './order-status.ts';

describe('statuses', () => {
  it("are the shop's values", () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'processing', 'ready', 'out_for_delivery', 'delivered', 'cancelled']);
    expect(PAYMENT_STATUSES).toEqual(['pending', 'authorized', 'completed', 'failed', 'partially_refunded', 'refunded', 'released']);
    expect(SETTABLE_PAYMENT_STATUSES).toEqual(['pending', 'completed', 'failed']);
    expect(PAYMENT_METHOD_LABELS).toEqual({ cash: 'Cash on Delivery', card: 'Credit/Debit Card', upi: 'UPI Payment' });
  });

  it('recognise only their own values', () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    expect(PAYMENT_STATUSES.every(isPaymentStatus)).toBe(true);
    for (const value of ['shipped', 'PENDING', '', null, undefined, 3, 'completed']) expect(isOrderStatus(value)).toBe(false);
    for (const value of ['processing', 'returned', null]) expect(isPaymentStatus(value)).toBe(false);
    // A refund's status comes with its amount, never by hand.
    for (const value of ['refunded', 'partially_refunded'])
      expect([isPaymentStatus(value), isSettablePaymentStatus(value)]).toEqual([true, false]);
  });

  it.each([
    ['pending', 'yellow'],
    ['processing', 'blue'],
    ['ready', 'teal'],
    ['out_for_delivery', 'violet'],
    ['delivered', 'green'],
    ['cancelled', 'red'],
    ['shipped', 'gray'],
    [undefined, 'gray'],
  ] as const)('order status %s is %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });

  it.each([
    ['pending', 'yellow'],
    ['completed', 'green'],
    ['failed', 'red'],
    [null, 'gray'],
  ] as const)('payment status %s is %s', (status, tone) => {
    expect(paymentStatusTone(status)).toBe(tone);
  });

  it("prints a status in words a person reads, and a missing one as 'N/A'", () => {
    expect(ORDER_STATUSES.map((status) => orderStatusLabel(status))).toEqual([
      'Pending confirmation',
      'Being prepared',
      'Ready',
      'Out for delivery',
      'Delivered',
      'Cancelled',
    ]);
    expect(orderStatusLabel('shipped_back')).toBe('shipped back');
    expect(orderStatusLabel('')).toBe('N/A');
    expect(orderStatusLabel(undefined)).toBe('N/A');
    expect(PAYMENT_STATUSES.map(paymentStatusLabel)).toEqual([
      'Not paid yet',
      'Card held',
      'Paid',
      'Payment failed',
      'Partly refunded',
      'Refunded',
      'Card hold released',
    ]);
    expect(paymentStatusLabel(null)).toBe('N/A');
    expect(paymentStatusLabel('held')).toBe('Held: not the order’s amount');
  });

  it('calls a handed-over pickup Collected, never Delivered', () => {
    expect(orderStatusLabel('delivered', 'pickup')).toBe('Collected');
    expect(orderStatusLabel('ready', 'pickup')).toBe('Ready');
    expect(orderStatusLabel('delivered', 'delivery')).toBe('Delivered');
    expect(notificationText('delivered', 'pickup')).toBe('Order collected');
    expect(notificationText('ready', 'pickup')).toBe('Order is ready for pickup');
    expect(paymentMethodLabel('cash', 'pickup')).toBe('Pay at pickup');
    expect(paymentMethodLabel('cash', 'delivery')).toBe('Cash on Delivery');
    expect(paymentMethodLabel('upi', 'pickup')).toBe('UPI Payment');
  });

  it.each([
    ['pending', 'Pending confirmation'],
    ['processing', 'Order is being prepared'],
    ['ready', 'Order is ready'],
    ['out_for_delivery', 'Order is on its way'],
    ['delivered', 'Delivered successfully'],
    ['cancelled', 'Order was cancelled'],
    ['lost', 'Status unknown'],
    [null, 'Status unknown'],
  ])('notification text for %s', (status, text) => {
    expect(notificationText(status)).toBe(text);
  });
});

describe('orderReference', () => {
  it('is the last 6 characters of the id, upper case', () => {
    expect(orderReference('65f1c2a9e4b0d3f7a1b2c3d4')).toBe('B2C3D4');
    expect(orderReference('abc')).toBe('ABC');
  });
});

describe('formatOrderDate', () => {
  it("formats 'dd MMM yyyy, hh:mm a' in local time", () => {
    expect(formatOrderDate(new Date(2025, 0, 5, 15, 4))).toBe('05 Jan 2025, 03:04 PM');
    expect(formatOrderDate(new Date(2025, 11, 31, 0, 0))).toBe('31 Dec 2025, 12:00 AM');
    expect(formatOrderDate(new Date(2025, 5, 9, 12, 30))).toBe('09 Jun 2025, 12:30 PM');
    expect(formatOrderDate(new Date(2025, 5, 9, 11, 59))).toBe('09 Jun 2025, 11:59 AM');
  });

  it("writes the shop's zone and clock, not the reader's: 24-hour in it-IT", () => {
    const instant = Date.UTC(2026, 10, 26, 22, 15);
    expect(formatOrderDate(instant, 'Europe/Rome', 'it-IT')).toBe('26 Nov 2026, 23:15');
    expect(formatOrderDate(instant, 'America/New_York', 'en-US')).toBe('26 Nov 2026, 05:15 PM');
  });

  it('accepts ISO strings and epoch milliseconds, and prints nothing for junk', () => {
    const when = new Date(2025, 0, 5, 15, 4);
    expect(formatOrderDate(when.toISOString())).toBe('05 Jan 2025, 03:04 PM');
    expect(formatOrderDate(when.getTime())).toBe('05 Jan 2025, 03:04 PM');
    expect(formatOrderDate('not a date')).toBe('');
  });
});
