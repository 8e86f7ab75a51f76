import { orderCurrencyOf } from '../../../../../domain/contracts/order-amounts.ts';
import { type Cents, formatMoney } from '../../../../../domain/money.ts';
import { t } from '../../../i18n/t.ts';
import type { Settlement } from './settlement-preview.ts';

/** What a change does to the money, in the page's language: "The card is refunded $3.00." */
export function settlementText(settlement: Settlement, money: (cents: Cents) => string): string {
  switch (settlement.kind) {
    case 'none':
      return t('admin-order-change.moneyNone');
    case 'collect_on_hand_over':
      return t('admin-order-change.moneyCollect', { amount: money(settlement.amountCents) });
    case 'refunded':
      return t('admin-order-change.moneyRefunded', { amount: money(settlement.amountCents) });
    case 'payment_link':
      return t('admin-order-change.moneyLink', { amount: money(settlement.amountCents) });
    case 'collect_extra_on_hand_over':
      return t('admin-order-change.moneyCollectExtra', { amount: money(settlement.amountCents) });
  }
}

/** The confirmation of a change saved, with the server's word on the money: "Order #A1B2C3 changed. The card is refunded $3.00." */
export function changeSavedText(saved: { reference: string; settlement: Settlement; order: { currency?: string } }): string {
  const currency = orderCurrencyOf(saved.order);
  const said = settlementText(saved.settlement, (cents) => formatMoney(cents, currency));
  return `${t('admin-order-change.saved', { reference: saved.reference })} ${said}`;
}
