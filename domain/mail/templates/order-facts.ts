import { deliveryAddressLines } from '../../fulfilment/hand-over-text.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Translate } from '../../i18n/tables.ts';
import { addressFormatOf, DEFAULT_COUNTRY_CODE } from '../../address-format.ts';
import { formatDollars, formatMoney, type Cents } from '../../money.ts';
import type { Order, OrderFulfilmentView } from '../../order.ts';
import { orderReference } from '../../order-status.ts';
import { CARD_BRAND_NAMES } from '../../payment-card.ts';
import type { MailLocation, MailShop } from '../mail-types.ts';
import { button, paragraph, type Fact } from './blocks.ts';
import type { Block } from './layout.ts';
import { addressLines } from './layout.ts';
import { mailClock, mailDayAndTime } from './mail-clock.ts';

export { deliveryAddressLines };

/** What the order mails say of an order beyond its lines and totals, in the mail's language. */

/** '#ABC123', as the desk and the order screens write it. */
export function referenceOf(order: Pick<Order, '_id'>): string {
  return `#${orderReference(order._id)}`;
}

/** Writes an amount of the order (a decimal in its own currency) the way the printed receipt does: '$12.50', '₹450.00', '¥1,250'. */
export function moneyOf(order: Pick<Order, 'currency'>, shop: Pick<MailShop, 'locale'>): (amount: number) => string {
  const currency = { code: order.currency, locale: shop.locale };
  return (amount) => formatDollars(amount, currency);
}

/** The same for an amount in the order currency's minor units. */
export function minorMoneyOf(order: Pick<Order, 'currency'>, shop: Pick<MailShop, 'locale'>): (cents: Cents) => string {
  const currency = { code: order.currency, locale: shop.locale };
  return (cents) => formatMoney(cents, currency);
}

/** Where the customer follows the order: the guest's tracking link, else My Orders. */
export function followUrl(shop: Pick<MailShop, 'publicUrl'>, trackingUrl?: string | null): string {
  return trackingUrl || `${shop.publicUrl}/myorders`;
}

/**
 * Under the mail that sees the order off (out for delivery, ready for pickup): the way to review
 * it, for an order placed from an account (a guest's has a tracking link and no account to
 * review with). The review page takes it once the order is delivered or collected.
 */
export function reviewInvite(
  t: Translate,
  shop: Pick<MailShop, 'publicUrl'>,
  order: Pick<Order, '_id'>,
  trackingUrl?: string | null,
): Block[] {
  if (trackingUrl) return [];
  return [
    paragraph(t('mailOrders.reviewInvite')),
    button(t, t('mailOrders.reviewButton'), `${shop.publicUrl}/review?order=${encodeURIComponent(order._id)}`),
  ];
}

export function isPickup(order: Pick<Order, 'fulfilment'>): boolean {
  return order.fulfilment?.type === 'pickup';
}

/** The order's location when the shop has several (its name, address and phone); undefined at a one-location shop. */
export function locationOf(order: Pick<Order, 'locationId'>, shop: Pick<MailShop, 'locations'>): MailLocation | undefined {
  return shop.locations?.get(order.locationId);
}

/**
 * Where it goes: the customer's address, or for a pickup the shop's (its location's, when it has
 * several), with the phone there for a customer who is running late.
 */
export function handOverPlace(t: Translate, order: Order, shop: MailShop): Fact {
  const location = locationOf(order, shop);
  const phone = (location?.phone ?? shop.phone).trim();
  const place = location ? [location.name, ...location.addressLines] : pickupAddress(shop);
  return isPickup(order)
    ? { label: t('mailOrders.factPickUpAt'), value: [...place, ...(phone ? [t('mail.footerPhone', { phone })] : [])] }
    : { label: t('mailOrders.factDeliverTo'), value: deliveryAddressOrPage(t, order, shop) };
}

/** Which location makes a delivery, when the shop has several: its name, address and phone. */
function deliveryLocationFact(t: Translate, order: Order, shop: MailShop): Fact[] {
  const location = locationOf(order, shop);
  if (!location || isPickup(order)) return [];
  const phone = location.phone.trim();
  return [
    {
      label: t('mailOrders.factLocation'),
      value: [location.name, ...location.addressLines, ...(phone ? [t('mail.footerPhone', { phone })] : [])],
    },
  ];
}

/** The delivery address in its country's format, or where to read it when the mail leaves it out (unconfirmed-recipient.ts). */
function deliveryAddressOrPage(t: Translate, order: Order, shop: MailShop): string[] {
  const lines = deliveryAddressLines(order, addressFormatOf(order.deliveryAddress.country || shop.countryCode || DEFAULT_COUNTRY_CODE));
  return lines.some((line) => line.trim()) ? lines : [t('mailOrders.addressOnOrderPage')];
}

/** The shop's name and address, where a pickup is collected. */
export function pickupAddress(shop: MailShop): string[] {
  return [shop.storeName, ...addressLines(shop)];
}

/** 'as soon as possible (about 12:40)' or 'Fri 17 Jul, 18:00', in the shop's time zone; null on orders from before the shop kept a time. */
export function handOverWhen(t: Translate, language: Language, fulfilment: OrderFulfilmentView | undefined, shop: MailShop): string | null {
  if (!fulfilment?.promisedAt) return null;
  const at = Date.parse(fulfilment.promisedAt);
  return fulfilment.slotStart ? mailDayAndTime(language, shop, at) : t('orders.handOverAsap', { time: mailClock(language, shop, at) });
}

/** 'Delivery, as soon as possible (about 12:30)', 'Pickup at Fri 16 Jan, 18:00': one line for the shop's notice. */
export function handOverLine(t: Translate, language: Language, order: Order, shop: MailShop): string {
  const type = order.fulfilment?.type ?? 'delivery';
  const promised = order.fulfilment?.promisedAt;
  if (!promised) return t('orders.handOverType', { type });
  const at = Date.parse(promised);
  return order.fulfilment?.slotStart
    ? t('mailOrders.handOverSlotLine', { type, when: mailDayAndTime(language, shop, at) })
    : t('mailOrders.handOverAsapLine', { type, time: mailClock(language, shop, at) });
}

/** 'Delivery: as soon as possible (about 12:40)' or 'Pickup: Fri 17 Jul, 18:00', and where. */
export function handOverFacts(t: Translate, language: Language, order: Order, shop: MailShop): Fact[] {
  return [
    {
      label: t('orders.handOverType', { type: order.fulfilment?.type ?? 'delivery' }),
      value: handOverWhen(t, language, order.fulfilment, shop) ?? '',
    },
    handOverPlace(t, order, shop),
    ...deliveryLocationFact(t, order, shop),
  ];
}

/**
 * The time the shop answered with, in its time zone: when a pickup will be ready, when a delivery
 * should arrive (the same choice as the customer's order pages); null before the shop answered.
 */
export function answeredTime(language: Language, order: Order, shop: MailShop): string | null {
  const at = isPickup(order) ? order.readyAt : (order.expectedAt ?? order.readyAt);
  return at ? mailClock(language, shop, Date.parse(at)) : null;
}

/** 'Visa ending in 4242'; a brand this version does not know is just a card. */
function cardEnding(t: Translate, card: { brand: string; last4: string }): string {
  const brand = (CARD_BRAND_NAMES as Record<string, string | undefined>)[card.brand] ?? CARD_BRAND_NAMES.card;
  return t('orders.cardEnding', { brand, last4: card.last4 });
}

/** 'Credit/Debit Card (Visa ending in 4242), paid' (or held until the order is picked), 'Cash on Delivery', 'Pay at pickup'. */
export function paymentText(t: Translate, order: Order): string {
  const details = order.paymentDetails;
  const method = t('mailOrders.paymentMethod', {
    method: order.paymentMethod === 'cash' && isPickup(order) ? 'payAtPickup' : order.paymentMethod,
  });
  const detail = !details ? '' : 'last4' in details ? cardEnding(t, details) : details.upiId;
  // A method and its detail in brackets reads the same in every shipped language.
  const payment = detail ? `${method} (${detail})` : method;
  if (order.paymentStatus === 'authorized') return t('mailOrders.paymentHeld', { payment });
  return order.paymentStatus === 'completed' ? t('mailOrders.paymentPaid', { payment }) : payment;
}

/** What is left to pay on hand-over (cash not yet taken); null when nothing is. */
export function toPayFact(t: Translate, order: Order, shop: MailShop): Fact | null {
  if (order.paymentMethod !== 'cash' || order.paymentStatus === 'completed') return null;
  return { label: t('mailOrders.factToPay'), value: t('mailOrders.toPayCash', { amount: moneyOf(order, shop)(order.totalAmount) }) };
}

/** Where money given back goes, by how the order was paid. */
export function refundDestination(t: Translate, order: Order): string {
  const details = order.paymentDetails;
  switch (order.paymentMethod) {
    case 'card':
      return details && 'last4' in details
        ? t('mailOrders.refundToCard', { hasCard: 'yes', card: cardEnding(t, details) })
        : t('mailOrders.refundToCard', { hasCard: 'no', card: '' });
    case 'upi':
      return t('mailOrders.refundToUpi');
    default:
      return t('mailOrders.refundInCash');
  }
}

/** How to reach the shop with a question, by what it has given: 'Questions? Just call us on … or write to ….' */
export function contactSentence(t: Translate, shop: MailShop): string {
  const phone = shop.phone.trim();
  const email = shop.contactEmail.trim();
  if (phone && email) return t('mail.contactBoth', { phone, email });
  if (phone) return t('mail.contactPhone', { phone });
  if (email) return t('mail.contactEmail', { email });
  return t('mail.contactNone');
}
