import { shopAnswerText } from '../../order-answer.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, facts, greeting, paragraph } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';
import { contactSentence, followUrl, moneyOf, referenceOf, refundDestination } from './order-facts.ts';

/**
 * To the customer when the desk turns the order down, or cancels it after accepting it: why, and
 * what of their money comes back.
 */
export function orderRejectedMail({ shop, order, trackingUrl }: MailInputOf<'order_rejected'>): ComposedMail {
  const reference = referenceOf(order);
  const money = moneyOf(order, shop);
  const sorry = order.acceptedAt ? `we had to cancel order ${reference}` : `we could not take order ${reference}`;
  return renderMail({
    shop,
    subject: `${shop.storeName}: sorry, ${sorry}`,
    preheader: shopAnswerText({ ...order, orderStatus: 'cancelled' }, shop.timeZone, shop.locale) ?? `Sorry, ${sorry}`,
    heading: order.acceptedAt ? 'Sorry, we had to cancel your order' : 'Sorry, we could not take your order',
    blocks: [
      paragraph(
        `${greeting(order.customerName)} we are sorry: ${order.acceptedAt ? `we had to cancel your order ${reference}` : `we could not take your order ${reference}`}.`,
      ),
      facts([
        { label: 'Reason', value: order.rejectionReason ?? '' },
        { label: 'Order total', value: money(order.totalAmount) },
      ]),
      ...(order.refunded > 0 ? [paragraph(`We have refunded ${money(order.refunded)}. ${refundDestination(order)}`)] : []),
      paragraph(contactSentence(shop)),
      button('See your order', followUrl(shop, trackingUrl)),
    ],
  });
}
