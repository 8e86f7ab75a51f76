import { translator } from '../../i18n/tables.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, facts, greeting, paragraph } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';
import { contactSentence, followUrl, minorMoneyOf, moneyOf, referenceOf, refundDestination } from './order-facts.ts';

/** To the customer for each refund the shop records: this one's amount and all given back so far. */
export function orderRefundedMail({ language, shop, order, refundCents, trackingUrl }: MailInputOf<'order_refunded'>): ComposedMail {
  const t = translator(language);
  const reference = referenceOf(order);
  const money = moneyOf(order, shop);
  const refund = refundCents === undefined ? money(order.refunded) : minorMoneyOf(order, shop)(refundCents);
  return renderMail({
    shop,
    language,
    subject: t('mailOrders.refundSubject', { shop: shop.storeName, amount: refund, reference }),
    preheader: t('mailOrders.refundPreheader', { amount: refund }),
    heading: t('mailOrders.refundHeading'),
    blocks: [
      greeting(t, order.customerName),
      paragraph(`${t('mailOrders.refundIntro', { amount: refund, reference })} ${refundDestination(t, order)}`),
      facts(
        [
          { label: t('mailOrders.factThisRefund'), value: refund },
          { label: t('mailOrders.factRefundedInAll'), value: money(order.refunded) },
          { label: t('mailOrders.factOrderTotal'), value: money(order.totalAmount) },
        ],
        language,
      ),
      paragraph(contactSentence(t, shop)),
      button(t, t('mailOrders.seeOrder'), followUrl(shop, trackingUrl)),
    ],
  });
}
