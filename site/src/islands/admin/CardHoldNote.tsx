import { cardFiguresInCents } from '../../../../domain/contracts/card-amounts.ts';
import { orderCurrencyOf } from '../../../../domain/contracts/order-amounts.ts';
import type { Order } from '../../../../domain/order.ts';
import { orderReference } from '../../../../domain/order-status.ts';
import { chargeDue, holdDaysLeft, shortCharge } from '../../../../domain/picking/card-hold.ts';
import { overAuthorizedText } from '../../../../domain/picking/change-text.ts';
import { t } from '../../i18n/t.ts';

/**
 * What staff must know of a card held for an order they pick (docs/product/picking.md, "Cards:
 * hold, then charge"), on the desk's card and in Manage Orders: its hold ends soon and the order
 * is not picked, its charge did not go through, or it came to more than the card held. Nothing
 * for any other order.
 */
export function CardHoldNote({ order, now, where }: { order: Order; now: number; where: 'desk' | 'orders' }) {
  const text = cardHoldText(order, now, where);
  if (text === null) return null;
  return (
    <p role="note" className="mt-2 rounded-lg bg-cream px-3 py-2 text-base font-semibold text-chili-700 ring-1 ring-chili-600">
      {text}
    </p>
  );
}

function cardHoldText(order: Order, now: number, where: 'desk' | 'orders'): string | null {
  const days = holdDaysLeft(order, now);
  if (days !== null) return t('picking.holdEnding', { days });
  if (chargeDue(order)) return t(where === 'desk' ? 'picking.chargeDueDesk' : 'picking.chargeDue');
  // Only a held card can be charged short: a card charged at once may meet a dearer order after a
  // change, whose extra is asked apart (admin/order-change/ChangeNotes.tsx).
  const short = order.toBePicked ? shortCharge(cardFiguresInCents(order)) : null;
  if (!short) return null;
  return overAuthorizedText(t, orderCurrencyOf(order), { reference: `#${orderReference(order._id)}`, ...short }, short.capture);
}
