import type { Translate } from '../i18n/tables.ts';
import { formatMoney, type ShopCurrency } from '../money.ts';
import { lineHeading, weightText } from '../weight-text.ts';
import type { Capture } from './card-capture.ts';
import type { LineChange } from './pick-changes.ts';

/**
 * What the customer reads once the order is picked (domain/i18n/messages/picking.ts), in the
 * language `t` writes: a headline, a sentence per changed line, and what the card was charged;
 * and the owner's notice when the final is above what the card holds. Amounts are the order's
 * currency's, weights Intl's.
 */

/** "One line of your order changed when it was picked.", or that nothing could be picked. */
export function changesHeadline(t: Translate, changes: readonly LineChange[]): string {
  if (changes.length > 0 && changes.every((line) => isLeftOut(line.change))) return t('picking.nothingPicked');
  return t('picking.changesHeadline', { count: changes.filter((line) => line.change.kind !== 'as_ordered').length });
}

/** The sentence for one line; null for a line picked as ordered. */
export function lineChangeText(t: Translate, locale: string, line: LineChange): string | null {
  const { change, name } = line;
  switch (change.kind) {
    case 'as_ordered':
      return null;
    case 'missing':
      return t('picking.missing', { name });
    case 'fewer':
      return t('picking.fewer', { name, ordered: change.ordered, picked: change.picked });
    case 'weighed': {
      const weights = { ordered: weightText(change.ordered, change.unit, locale), picked: weightText(change.picked, change.unit, locale) };
      return change.charged < change.picked
        ? t('picking.weighedOver', { name, ...weights, charged: weightText(change.charged, change.unit, locale) })
        : t('picking.weighed', { name, ...weights });
    }
    case 'replaced':
      return t(change.named ? 'picking.replacedNamed' : 'picking.replacedBestMatch', { name, replacement: lineHeading(change.by, locale) });
    case 'not_approved':
      return t(change.answer === 'declined' ? 'picking.declined' : 'picking.unanswered', {
        name,
        replacement: lineHeading(change.offered, locale),
      });
  }
}

/** A line with nothing sent for it: out, or its replacement not approved. */
function isLeftOut(change: LineChange['change']): boolean {
  return change.kind === 'missing' || change.kind === 'not_approved';
}

/** "Estimated total €15.47; final total €14.07." */
export function totalsText(t: Translate, currency: ShopCurrency, estimatedCents: number, finalCents: number): string {
  return t('picking.estimatedAndFinal', { estimated: formatMoney(estimatedCents, currency), final: formatMoney(finalCents, currency) });
}

/** What the card was charged, and that the rest of what it held is released. */
export function cardText(t: Translate, currency: ShopCurrency, authorizedCents: number, capture: Capture): string {
  const authorized = formatMoney(authorizedCents, currency);
  if (capture.amountCents === 0) return t('picking.cardReleased', { authorized });
  return t('picking.cardCharged', {
    charged: formatMoney(capture.amountCents, currency),
    authorized,
    released: capture.amountCents < authorizedCents ? 'yes' : 'no',
  });
}

/** The owner's notice of a final above what the card holds, naming what was not charged; null when the capture covered it. */
export function overAuthorizedText(
  t: Translate,
  currency: ShopCurrency,
  order: { reference: string; finalCents: number; authorizedCents: number },
  capture: Capture,
): string | null {
  if (!capture.over) return null;
  return t('picking.ownerOverAuthorized', {
    reference: order.reference,
    final: formatMoney(order.finalCents, currency),
    authorized: formatMoney(order.authorizedCents, currency),
    short: formatMoney(capture.shortCents, currency),
  });
}
