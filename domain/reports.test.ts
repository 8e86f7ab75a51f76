import { describe, expect, it } from 'vitest';
import { reportRange, SalesReportBuilder, type ReportOrder } from './reports.ts';

const range = reportRange({ from: '2026-05-01', to: '2026-05-01' }, 'UTC');
const at = Date.parse('2026-05-01T12:00:00Z');

function order(channel: ReportOrder['channel'], totalCents: number): ReportOrder {
  return {
    createdAt: at,
    paymentMethod: 'cash',
    fulfilmentType: 'pickup',
    channel,
    subtotalCents: totalCents,
    discountCents: 0,
    deliveryFeeCents: 0,
    taxCents: 0,
    taxAdded: true,
    tipCents: 0,
    totalCents,
  };
}

describe('a report by channel', () => {
  it('adds up each channel’s orders and takings, a refund under its order’s channel, the biggest first', () => {
    if (!range.ok) throw new Error(range.message);
    const builder = new SalesReportBuilder(range.range);
    builder.addOrder(order('web', 1_000));
    builder.addOrder(order('phone', 2_500));
    builder.addOrder(order('phone', 500));
    builder.addOrder(order('counter', 800));
    builder.addRefund({
      createdAt: at,
      amountCents: 300,
      taxCents: 0,
      tipCents: 0,
      taxLines: [],
      paymentMethod: 'cash',
      fulfilmentType: 'pickup',
      channel: 'counter',
    });
    const byChannel = builder.build().byChannel.map(({ key, orders, total, refunds, net }) => ({ key, orders, total, refunds, net }));
    expect(byChannel).toEqual([
      { key: 'phone', orders: 2, total: 3_000, refunds: 0, net: 3_000 },
      { key: 'web', orders: 1, total: 1_000, refunds: 0, net: 1_000 },
      { key: 'counter', orders: 1, total: 800, refunds: 300, net: 500 },
    ]);
  });
});
