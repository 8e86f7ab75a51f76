import { translator } from '../../i18n/tables.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, facts, greeting, paragraph, subheading } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';
import {
  answeredTime,
  followUrl,
  handOverPlace,
  handOverWhen,
  isPickup,
  moneyOf,
  pickupAddress,
  referenceOf,
  reviewInvite,
  toPayFact,
} from './order-facts.ts';
import { estimatedNote, shortLines } from './order-summary.ts';

/**
 * To the customer as the order moves on: accepted (with the time the desk gave), ready for
 * pickup, out for delivery. Each preheader is the sentence My Orders shows at that step.
 */

export function orderAcceptedMail({ language, shop, order, trackingUrl }: MailInputOf<'order_accepted'>): ComposedMail {
  const t = translator(language);
  const reference = referenceOf(order);
  const time = answeredTime(language, order, shop);
  const when = time ? (isPickup(order) ? 'pickup' : 'delivery') : 'none';
  const values = { when, shop: shop.storeName, reference, time: time ?? '' };
  const slot = order.fulfilment?.slotStart ? handOverWhen(t, language, order.fulfilment, shop) : null;
  return renderMail({
    shop,
    language,
    subject: t('mailOrders.acceptedSubject', values),
    preheader: t('mailOrders.acceptedPreheader', values),
    heading: t('mailOrders.acceptedHeading'),
    blocks: [
      greeting(t, order.customerName),
      paragraph(t('mailOrders.acceptedIntro', values)),
      facts(
        [
          { label: t('mailOrders.factOrder'), value: reference },
          { label: t('mailOrders.factSlot'), value: slot ?? '' },
          handOverPlace(t, order, shop),
          { label: t('mailOrders.factTotal'), value: moneyOf(order, shop)(order.totalAmount) },
        ],
        language,
      ),
      subheading(t('mailOrders.whatYouOrdered')),
      shortLines(order, shop, language),
      ...estimatedNote(t, order),
      button(t, t('mailOrders.followOrder'), followUrl(shop, trackingUrl)),
    ],
  });
}

/** Sent for pickup orders; a delivery order that reaches it is told it waits for the driver. */
export function orderReadyMail({ language, shop, order, trackingUrl }: MailInputOf<'order_ready'>): ComposedMail {
  const t = translator(language);
  const reference = referenceOf(order);
  const values = { pickup: isPickup(order) ? 'yes' : 'no', shop: shop.storeName, reference, place: pickupAddress(shop).join(', ') };
  const toPay = toPayFact(t, order, shop);
  return renderMail({
    shop,
    language,
    subject: t('mailOrders.readySubject', values),
    preheader: t('mailOrders.readyPreheader', values),
    heading: t('mailOrders.readyHeading', values),
    blocks: [
      greeting(t, order.customerName),
      paragraph(t('mailOrders.readyIntro', values)),
      facts([{ label: t('mailOrders.factOrder'), value: reference }, handOverPlace(t, order, shop), ...(toPay ? [toPay] : [])], language),
      // The cash to pay is the estimate until the order is weighed.
      ...(toPay ? estimatedNote(t, order) : []),
      button(t, t('mailOrders.followOrder'), followUrl(shop, trackingUrl)),
      ...(isPickup(order) ? reviewInvite(t, shop, order, trackingUrl) : []),
    ],
  });
}

export function orderOutForDeliveryMail({ language, shop, order, trackingUrl }: MailInputOf<'order_out_for_delivery'>): ComposedMail {
  const t = translator(language);
  const reference = referenceOf(order);
  const time = answeredTime(language, order, shop);
  const values = { hasTime: time ? 'yes' : 'no', shop: shop.storeName, reference, time: time ?? '' };
  const toPay = toPayFact(t, order, shop);
  return renderMail({
    shop,
    language,
    subject: t('mailOrders.outSubject', values),
    preheader: t('mailOrders.outPreheader', values),
    heading: t('mailOrders.outHeading'),
    blocks: [
      greeting(t, order.customerName),
      paragraph(t('mailOrders.outIntro', values)),
      facts([{ label: t('mailOrders.factOrder'), value: reference }, handOverPlace(t, order, shop), ...(toPay ? [toPay] : [])], language),
      // The cash to pay is the estimate until the order is weighed.
      ...(toPay ? estimatedNote(t, order) : []),
      button(t, t('mailOrders.followOrder'), followUrl(shop, trackingUrl)),
      ...reviewInvite(t, shop, order, trackingUrl),
    ],
  });
}
