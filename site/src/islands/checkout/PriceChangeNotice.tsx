import { CHECKOUT_MESSAGES } from '../../../../domain/checkout-messages.ts';
import { formatDollars } from '../../../../domain/money.ts';
import { tParts, tText } from '../../i18n/t.ts';
import type { OrderFiguresAnswer } from '../../../../domain/contracts/order-answer.ts';

/** The shop's own figures after a 409: the cart has been brought up to date to match them. */
export function PriceChangeNotice({ figures }: { figures: OrderFiguresAnswer }) {
  const money = (amount: number) => formatDollars(amount);
  return (
    <div className="rounded-xl bg-amber-50 p-4 text-sm text-ink ring-1 ring-amber-300">
      <p className="font-bold">{tText(CHECKOUT_MESSAGES.pricesChanged)}</p>
      <p className="mt-1">
        {tParts(
          'checkout.shopTotal',
          {
            total: money(figures.totalAmount),
            subtotal: money(figures.subtotal),
            discount: money(figures.discountAmount),
            delivery: money(figures.deliveryFee),
            hasTax: figures.tax ? 'yes' : 'no',
            tax: money(figures.tax ?? 0),
            hasTip: figures.tip ? 'yes' : 'no',
            tip: money(figures.tip ?? 0),
          },
          (_tag, children) => (
            <strong key="total">{children}</strong>
          ),
        )}
      </p>
    </div>
  );
}
