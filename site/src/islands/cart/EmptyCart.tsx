import type { Ref } from 'react';
import { localePath, t } from '../../i18n/t.ts';

/** 'Your cart is empty' (or `message`, already written in the page's language) with the way back to the menu. */
export function EmptyCart({ linkRef, message }: { linkRef?: Ref<HTMLAnchorElement>; message?: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-brand-100">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-16 w-16 text-brand-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.76L21 8H6.2" />
        <circle cx="9.5" cy="19.5" r="1.5" />
        <circle cx="17" cy="19.5" r="1.5" />
      </svg>
      <p className="mt-4 text-xl font-bold text-ink">{message ?? t('cart.emptyTitle')}</p>
      <p className="mt-2 text-ink-muted">{t('cart.emptyText')}</p>
      <a
        ref={linkRef}
        href={`${localePath('/')}#menu`}
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        {t('cart.browseMenu')}
      </a>
    </div>
  );
}
