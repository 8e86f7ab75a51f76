import { handOverWhen } from '../../fulfilment/hand-over-text.ts';
import { shopAnswerText } from '../../order-answer.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, facts, greeting, paragraph, subheading } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';
import {
  answeredTime,
  followUrl,
  handOverPlace,
  isPickup,
  moneyOf,
  pickupAddress,
  referenceOf,
  reviewInvite,
  toPayFact,
} from './order-facts.ts';
import { shortLines } from './order-summary.ts';

/**
 * To the customer as the order moves on: accepted (with the time the desk gave), ready for
 * pickup, out for delivery. Each preheader is the sentence My Orders shows at that step.
 */

export function orderAcceptedMail({ shop, order, trackingUrl }: MailInputOf<'order_accepted'>): ComposedMail {
  const reference = referenceOf(order);
  const time = answeredTime(order, shop);
  const when = time ? (isPickup(order) ? `ready at ${time}` : `arriving around ${time}`) : null;
  const slot = order.fulfilment?.slotStart ? handOverWhen(order.fulfilment, shop.timeZone, shop.locale) : null;
  return renderMail({
    shop,
    subject: `${shop.storeName}: order ${reference} accepted${when ? ` — ${when}` : ''}`,
    preheader: shopAnswerText({ ...order, orderStatus: 'processing' }, shop.timeZone, shop.locale) ?? `Order ${reference} accepted`,
    heading: 'Your order is accepted',
    blocks: [
      paragraph(
        `${greeting(order.customerName)} good news: we accepted your order ${reference} and are preparing it.${when ? ` It will be ${when}.` : ''}`,
      ),
      facts([
        { label: 'Order', value: reference },
        { label: 'Your slot', value: slot ?? '' },
        handOverPlace(order, shop),
        { label: 'Total', value: moneyOf(order, shop)(order.totalAmount) },
      ]),
      subheading('What you ordered'),
      shortLines(order, shop),
      button('Follow your order', followUrl(shop, trackingUrl)),
    ],
  });
}

/** Sent for pickup orders; a delivery order that reaches it is told it waits for the driver. */
export function orderReadyMail({ shop, order, trackingUrl }: MailInputOf<'order_ready'>): ComposedMail {
  const reference = referenceOf(order);
  const pickup = isPickup(order);
  const place = handOverPlace(order, shop);
  const where = pickupAddress(shop).join(', ');
  const toPay = toPayFact(order, shop);
  return renderMail({
    shop,
    subject: `${shop.storeName}: order ${reference} is ready${pickup ? ' for pickup' : ''}`,
    preheader: `${shopAnswerText({ ...order, orderStatus: 'ready' }, shop.timeZone, shop.locale) ?? 'Ready'}${pickup ? ` at ${where}` : ''}`,
    heading: pickup ? 'Your order is ready for pickup' : 'Your order is ready',
    blocks: [
      paragraph(
        `${greeting(order.customerName)} your order ${reference} is ready. ${pickup ? `Come and pick it up at ${where}.` : 'It is waiting for the driver; we will tell you when it leaves.'}`,
      ),
      facts([{ label: 'Order', value: reference }, place, ...(toPay ? [toPay] : [])]),
      button('Follow your order', followUrl(shop, trackingUrl)),
      ...(pickup ? reviewInvite(shop, order, trackingUrl) : []),
    ],
  });
}

export function orderOutForDeliveryMail({ shop, order, trackingUrl }: MailInputOf<'order_out_for_delivery'>): ComposedMail {
  const reference = referenceOf(order);
  const time = answeredTime(order, shop);
  const toPay = toPayFact(order, shop);
  return renderMail({
    shop,
    subject: `${shop.storeName}: order ${reference} is on its way`,
    preheader: shopAnswerText({ ...order, orderStatus: 'out_for_delivery' }, shop.timeZone, shop.locale) ?? 'Out for delivery',
    heading: 'Your order is on its way',
    blocks: [
      paragraph(
        `${greeting(order.customerName)} your order ${reference} has left ${shop.storeName}${time ? ` and is arriving around ${time}` : ''}.`,
      ),
      facts([{ label: 'Order', value: reference }, handOverPlace(order, shop), ...(toPay ? [toPay] : [])]),
      button('Follow your order', followUrl(shop, trackingUrl)),
      ...reviewInvite(shop, order, trackingUrl),
    ],
  });
}
