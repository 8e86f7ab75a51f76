import { translator } from '../../i18n/tables.ts';
import { changePhrases, settlementText } from '../../order-change/change-text.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, greeting, paragraph } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';
import { mailDayAndTime } from './mail-clock.ts';
import { contactSentence, followUrl, minorMoneyOf, referenceOf } from './order-facts.ts';

/**
 * To the customer when staff changed their order (docs/product/counter-orders.md, "Changing a
 * placed order"): what changed in the words of domain/order-change/change-text.ts, why, the new
 * total and what happens to the money; when an extra is asked, the button is the way to pay it
 * (their tracking page, or My Orders).
 */
export function orderChangedMail({ language, shop, order, change, trackingUrl }: MailInputOf<'order_changed'>): ComposedMail {
  const t = translator(language);
  const reference = referenceOf(order);
  const money = minorMoneyOf(order, shop);
  const wording = { t, locale: shop.locale, money, when: (iso: string) => mailDayAndTime(language, shop, Date.parse(iso)) };
  // The mail keeps the change in minor units, as its history line does.
  const worded = { ...change, previousTotal: change.previousTotalCents, total: change.totalCents, amount: change.amountCents };
  const moneyText = settlementText(wording, worded);
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
      ...changePhrases(wording, worded).map((phrase) => paragraph(phrase)),
      paragraph(t('order-change.reason', { reason: change.reason })),
      ...(moneyText ? [paragraph(moneyText)] : []),
      paragraph(contactSentence(t, shop)),
      pay ? button(t, t('order-change.payExtra', { amount: money(change.amountCents) }), link) : button(t, t('mailOrders.seeOrder'), link),
    ],
  });
}
