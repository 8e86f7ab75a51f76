import { useStore } from '@nanostores/react';
import { formatMoney } from '../../../../domain/money.ts';
import { cartCardHold } from '../../../../domain/picking/cart-card-hold.ts';
import { t } from '../../i18n/t.ts';
import { $cart } from '../../stores/cart.ts';
import { $lineSubstitutions, $substitutionDefault } from '../../stores/cart-substitutions.ts';
import { $moneyRules } from '../cart/shop-settings.ts';

/**
 * Paying by card for an order the shop picks, what the card is held for until then, under the
 * estimate's notice (./SettlementNotice.tsx): "Your card is held for up to €19.54 (the estimate
 * and 10%)…", from the cart, its lines' choices and the shop's margin. Loaded with the order steps
 * (./order-steps.ts): card is chosen by a touch.
 */
export function CardHoldSentence({ totalCents }: { totalCents: number }) {
  const lines = useStore($cart);
  const chosen = useStore($lineSubstitutions);
  const fallback = useStore($substitutionDefault);
  const { cardHoldMarginPercent } = useStore($moneyRules);
  const hold = cartCardHold(lines, chosen, fallback, { totalCents, marginPercent: cardHoldMarginPercent });
  if (!hold) return null;
  const amount = formatMoney(hold.amountCents);
  return (
    <p className="mt-2" data-card-hold>
      {hold.marginPercent > 0
        ? t('substitution.cardHold', { amount, margin: hold.marginPercent })
        : t('substitution.cardHoldEstimate', { amount })}
    </p>
  );
}
