import type { ComposedMail } from '../mail-types.ts';
import { button, facts, greeting, paragraph } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';
import { contactSentence, followUrl, minorMoneyOf, moneyOf, referenceOf, refundDestination } from './order-facts.ts';

/** To the customer for each refund the shop records: this one's amount and all given back so far. */
export function orderRefundedMail({ shop, order, refundCents, trackingUrl }: MailInputOf<'order_refunded'>): ComposedMail {
  const reference = referenceOf(order);
  const money = moneyOf(order, shop);
  const refund = refundCents === undefined ? money(order.refunded) : minorMoneyOf(order, shop)(refundCents);
  return renderMail({
    shop,
    subject: `${shop.storeName}: refund of ${refund} for order ${reference}`,
    preheader: `${refund} is on its way back to you.`,
    heading: 'We have made a refund',
    blocks: [
      paragraph(`${greeting(order.customerName)} we have refunded ${refund} on your order ${reference}. ${refundDestination(order)}`),
      facts([
        { label: 'This refund', value: refund },
        { label: 'Refunded in all', value: money(order.refunded) },
        { label: 'Order total', value: money(order.totalAmount) },
      ]),
      paragraph(contactSentence(shop)),
      button('See your order', followUrl(shop, trackingUrl)),
    ],
  });
}
