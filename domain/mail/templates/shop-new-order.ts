import { handOverText } from '../../fulfilment/hand-over-text.ts';
import { customerReceipt } from '../../print/order-slips.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, facts, paragraph, subheading } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';
import { handOverFacts, moneyOf, paymentText, referenceOf } from './order-facts.ts';
import { orderSummary } from './order-summary.ts';

/** To the shop, for each new order: who ordered what, for when, and a link to the desk that answers it. */
export function shopNewOrderMail({ shop, order }: MailInputOf<'shop_new_order'>): ComposedMail {
  const reference = referenceOf(order);
  const total = moneyOf(order, shop)(order.totalAmount);
  return renderMail({
    shop,
    subject: `${shop.storeName}: New order ${reference} — ${total}`,
    preheader: `${order.customerName} · ${handOverText(order.fulfilment, shop.timeZone, shop.locale)}`,
    heading: `New order ${reference}`,
    blocks: [
      paragraph(`${order.customerName || 'A customer'} ordered for ${total}. Accept or reject the order on the order desk.`),
      facts([
        { label: 'Customer', value: order.customerName },
        { label: 'E-mail', value: order.customerEmail },
        { label: 'Phone', value: order.phone },
        ...handOverFacts(order, shop),
        { label: 'Zone', value: order.deliveryZone ?? '' },
        { label: 'Payment', value: paymentText(order) },
        { label: 'Notes', value: order.notes },
      ]),
      subheading('Order'),
      orderSummary(customerReceipt(order, shop)),
      button('Open the order desk', `${shop.publicUrl}/admin/desk`),
    ],
  });
}
