import type { HandOverType } from '../fulfilment/settings.ts';
import type { MailLocation } from '../mail/mail-types.ts';
import { ANY_COUNTRY, type CountryAddressData } from '../address-rules.ts';
import { clockTime, deliveryAddressLines } from '../fulfilment/hand-over-text.ts';
import { lineAmountCents, taxLinesInCents } from '../contracts/order-amounts.ts';
import { DEFAULT_CURRENCY, displayCurrency, formatDollars, formatMoney, type ShopCurrency } from '../money.ts';
import type { Order, OrderProduct, OrderProductOption } from '../order.ts';
import { showsSubstitutions } from '../picking/substitution.ts';
import { orderReference, paymentMethodLabel, paymentStatusLabel } from '../order-status.ts';
import type { OrderChannel } from '../order-channel.ts';
import { taxRows } from '../tax.ts';
import { lineHeading, perUnitText } from '../weight-text.ts';

/**
 * What the two printed slips of an order say, as text ready to print: the kitchen ticket (what to
 * cook and by when, no prices) and the customer's receipt (every figure, in the order's currency).
 * Times are written in the shop's time zone; the site lays the text out for 80 mm paper.
 */

/** What a slip needs of the shop (GET /api/settings). */
export interface SlipShop {
  storeName: string;
  phone: string;
  contactEmail: string;
  street: string;
  locality: string;
  country: string;
  /** IANA, e.g. 'Europe/London'; the reader's own when not given. */
  timeZone?: string;
  /** BCP 47: how amounts are written ('en-US'). */
  locale?: string;
  /** "VAT number IT01234567890" (money-settings.ts, taxNumberLine); '' or absent when the shop has none. */
  taxNumberLine?: string;
  /** The shop's country's address format (GET /api/settings): the delivery address is written in it. */
  addressFormat?: CountryAddressData;
  /** With several locations, each by id: a receipt gives its order's location's address and phone. */
  locations?: ReadonlyMap<number, MailLocation>;
}

export interface KitchenTicket {
  reference: string;
  /** 'Fri 16 Jan, 11:52' */
  placedAt: string;
  /** How it is handed over; the slip writes it in the page's language ("PICKUP", "DINE-IN"). */
  handOver: HandOverType;
  /** A table's order: the table's name, printed beside DINE-IN; null otherwise. */
  table: string | null;
  timing: 'ASAP' | 'SCHEDULED';
  /** Ready by (once accepted) or promised for (before); null on orders from before the shop kept a time. */
  due: { label: 'Ready by' | 'Promised for'; at: string } | null;
  customerName: string;
  /** How it reached the shop: a phone or counter order says so on the ticket (order-channel.ts, channelBadge). */
  channel: OrderChannel;
  /** The location that cooks it, in a chain (a kitchen's printer may serve a desk of several); null with one. */
  location: string | null;
  /** `heading`: "2 × Dragon Roll", or "1.5 kg Vine Tomatoes" for a line sold by weight (weight-text.ts, lineHeading). */
  /** `ifOut`: what may replace the line if its product is out, when the order's customer chose (picking/substitution.ts, showsSubstitutions). */
  lines: { quantity: number; heading: string; name: string; options: string[]; ifOut: OrderProduct['substitution'] | null }[];
  /** '' when none. */
  notes: string;
}

export interface ReceiptRow {
  label: string;
  amount: string;
  /** The total. */
  strong?: boolean;
}

export interface CustomerReceipt {
  shopName: string;
  /** Address, phone and e-mail, one line each, empty ones left out. */
  shopContact: string[];
  reference: string;
  /** '16 Jan 2026, 11:52' */
  placedAt: string;
  /** How it is handed over, and a table's order's table (written by the slip in the page's language). */
  handOver: HandOverType;
  table: string | null;
  /** Where a delivery goes, as the country's post writes it, a line each; none for a pickup. */
  deliverTo: string[];
  /**
   * `unitPrice` is one item's, or for a line sold by weight (`weighed`) its price per kg or lb,
   * "$4.49/kg"; `amount` is what the line comes to as the order says it.
   */
  lines: { quantity: number; heading: string; name: string; options: string[]; unitPrice: string; amount: string; weighed: boolean }[];
  /** Some lines are sold by weight: the total is an estimate until the order is weighed. */
  estimated: boolean;
  /** Subtotal, discount, delivery fee, tax added, tip, Total, tax included, refunded: as the order screens list them. */
  rows: ReceiptRow[];
  paymentMethod: string;
  paymentStatus: string;
}

/** `locale` writes the lines' weights ("1,5 kg"): the page's or the mail's language; the shop's by default. */
export function kitchenTicket(
  order: Order,
  shop: Pick<SlipShop, 'timeZone' | 'locale' | 'locations'> = {},
  locale = shop.locale ?? DEFAULT_CURRENCY.locale,
): KitchenTicket {
  const fulfilment = order.fulfilment;
  const dueAt = order.readyAt ?? fulfilment?.promisedAt ?? null;
  const scheduled = Boolean(fulfilment?.slotStart);
  const at = dueAt ? (scheduled ? dayAndTime(dueAt, shop) : clockTime(Date.parse(dueAt), shop.timeZone, shop.locale)) : null;
  const withChoices = showsSubstitutions(order.products);
  return {
    reference: orderReference(order._id),
    placedAt: dayAndTime(order.createdAt, shop),
    handOver: fulfilment?.type ?? 'delivery',
    table: order.table?.name ?? null,
    timing: scheduled ? 'SCHEDULED' : 'ASAP',
    due: at ? { label: order.readyAt ? 'Ready by' : 'Promised for', at } : null,
    customerName: order.customerName,
    channel: order.channel,
    location: shop.locations === undefined ? null : order.locationName,
    lines: order.products.map((line) => ({
      quantity: line.quantity,
      heading: lineHeading(line, locale),
      name: line.name,
      options: (line.options ?? []).map((option) => option.name),
      ifOut: withChoices ? line.substitution : null,
    })),
    notes: order.notes.trim(),
  };
}

/** `locale` writes the lines' weights, as for kitchenTicket; amounts are always the shop's way. */
export function customerReceipt(order: Order, shop: SlipShop, locale = shop.locale ?? DEFAULT_CURRENCY.locale): CustomerReceipt {
  const currency = slipCurrency(order, shop);
  const money = (amount: number) => formatDollars(amount, currency);
  const optionText = (option: OrderProductOption) => (option.price > 0 ? `${option.name} (+${money(option.price)})` : option.name);
  return {
    shopName: shop.storeName,
    shopContact: receiptContact(order, shop),
    reference: orderReference(order._id),
    placedAt: dateAndTime(order.createdAt, shop),
    handOver: order.fulfilment?.type ?? 'delivery',
    table: order.table?.name ?? null,
    deliverTo: order.fulfilment?.type !== 'delivery' ? [] : deliveryAddressLines(order, shop.addressFormat ?? ANY_COUNTRY),
    lines: order.products.map((line) => ({
      quantity: line.quantity,
      heading: lineHeading(line, locale),
      name: line.name,
      options: (line.options ?? []).map(optionText),
      unitPrice: line.unit ? perUnitText(money(line.price), line.unit, locale) : money(line.price),
      amount: formatMoney(lineAmountCents(line, currency), currency),
      weighed: Boolean(line.unit),
    })),
    estimated: order.estimated === true,
    rows: receiptRows(order, currency),
    paymentMethod: paymentMethodLabel(order.paymentMethod, order.fulfilment?.type),
    paymentStatus: paymentStatusLabel(order.paymentStatus),
  };
}

/** The shop's address, phone and e-mail; its order's location's name, address and phone when the shop has several. */
function receiptContact(order: Pick<Order, 'locationId'>, shop: SlipShop): string[] {
  const location = shop.locations?.get(order.locationId);
  const place = location
    ? [location.name, ...location.addressLines, location.phone]
    : [shop.street, shop.locality, shop.country, shop.phone];
  return [...place, shop.contactEmail, shop.taxNumberLine ?? ''].map((line) => line.trim()).filter(Boolean);
}

/** The figures in the order the order screens use (site/src/islands/ui/order-amount-rows.ts), with the tax wording of `taxRows`. */
function receiptRows(order: Order, currency: ShopCurrency): ReceiptRow[] {
  const money = (amount: number) => formatDollars(amount, currency);
  const lines = taxLinesInCents(order.taxLines ?? [], currency);
  const tax = taxRows(order.taxMode ?? 'exclusive', lines).map((row) => ({ label: row.label, amount: formatMoney(row.tax, currency) }));
  const discount = order.discount ?? order.discountAmount ?? 0;
  const discountLabel = order.couponCode ? `Discount (${order.couponCode}, ${order.discountPercent}%)` : 'Discount';
  const delivers = order.fulfilment?.type !== 'pickup';
  return [
    { label: 'Subtotal', amount: money(order.subtotal) },
    ...(discount > 0 ? [{ label: discountLabel, amount: `-${money(discount)}` }] : []),
    ...(delivers || order.deliveryFee > 0 ? [{ label: 'Delivery Fee', amount: money(order.deliveryFee) }] : []),
    ...(order.taxMode === 'exclusive' ? tax : []),
    ...(order.tip > 0 ? [{ label: 'Tip', amount: money(order.tip) }] : []),
    { label: 'Total', amount: money(order.totalAmount), strong: true },
    ...(order.taxMode === 'inclusive' ? tax : []),
    ...(order.refunded > 0 ? [{ label: 'Refunded', amount: `-${money(order.refunded)}` }] : []),
  ];
}

/** The order's own currency (it keeps it when the shop changes), written the shop's way. */
function slipCurrency(order: Pick<Order, 'currency'>, shop: Pick<SlipShop, 'locale'>): ShopCurrency {
  const fallback = displayCurrency();
  return { code: order.currency || fallback.code, locale: shop.locale || fallback.locale || DEFAULT_CURRENCY.locale };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(kind: 'day' | 'date', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    const zone = timeZone ? { timeZone } : {};
    format = new Intl.DateTimeFormat(
      'en-GB',
      kind === 'day'
        ? { ...zone, weekday: 'short', day: 'numeric', month: 'short' }
        : { ...zone, day: 'numeric', month: 'short', year: 'numeric' },
    );
    dateFormats.set(key, format);
  }
  return format;
}

type ShopClock = { timeZone?: string | undefined; locale?: string | undefined };

/** 'Fri 16 Jan, 18:00' ('6:00 PM' in en-US), as the order screens write a slot. */
function dayAndTime(iso: string, { timeZone, locale }: ShopClock): string {
  const at = Date.parse(iso);
  return `${dateFormat('day', timeZone).format(at)}, ${clockTime(at, timeZone, locale)}`;
}

/** '16 Jan 2026, 18:00' */
function dateAndTime(iso: string, { timeZone, locale }: ShopClock): string {
  const at = Date.parse(iso);
  return `${dateFormat('date', timeZone).format(at)}, ${clockTime(at, timeZone, locale)}`;
}
