import { CHECKOUT_MESSAGES } from '../../../../domain/checkout-messages.ts';
import { formatDollars } from '../../../../domain/money.ts';
import type { OrderFiguresAnswer } from '../../../../domain/contracts/order-answer.ts';

/** The shop's own figures after a 409: the cart has been brought up to date to match them. */
export function PriceChangeNotice({ figures }: { figures: OrderFiguresAnswer }) {
  const money = (amount: number) => formatDollars(amount);
  return (
    <div className="rounded-xl bg-amber-50 p-4 text-sm text-ink ring-1 ring-amber-300">
      <p className="font-bold">{CHECKOUT_MESSAGES.pricesChanged}</p>
      <p className="mt-1">
        The shop's total is <strong>{money(figures.totalAmount)}</strong>: subtotal {money(figures.subtotal)}, discount{' '}
        {money(figures.discountAmount)}, delivery fee {money(figures.deliveryFee)}
        {figures.tax ? `, tax ${money(figures.tax)}` : ''}
        {figures.tip ? `, tip ${money(figures.tip)}` : ''}. Your order below now uses the current prices; place it again to accept them.
      </p>
    </div>
  );
}
