import { clockTime, deliveryAddressLines, handOverType, handOverWhen } from '../../fulfilment/hand-over-text.ts';
import { addressFormatOf, DEFAULT_COUNTRY_CODE } from '../../address-format.ts';

export { deliveryAddressLines };
import { formatDollars, formatMoney, type Cents } from '../../money.ts';
import type { Order } from '../../order.ts';
import { orderReference, paymentMethodLabel } from '../../order-status.ts';
import { cardEnding } from '../../payment-card.ts';
import type { MailShop } from '../mail-types.ts';
import { button, paragraph, type Fact } from './blocks.ts';
import type { Block } from './layout.ts';
import { addressLines } from './layout.ts';
import { ADDRESS_ON_ORDER_PAGE } from '../unconfirmed-recipient.ts';

/** What the order mails say of an order beyond its lines and totals. */

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
export function reviewInvite(shop: Pick<MailShop, 'publicUrl'>, order: Pick<Order, '_id'>, trackingUrl?: string | null): Block[] {
  if (trackingUrl) return [];
  return [
    paragraph('Once it has reached you, tell us how it was: your review shows as a verified order.'),
    button('Review this order', `${shop.publicUrl}/review?order=${encodeURIComponent(order._id)}`),
  ];
}

export function isPickup(order: Pick<Order, 'fulfilment'>): boolean {
  return order.fulfilment?.type === 'pickup';
}

/** Where it goes: the customer's address, or for a pickup the shop's, with its phone for a customer who is running late. */
export function handOverPlace(order: Order, shop: MailShop): Fact {
  return isPickup(order)
    ? { label: 'Pick up at', value: [...pickupAddress(shop), ...(shop.phone.trim() ? [`Phone: ${shop.phone.trim()}`] : [])] }
    : { label: 'Deliver to', value: deliveryAddressOrPage(order, shop) };
}

/** The delivery address, or where to read it when the mail leaves it out (unconfirmed-recipient.ts). */
function deliveryAddressOrPage(order: Order, shop: MailShop): string[] {
  const lines = deliveryAddressLines(order, addressFormatOf(order.deliveryAddress.country || shop.countryCode || DEFAULT_COUNTRY_CODE));
  return lines.some((line) => line.trim()) ? lines : [ADDRESS_ON_ORDER_PAGE];
}

/** The shop's name and address, where a pickup is collected. */
export function pickupAddress(shop: MailShop): string[] {
  return [shop.storeName, ...addressLines(shop)];
}

/** 'Delivery: as soon as possible (about 12:40)' or 'Pickup: Fri 17 Jul, 18:00', in the shop's time zone, and where. */
export function handOverFacts(order: Order, shop: MailShop): Fact[] {
  return [
    { label: handOverType(order.fulfilment), value: handOverWhen(order.fulfilment, shop.timeZone, shop.locale) ?? '' },
    handOverPlace(order, shop),
  ];
}

/**
 * The time the shop answered with, in its time zone: when a pickup will be ready, when a delivery
 * should arrive (the same choice as shopAnswerText); null before the shop answered.
 */
export function answeredTime(order: Order, shop: Pick<MailShop, 'timeZone' | 'locale'>): string | null {
  const at = isPickup(order) ? order.readyAt : (order.expectedAt ?? order.readyAt);
  return at ? clockTime(Date.parse(at), shop.timeZone, shop.locale) : null;
}

/** 'Credit/Debit Card (Visa ending in 4242), paid', 'Cash on Delivery', 'Pay at pickup'. */
export function paymentText(order: Order): string {
  const details = order.paymentDetails;
  const detail = !details ? '' : 'last4' in details ? ` (${cardEnding(details)})` : ` (${details.upiId})`;
  const paid = order.paymentStatus === 'completed' ? ', paid' : '';
  return `${paymentMethodLabel(order.paymentMethod, order.fulfilment?.type)}${detail}${paid}`;
}

/** What is left to pay on hand-over (cash not yet taken); null when nothing is. */
export function toPayFact(order: Order, shop: MailShop): Fact | null {
  if (order.paymentMethod !== 'cash' || order.paymentStatus === 'completed') return null;
  return { label: 'To pay', value: `${moneyOf(order, shop)(order.totalAmount)} in cash` };
}

/** Where money given back goes, by how the order was paid. */
export function refundDestination(order: Order): string {
  const details = order.paymentDetails;
  switch (order.paymentMethod) {
    case 'card':
      return `It goes back to your card${details && 'last4' in details ? ` (${cardEnding(details)})` : ''}; banks usually show it within a few days.`;
    case 'upi':
      return 'It goes back to the UPI account you paid with, usually within a few days.';
    default:
      return 'As you paid in cash, we give it back to you in cash.';
  }
}

/** How to reach the shop with a question, by what it has given: 'Questions? Call us on … or write to ….' */
export function contactSentence(shop: MailShop): string {
  const ways = [
    ...(shop.phone.trim() ? [`call us on ${shop.phone.trim()}`] : []),
    ...(shop.contactEmail.trim() ? [`write to ${shop.contactEmail.trim()}`] : []),
  ];
  return ways.length ? `Questions? Just ${ways.join(' or ')}.` : 'Questions? Our details are below.';
}
