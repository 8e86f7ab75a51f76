import { translator } from '../../i18n/tables.ts';
import { lineHeading } from '../../weight-text.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, greeting, paragraph } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';
import { mailClock } from './mail-clock.ts';
import { followUrl, minorMoneyOf, referenceOf } from './order-facts.ts';

/**
 * To the customer when replacements start waiting for their answer (docs/product/picking.md, "The
 * customer approves replacements"): each product that is out with what is offered in its place and
 * what that line would come to, the time left, and the way to the page where they answer.
 */
export function replacementsWaitingMail({
  language,
  shop,
  order,
  offers,
  until,
  minutes,
  trackingUrl,
}: MailInputOf<'replacements_waiting'>): ComposedMail {
  const t = translator(language);
  const reference = referenceOf(order);
  const money = minorMoneyOf(order, shop);
  const count = offers.length;
  const intro = t('mailOrders.approvalIntro', { minutes, time: mailClock(language, shop, until) });
  const lines = offers.flatMap((offer) =>
    offer.change.kind === 'replaced'
      ? [
          paragraph(
            t('mailOrders.approvalLine', {
              name: offer.name,
              replacement: lineHeading(offer.change.by, shop.locale),
              amount: money(offer.finalCents),
            }),
          ),
        ]
      : [],
  );
  return renderMail({
    shop,
    language,
    subject: t('mailOrders.approvalSubject', { shop: shop.storeName, reference, count }),
    preheader: intro,
    heading: t('mailOrders.approvalHeading', { count }),
    blocks: [
      greeting(t, order.customerName),
      paragraph(intro),
      ...lines,
      button(t, t('mailOrders.approvalButton'), followUrl(shop, trackingUrl)),
    ],
  });
}
