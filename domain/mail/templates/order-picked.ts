import { cardFiguresInCents } from '../../contracts/card-amounts.ts';
import { translator } from '../../i18n/tables.ts';
import { heldCardOutcome } from '../../picking/card-hold.ts';
import { cardText, changesHeadline, lineChangeText, totalsText } from '../../picking/change-text.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, greeting, paragraph } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';
import { contactSentence, followUrl, referenceOf } from './order-facts.ts';

/**
 * To the customer once the order is picked (docs/product/picking.md): what changed, line by line,
 * in the words of domain/picking/change-text.ts, the estimated and final totals, and for a card held
 * what it was charged, as the order says when the mail goes (nothing while the charge is still due).
 */
export function orderPickedMail({
  language,
  shop,
  order,
  changes,
  estimatedCents,
  finalCents,
  trackingUrl,
}: MailInputOf<'order_picked'>): ComposedMail {
  const t = translator(language);
  const reference = referenceOf(order);
  const headline = changesHeadline(t, changes);
  const lines = changes.flatMap((line) => {
    const text = lineChangeText(t, shop.locale, line);
    return text ? [paragraph(text)] : [];
  });
  const currency = { code: order.currency, locale: shop.locale };
  const card = heldCardOutcome(cardFiguresInCents(order));
  return renderMail({
    shop,
    language,
    subject: t('mailOrders.pickedSubject', { shop: shop.storeName, reference }),
    preheader: headline,
    heading: t('mailOrders.pickedHeading'),
    blocks: [
      greeting(t, order.customerName),
      paragraph(headline),
      ...lines,
      paragraph(totalsText(t, currency, estimatedCents, finalCents)),
      ...(card ? [paragraph(cardText(t, currency, card.authorizedCents, card.capture))] : []),
      paragraph(contactSentence(t, shop)),
      button(t, t('mailOrders.seeOrder'), followUrl(shop, trackingUrl)),
    ],
  });
}
