import { translator } from '../../i18n/tables.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, facts, paragraph, subheading } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';
import { handOverFacts, handOverLine, moneyOf, paymentText, referenceOf } from './order-facts.ts';
import { estimatedNote, mailReceipt, orderSummary } from './order-summary.ts';

/** To the shop, for each new order, in the owner's language: who ordered what, for when, and a link to the desk that answers it. */
export function shopNewOrderMail({ language, shop, order }: MailInputOf<'shop_new_order'>): ComposedMail {
  const t = translator(language);
  const reference = referenceOf(order);
  const total = moneyOf(order, shop)(order.totalAmount);
  const customer = order.customerName.trim();
  return renderMail({
    shop,
    language,
    subject: t('mailOrders.newOrderSubject', { shop: shop.storeName, reference, total }),
    // A name and a time, side by side as the desk lists them: no sentence to word.
    preheader: `${order.customerName} · ${handOverLine(t, language, order, shop)}`,
    heading: t('mailOrders.newOrderHeading', { reference }),
    blocks: [
      paragraph(customer ? t('mailOrders.newOrderIntro', { customer, total }) : t('mailOrders.newOrderIntroNoName', { total })),
      facts(
        [
          { label: t('mailOrders.factCustomer'), value: order.customerName },
          { label: t('mailOrders.factEmail'), value: order.customerEmail },
          { label: t('mailOrders.factPhone'), value: order.phone },
          ...handOverFacts(t, language, order, shop),
          { label: t('mailOrders.factZone'), value: order.deliveryZone ?? '' },
          { label: t('mailOrders.factPayment'), value: paymentText(t, order) },
          { label: t('mailOrders.factNotes'), value: order.notes },
        ],
        language,
      ),
      subheading(t('mailOrders.factOrder')),
      orderSummary(mailReceipt(t, language, order, shop), language),
      ...estimatedNote(t, order, 'shop'),
      button(t, t('mailOrders.openDesk'), `${shop.publicUrl}/admin/desk`),
    ],
  });
}
