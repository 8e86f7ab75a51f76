import { translator } from '../../i18n/tables.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, facts, greeting, paragraph, subheading } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';
import { followUrl, handOverFacts, moneyOf, paymentText, referenceOf } from './order-facts.ts';
import { estimatedNote, mailReceipt, orderSummary } from './order-summary.ts';

/** To the customer, as soon as the order is placed: everything they ordered, and that the shop still has to accept it. */
export function orderReceivedMail({ language, shop, order, trackingUrl }: MailInputOf<'order_received'>): ComposedMail {
  const t = translator(language);
  const reference = referenceOf(order);
  const receipt = mailReceipt(t, language, order, shop);
  return renderMail({
    shop,
    language,
    subject: t('mailOrders.receivedSubject', { shop: shop.storeName, reference }),
    preheader: t('mailOrders.receivedPreheader', { reference, total: moneyOf(order, shop)(order.totalAmount) }),
    heading: t('mailOrders.receivedHeading'),
    blocks: [
      greeting(t, order.customerName),
      paragraph(t('mailOrders.receivedIntro', { shop: shop.storeName })),
      facts(
        [
          { label: t('mailOrders.factOrder'), value: reference },
          { label: t('mailOrders.factPlaced'), value: receipt.placedAt },
          ...handOverFacts(t, language, order, shop),
          { label: t('mailOrders.factPayment'), value: paymentText(t, order) },
          { label: t('mailOrders.factYourNotes'), value: order.notes },
        ],
        language,
      ),
      subheading(t('mailOrders.yourOrder')),
      orderSummary(receipt, language),
      ...estimatedNote(t, order),
      button(t, t('mailOrders.followOrder'), followUrl(shop, trackingUrl)),
    ],
  });
}
