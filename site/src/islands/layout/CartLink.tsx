import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
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
 */
export default function CartLink() {
  const count = useStore($cartLineCount, { ssr: () => 0 });
  // The header's one island also names the location the cart is ordered from, when the shop has several.
  useEffect(showChosenLocation, []);
  return (
    <a
      href={localePath('/cart')}
      aria-label={t('shop.cartLink', { count })}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 hover:text-brand-700"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.76L21 8H6.2" />
        <circle cx="9.5" cy="19.5" r="1.5" />
        <circle cx="17" cy="19.5" r="1.5" />
      </svg>
      <span
        data-testid="cart-badge"
        className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-xs leading-5 font-bold text-white"
      >
        {countText(count)}
      </span>
    </a>
  );
}
