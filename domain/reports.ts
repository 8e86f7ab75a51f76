import { ANALYTICS_MESSAGES, MAX_RANGE_DAYS } from './analytics.ts';
import { addDays, instantAt, zonedParts } from './fulfilment/zoned-time.ts';
import type { HandOverType } from './fulfilment/settings.ts';
import { centsToDollars, minorDigits } from './money.ts';
import type { OrderChannel } from './order-channel.ts';
import type { PaymentMethod } from './order-status.ts';
import { addTaxLines } from './refund-split.ts';
import type { TaxLine } from './tax.ts';

/**
 * The owner's sales reports (docs/product/reports.md): whole days in the shop's time zone, the
 * figures an accountant asks for, and the rows of the CSV exports. Pure: the worker reads the
 * orders and feeds them here one by one, so a report of any size is summed in constant memory.
 */

export interface ReportRange {
  /** YYYY-MM-DD, the first day, in the shop's time zone. */
  from: string;
  /** YYYY-MM-DD, the last day, included. */
  to: string;
  timeZone: string;
  /** Epoch ms: the first day's midnight in the zone. */
  startMs: number;
  /** Epoch ms: the midnight after the last day (excluded). */
  endMs: number;
  /** One location's books (its own days); undefined: every location's. */
  locationId?: number | undefined;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function isRealDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `from` and `to` as the query gives them, checked, with the instants they bound in `timeZone`. */
export function reportRange(
  query: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): { ok: true; range: ReportRange } | { ok: false; field: 'from' | 'to'; message: string } {
  const from = query.from ?? '';
  const to = query.to ?? '';
  if (!isRealDay(from)) return { ok: false, field: 'from', message: ANALYTICS_MESSAGES.from };
  if (!isRealDay(to)) return { ok: false, field: 'to', message: ANALYTICS_MESSAGES.to };
  if (from > to) return { ok: false, field: 'from', message: ANALYTICS_MESSAGES.order };
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return { ok: false, field: 'to', message: ANALYTICS_MESSAGES.tooLong };
  return { ok: true, range: { from, to, timeZone, startMs: instantAt(from, 0, timeZone), endMs: instantAt(addDays(to, 1), 0, timeZone) } };
}

/** One order as the reports read it (cents). */
export interface ReportOrder {
  /** Per rate, as stored with the order (empty on orders from before tax was kept). */
  taxLines?: readonly TaxLine[];
  createdAt: number;
  paymentMethod: PaymentMethod;
  fulfilmentType: HandOverType;
  channel: OrderChannel;
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  taxCents: number;
  /** Whether the tax was added to the total (else it was inside the prices). */
  taxAdded: boolean;
  tipCents: number;
  totalCents: number;
}

/** One refund as the reports read it (cents), with its order's payment, fulfilment and channel. */
export interface ReportRefund {
  createdAt: number;
  amountCents: number;
  taxCents: number;
  tipCents: number;
  taxLines: readonly TaxLine[];
  paymentMethod: PaymentMethod;
  fulfilmentType: HandOverType;
  channel: OrderChannel;
}

/** What a report adds up (cents). */
export interface MoneyFigures {
  orders: number;
  /** The dishes at their prices: Σ subtotal. */
  gross: number;
  discounts: number;
  deliveryFees: number;
  /** Tax kept: collected (added or included) − given back by the period's refunds. */
  tax: number;
  /** Tips kept: collected − given back. */
  tips: number;
  /** What customers paid: Σ total. */
  total: number;
  /** Given back in the period (by when the refund was recorded). */
  refunds: number;
  /** The tax those refunds gave back. */
  refundedTax: number;
  /** The tips those refunds gave back. */
  refundedTips: number;
  /** The shop's own takings: total − refunds − tax kept − tips kept. */
  net: number;
}

/** Tax kept at one rate: what a VAT return asks for (cents; taxable excludes the tax). */
export interface RateFigures {
  rate: number;
  taxable: number;
  tax: number;
}

export interface ReportBucket<Key> extends MoneyFigures {
  key: Key;
}

export interface SalesReport {
  range: { from: string; to: string; timeZone: string };
  summary: MoneyFigures & { taxByRate: RateFigures[] };
  /** Every day of the range, oldest first, empty days included. */
  byDay: ReportBucket<string>[];
  /** 0–23 in the shop's zone, every hour. */
  byHour: ReportBucket<number>[];
  /** 0 = Sunday … 6 = Saturday, every day. */
  byWeekday: ReportBucket<number>[];
  byPaymentMethod: ReportBucket<PaymentMethod>[];
  byFulfilment: ReportBucket<HandOverType>[];
  /** The customer's own checkout, or taken by the team by phone or at the counter. */
  byChannel: ReportBucket<OrderChannel>[];
}

const empty = (): MoneyFigures => ({
  orders: 0,
  gross: 0,
  discounts: 0,
  deliveryFees: 0,
  tax: 0,
  tips: 0,
  total: 0,
  refunds: 0,
  refundedTax: 0,
  refundedTips: 0,
  net: 0,
});

function add(figures: MoneyFigures, order: ReportOrder): void {
  figures.orders += 1;
  figures.gross += order.subtotalCents;
  figures.discounts += order.discountCents;
  figures.deliveryFees += order.deliveryFeeCents;
  figures.tax += order.taxCents;
  figures.tips += order.tipCents;
  figures.total += order.totalCents;
  figures.net += order.totalCents - order.taxCents - order.tipCents;
}

/**
 * A refund gives back its share of the tax and the tip as well as the money: the tax and tips
 * kept fall by those shares, and net by what is left of the amount (the shop's own part), so an
 * order refunded in full adds nothing to tax, tips or net (docs/product/refunds.md).
 */
function addRefund(figures: MoneyFigures, refund: ReportRefund): void {
  figures.refunds += refund.amountCents;
  figures.refundedTax += refund.taxCents;
  figures.refundedTips += refund.tipCents;
  figures.tax -= refund.taxCents;
  figures.tips -= refund.tipCents;
  figures.net -= refund.amountCents - refund.taxCents - refund.tipCents;
}

/**
 * Adds orders and refunds up as they come: the summary, and the same figures by day, hour and
 * weekday in the shop's zone, by payment method, by delivery or pickup and by channel. Cancelled
 * orders are left out by whoever feeds it.
 */
export class SalesReportBuilder {
  readonly #range: ReportRange;
  readonly #summary = empty();
  readonly #days = new Map<string, MoneyFigures>();
  readonly #hours = Array.from({ length: 24 }, empty);
  readonly #weekdays = Array.from({ length: 7 }, empty);
  readonly #payments = new Map<PaymentMethod, MoneyFigures>();
  readonly #fulfilment = new Map<HandOverType, MoneyFigures>();
  readonly #channels = new Map<OrderChannel, MoneyFigures>();
  readonly #rates = new Map<number, TaxLine>();

  constructor(range: ReportRange) {
    this.#range = range;
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) this.#days.set(day, empty());
  }

  addOrder(order: ReportOrder): void {
    for (const figures of this.#bucketsOf(order)) add(figures, order);
    addTaxLines(this.#rates, order.taxLines ?? []);
  }

  /**
   * Refunds count when they were recorded (their day, hour and weekday), against their order's
   * payment method, fulfilment and channel, and per rate.
   */
  addRefund(refund: ReportRefund): void {
    for (const figures of this.#bucketsOf(refund)) addRefund(figures, refund);
    addTaxLines(this.#rates, refund.taxLines, -1);
  }

  #bucketsOf(entry: {
    createdAt: number;
    paymentMethod: PaymentMethod;
    fulfilmentType: HandOverType;
    channel: OrderChannel;
  }): MoneyFigures[] {
    const wall = zonedParts(entry.createdAt, this.#range.timeZone);
    const day = `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
    const buckets = [
      this.#summary,
      this.#days.get(day),
      this.#hours[wall.hour],
      this.#weekdays[wall.weekday],
      this.#bucket(this.#payments, entry.paymentMethod),
      this.#bucket(this.#fulfilment, entry.fulfilmentType),
      this.#bucket(this.#channels, entry.channel),
    ];
    return buckets.filter((figures): figures is MoneyFigures => figures !== undefined);
  }

  #bucket<Key>(map: Map<Key, MoneyFigures>, key: Key): MoneyFigures {
    let figures = map.get(key);
    if (!figures) {
      figures = empty();
      map.set(key, figures);
    }
    return figures;
  }

  build(): SalesReport {
    const { from, to, timeZone } = this.#range;
    return {
      range: { from, to, timeZone },
      summary: {
        ...this.#summary,
        taxByRate: [...this.#rates.values()]
          .filter((line) => line.taxable !== 0 || line.tax !== 0)
          .sort((a, b) => a.rate - b.rate)
          .map((line) => ({ ...line })),
      },
      byDay: [...this.#days].map(([key, figures]) => ({ key, ...figures })),
      byHour: this.#hours.map((figures, key) => ({ key, ...figures })),
      byWeekday: this.#weekdays.map((figures, key) => ({ key, ...figures })),
      byPaymentMethod: [...this.#payments].map(([key, figures]) => ({ key, ...figures })).sort((a, b) => b.total - a.total),
      byFulfilment: [...this.#fulfilment].map(([key, figures]) => ({ key, ...figures })).sort((a, b) => b.total - a.total),
      byChannel: [...this.#channels].map(([key, figures]) => ({ key, ...figures })).sort((a, b) => b.total - a.total),
    };
  }
}

/** 'YYYY-MM-DD HH:mm' in the shop's zone: how the exports write a moment. */
export function localDateTime(instant: number, timeZone: string): string {
  const wall = zonedParts(instant, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(wall.year).padStart(4, '0')}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * Minor units as the exports write them, in the order's currency: '12.50', '1200', '1.234'.
 * Intl.NumberFormat with the currency's decimals, a dot and no grouping or symbol, so any
 * spreadsheet reads it as a number (the currency has its own column).
 */
export function csvAmount(cents: number, currency = 'USD'): string {
  const digits = minorDigits({ code: currency, locale: 'en' });
  let format = csvFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
    csvFormats.set(digits, format);
  }
  return format.format(centsToDollars(cents, { code: currency, locale: 'en' }));
}
const csvFormats = new Map<number, Intl.NumberFormat>();

export const ORDERS_CSV_COLUMNS = [
  'Order',
  'Order ID',
  'Placed at',
  'Customer',
  'E-mail',
  'Status',
  'Payment method',
  'Payment status',
  'Fulfilment',
  'Currency',
  'Subtotal',
  'Coupon',
  'Discount',
  'Delivery fee',
  'Tax mode',
  'Tax',
  'Tip',
  'Total',
  'Refunded',
  'Refunded tax',
  'Refunded tip',
  'Location',
  // 'web', 'phone', 'counter' or 'table' (domain/order-channel.ts).
  'Channel',
] as const;

export const ORDER_LINES_CSV_COLUMNS = [
  'Order',
  'Order ID',
  'Placed at',
  'Dish ID',
  'Dish',
  'Category',
  'Options',
  'Quantity',
  'Unit price',
  'Line total',
  'Tax rate (%)',
  'Currency',
  'Tax',
  'Refunded quantity',
  'Location',
  // 'kg' or 'lb' for a line sold by weight, whose Quantity is its weight and Unit price per that unit; empty for items.
  'Quantity unit',
] as const;

export const REFUNDS_CSV_COLUMNS = [
  'Refund',
  'Order',
  'Order ID',
  'Recorded at',
  'By',
  'Note',
  'Payment method',
  'Currency',
  'Amount',
  'Taxable (net)',
  'Tax',
  'Tip',
  'Delivery fee share',
  'Tax by rate',
  'Items',
  'Location',
] as const;
