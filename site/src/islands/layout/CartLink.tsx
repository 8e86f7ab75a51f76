import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { showChosenLocation } from '../../stores/chosen-location.ts';
import { localePath, pageLanguage, t } from '../../i18n/t.ts';
import { $cartLineCount } from '../../stores/cart.ts';

/** The badge's number in the page's digits, as its label writes it: its words include what it shows. */
function countText(count: number): string {
  return new Intl.NumberFormat(pageLanguage()).format(count);
}

/**
 * The cart link and its badge (number of lines), and the chosen location's name in the header. The pre-rendered HTML says 0 and
 * hydration renders 0 too (ssr snapshot); the stored cart is read after mount and updates it.
 * The cart's icon, which never changes, comes from the page as `children`: the island carries no code to draw it.
 */
export default function CartLink({ children }: { children: ReactNode }) {
  const count = useStore($cartLineCount, { ssr: () => 0 });
  // The header's one island also names the location the cart is ordered from, when the shop has several.
  useEffect(showChosenLocation, []);
  return (
    <a
      href={localePath('/cart')}
      aria-label={t('shop.cartLink', { count })}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 hover:text-brand-700"
    >
      {children}
      <span
        data-testid="cart-badge"
        className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-xs leading-5 font-bold text-white"
      >
        {countText(count)}
      </span>
    </a>
  );
}
