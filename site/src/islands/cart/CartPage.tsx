import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { cartTotals } from '../../../../domain/pricing.ts';
import { cartLineKey } from '../../../../domain/cart.ts';
import { hasWeighedLines, itemsInCart } from '../../../../domain/cart-items.ts';
import { lineStock } from '../../../../domain/cart-stock.ts';
import { localePath, t } from '../../i18n/t.ts';
import { $cart } from '../../stores/cart.ts';
import { $deliveryFeeCents, $moneyRules } from './shop-settings.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { ChosenLocationLine } from './ChosenLocationLine.tsx';
import { useNotHere } from './use-not-here.ts';
import { CartLineItem } from './CartLineItem.tsx';
import { EmptyCart } from './EmptyCart.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { useClientReady } from '../ui/use-client-ready.ts';

/**
 * The cart: its lines, and an Order Summary whose total adds the shop's delivery fee
 * exactly as the checkout will (domain/pricing.ts). The cart is kept in the browser, so the
 * pre-rendered page shows a spinner until the island has read it.
 */
export default function CartPage() {
  const lines = useStore($cart, { ssr: 'initial' });
  const deliveryFeeCents = useStore($deliveryFeeCents, { ssr: 'initial' });
  const { tax } = useStore($moneyRules, { ssr: 'initial' });
  const ready = useClientReady();
  const notHere = useNotHere();
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLAnchorElement>(null);
  // Where focus goes after a removal: the next line's Remove button, or the empty state's link.
  const [focusAfterRemove, setFocusAfterRemove] = useState<number | null>(null);

  useEffect(() => {
    if (focusAfterRemove === null) return;
    setFocusAfterRemove(null);
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove-line]');
    const next = buttons?.[Math.min(focusAfterRemove, buttons.length - 1)];
    (next ?? emptyRef.current)?.focus();
  }, [focusAfterRemove]);

  if (!ready) return <Spinner />;
  if (lines.length === 0) return <EmptyCart linkRef={emptyRef} />;

  const totals = cartTotals(lines, deliveryFeeCents, 0, { tax });
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="lg:col-span-2">
        <ChosenLocationLine />
      </div>
      <section aria-labelledby="cart-items-heading" className="rounded-2xl bg-white px-4 shadow-sm ring-1 ring-brand-100 sm:px-6">
        <h2 id="cart-items-heading" className="sr-only">
          {t('cart.itemsHeading')}
        </h2>
        <ul ref={listRef} className="divide-y divide-brand-100">
          {lines.map((line, index) => (
            <li key={cartLineKey(line)}>
              <CartLineItem
                line={line}
                stock={lineStock(lines, line)}
                onRemoved={() => setFocusAfterRemove(index)}
                notAt={notHere?.dishIds.has(line._id) ? notHere.name : undefined}
              />
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="order-summary-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 lg:sticky lg:top-24"
      >
        <h2 id="order-summary-heading" className="mb-5 text-xl font-extrabold text-ink">
          {t('cart.summaryHeading')}
        </h2>
        <p className="-mt-3 mb-4 text-sm text-ink-muted">{t('cart.itemCount', { count: itemsInCart(lines) })}</p>
        <OrderTotals totals={totals} estimated={hasWeighedLines(lines)} />
        <a
          href={localePath('/checkout')}
          className="mt-6 flex min-h-12 w-full items-center justify-center rounded-full bg-brand-600 px-6 text-lg font-bold text-white hover:bg-brand-700"
        >
          {t('cart.proceed')}
        </a>
        <a
          href={`${localePath('/')}#menu`}
          className="mt-3 block text-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t('cart.continueShopping')}
        </a>
      </section>
    </div>
  );
}
