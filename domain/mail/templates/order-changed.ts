import { translator } from '../../i18n/tables.ts';
import { formatMoney } from '../../money.ts';
import { changePhrases, settlementText } from '../../order-change/change-text.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, greeting, paragraph } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';
import { mailDayAndTime } from './mail-clock.ts';
import { contactSentence, followUrl, referenceOf } from './order-facts.ts';

/**
 * To the customer when staff changed their order (docs/product/counter-orders.md, "Changing a
 * placed order"): what changed in the words of domain/order-change/change-text.ts, why, the new
 * total and what happens to the money; when an extra is asked, the button is the way to pay it
 * (their tracking page, or My Orders).
 */
export function orderChangedMail({ language, shop, order, change, trackingUrl }: MailInputOf<'order_changed'>): ComposedMail {
  const t = translator(language);
  const reference = referenceOf(order);
  const currency = { code: order.currency, locale: shop.locale };
  const wording = { t, locale: shop.locale, currency, when: (iso: string) => mailDayAndTime(language, shop, Date.parse(iso)) };
  const money = settlementText(wording, change);
  const pay = change.settlement === 'payment_link';
  const link = followUrl(shop, trackingUrl);
  return renderMail({
    shop,
    language,
    subject: t('order-change.mailSubject', { shop: shop.storeName, reference }),
    preheader: t('order-change.mailIntro', { shop: shop.storeName, reference }),
    heading: t('order-change.mailHeading'),
    blocks: [
      greeting(t, order.customerName),
      paragraph(t('order-change.mailIntro', { shop: shop.storeName, reference })),
      ...changePhrases(wording, change).map((phrase) => paragraph(phrase)),
      paragraph(t('order-change.reason', { reason: change.reason })),
      ...(money ? [paragraph(money)] : []),
      paragraph(contactSentence(t, shop)),
      pay
        ? button(t, t('order-change.payExtra', { amount: formatMoney(change.amountCents, currency) }), link)
        : button(t, t('mailOrders.seeOrder'), link),
    ],
  });
}
