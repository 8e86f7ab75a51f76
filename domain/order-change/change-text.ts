import type { HandOverType } from '../fulfilment/settings.ts';
import type { Translate } from '../i18n/tables.ts';
import { lineHeading } from '../weight-text.ts';
import type { OrderDifference } from './change-record.ts';
import type { Settlement } from './settlement.ts';

/**
 * A change of a placed order in words (domain/i18n/messages/order-change.ts), for its history on
 * the desk and the tracking page and for the customer's mail: "Added 1 × Garlic Bread; Margherita
 * 2 → 3; total $24.00 → $31.50". `money` writes an amount as the caller holds it (the answer's
 * decimals in a screen: formatDollars; minor units in a mail: formatMoney); `when` writes a
 * slot's start in the shop's time.
 */
export interface ChangeWording {
  t: Translate;
  locale: string;
  money(amount: number): string;
  when(iso: string): string;
}

/** What the words need of a change: the order's history line carries it (`statusHistory[].change`). */
export interface WordedChange {
  differences: readonly OrderDifference[];
  previousTotal: number;
  total: number;
}

/** Each difference as a phrase, then the total when it moved. */
export function changePhrases(wording: ChangeWording, change: WordedChange): string[] {
  const phrases = change.differences.map((difference) => differencePhrase(wording, difference));
  if (change.total !== change.previousTotal)
    phrases.push(wording.t('order-change.total', { from: wording.money(change.previousTotal), to: wording.money(change.total) }));
  return phrases;
}

/** The phrases on one line. */
export function changeSummary(wording: ChangeWording, change: WordedChange): string {
  return changePhrases(wording, change).join('; ');
}

function differencePhrase(wording: ChangeWording, difference: OrderDifference): string {
  const { t, locale } = wording;
  switch (difference.kind) {
    case 'added':
      return t('order-change.added', { line: withOptions(lineHeading(difference, locale), difference.options) });
    case 'removed':
      return t('order-change.removed', { line: withOptions(lineHeading(difference, locale), difference.options) });
    case 'quantity': {
      const amount = (quantity: number) =>
        difference.unit ? lineHeading({ quantity, unit: difference.unit, name: '' }, locale).trim() : quantity;
      return t('order-change.quantity', { name: difference.name, from: amount(difference.from), to: amount(difference.to) });
    }
    case 'options':
      return t('order-change.options', {
        name: difference.name,
        from: optionList(t, difference.from),
        to: optionList(t, difference.to),
      });
    case 'hand_over':
      return t('order-change.handOver', { from: handOverText(wording, difference.from), to: handOverText(wording, difference.to) });
    case 'address':
      return t('order-change.address', { address: difference.to });
    case 'notes':
      return difference.to ? t('order-change.notes', { notes: difference.to }) : t('order-change.notesRemoved');
  }
}

function withOptions(heading: string, options: readonly string[]): string {
  return options.length > 0 ? `${heading} (${options.join(', ')})` : heading;
}

function optionList(t: Translate, options: readonly string[]): string {
  return options.length > 0 ? options.join(', ') : t('order-change.noOptions');
}

function handOverText(wording: ChangeWording, handOver: { type: HandOverType; slotStart: string | null }): string {
  const { t } = wording;
  const type = handOver.type === 'pickup' ? 'pickup' : 'delivery';
  return handOver.slotStart ? t(`order-change.${type}At`, { time: wording.when(handOver.slotStart) }) : t(`order-change.${type}Asap`);
}

/** What happens to the money, as the customer reads it; '' when nothing does. */
export function settlementText(
  wording: Pick<ChangeWording, 't' | 'money'>,
  change: { settlement: Settlement; amount: number; total: number },
): string {
  const { t, money } = wording;
  const amount = money(change.amount);
  switch (change.settlement) {
    case 'none':
      return '';
    case 'collect_on_hand_over':
      return t('order-change.collectOnHandOver', { total: money(change.total) });
    case 'refunded':
      return t('order-change.refunded', { amount });
    case 'payment_link':
      return t('order-change.paymentLink', { amount });
    case 'collect_extra_on_hand_over':
      return t('order-change.collectExtra', { amount });
  }
}
