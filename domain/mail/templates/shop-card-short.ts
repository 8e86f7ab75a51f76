import { cardFiguresInCents } from '../../contracts/card-amounts.ts';
import { translator } from '../../i18n/tables.ts';
import { shortCharge } from '../../picking/card-hold.ts';
import { overAuthorizedText } from '../../picking/change-text.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, paragraph } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';
import { referenceOf } from './order-facts.ts';

/**
 * To the shop, in the owner's language, when a picked order came to more than its card held: the
 * card was charged all it held (domain/picking/card-capture.ts), and the rest is the shop's to
 * collect another way or let go. What was short is read from the order as it is when the mail goes.
 */
export function shopCardShortMail({ language, shop, order }: MailInputOf<'shop_card_short'>): ComposedMail {
  const t = translator(language);
  const reference = referenceOf(order);
  const short = shortCharge(cardFiguresInCents(order));
  const notice = short
    ? overAuthorizedText(t, { code: order.currency, locale: shop.locale }, { reference, ...short }, short.capture)
    : null;
  return renderMail({
    shop,
    language,
    subject: t('mailOrders.cardShortSubject', { shop: shop.storeName, reference }),
    preheader: notice ?? t('mailOrders.cardShortHeading', { reference }),
    heading: t('mailOrders.cardShortHeading', { reference }),
    blocks: [
      ...(notice ? [paragraph(notice)] : []),
      paragraph(t('mailOrders.cardShortWhatNow')),
      button(t, t('mailOrders.openOrders'), `${shop.publicUrl}/admin/orders`),
    ],
  });
}
