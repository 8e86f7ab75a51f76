import { customerReceipt } from '../../print/order-slips.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, facts, greeting, paragraph, subheading } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';
import { followUrl, handOverFacts, moneyOf, paymentText, referenceOf } from './order-facts.ts';
import { orderSummary } from './order-summary.ts';

/** To the customer, as soon as the order is placed: everything they ordered, and that the shop still has to accept it. */
export function orderReceivedMail({ shop, order, trackingUrl }: MailInputOf<'order_received'>): ComposedMail {
  const reference = referenceOf(order);
  const receipt = customerReceipt(order, shop);
  return renderMail({
    shop,
    subject: `${shop.storeName}: we have your order ${reference}`,
    preheader: `Order ${reference}, ${moneyOf(order, shop)(order.totalAmount)}. We will confirm as soon as we accept it.`,
    heading: 'Thanks, we have your order',
    blocks: [
      paragraph(
        `${greeting(order.customerName)} thank you for ordering from ${shop.storeName}. We will confirm by e-mail as soon as we accept your order, with the time to expect it.`,
      ),
      facts([
        { label: 'Order', value: reference },
        { label: 'Placed', value: receipt.placedAt },
        ...handOverFacts(order, shop),
        { label: 'Payment', value: paymentText(order) },
        { label: 'Your notes', value: order.notes },
      ]),
      subheading('Your order'),
      orderSummary(receipt),
      button('Follow your order', followUrl(shop, trackingUrl)),
    ],
  });
}
