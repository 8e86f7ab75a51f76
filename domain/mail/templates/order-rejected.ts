import { translator } from '../../i18n/tables.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, facts, greeting, paragraph } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';
import { contactSentence, followUrl, moneyOf, referenceOf, refundDestination } from './order-facts.ts';

/**
 * To the customer when the desk turns the order down, or cancels it after accepting it: why, and
 * what of their money comes back.
 */
export function orderRejectedMail({ language, shop, order, trackingUrl }: MailInputOf<'order_rejected'>): ComposedMail {
  const t = translator(language);
  const reference = referenceOf(order);
  const money = moneyOf(order, shop);
  // An order the shop had accepted is cancelled, not rejected.
  const cancelled = order.acceptedAt ? 'yes' : 'no';
  const reason = order.rejectionReason?.trim();
  return renderMail({
    shop,
    language,
    subject: t('mailOrders.rejectedSubject', { cancelled, shop: shop.storeName, reference }),
    preheader: reason
      ? t('mailOrders.rejectedPreheader', { cancelled, reason })
      : t('mailOrders.rejectedPreheaderNoReason', { cancelled, reference }),
    heading: t('mailOrders.rejectedHeading', { cancelled }),
    blocks: [
      greeting(t, order.customerName),
      paragraph(t('mailOrders.rejectedIntro', { cancelled, reference })),
      facts(
        [
          { label: t('mailOrders.factReason'), value: order.rejectionReason ?? '' },
          { label: t('mailOrders.factOrderTotal'), value: money(order.totalAmount) },
        ],
        language,
      ),
      ...(order.refunded > 0
        ? [paragraph(`${t('mailOrders.refundedSoFar', { amount: money(order.refunded) })} ${refundDestination(t, order)}`)]
        : []),
      paragraph(contactSentence(t, shop)),
      button(t, t('mailOrders.seeOrder'), followUrl(shop, trackingUrl)),
    ],
  });
}
