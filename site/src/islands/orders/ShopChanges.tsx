import { useId } from 'react';
import type { Order } from '../../../../domain/order.ts';
import { formatOrderDate } from '../../../../domain/order-status.ts';
import { t, tParts } from '../../i18n/t.ts';
import { changeSummaryText, shopChangesOf } from './change-words.ts';

/**
 * The changes the shop made to a customer's order, oldest first: why ("Changed by the shop: the
 * customer called"), what changed and the total, and when on the shop's clock (`timeZone`).
 * Nothing for an order as placed.
 */
export function ShopChanges({ order, timeZone }: { order: Order; timeZone: string | undefined }) {
  const headingId = useId();
  const changes = shopChangesOf(order);
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="border-b border-brand-100 px-4 py-4 sm:px-6">
      <h3 id={headingId} className="sr-only">
        {t('order-extra.changesHeading')}
      </h3>
      <ul className="space-y-2">
        {changes.map(({ at, change }) => (
          <li key={at} className="text-ink">
            <p className="font-semibold">{t('order-extra.changedByShop', { reason: change.reason })}</p>
            <p>{changeSummaryText(order, change, timeZone)}</p>
            <p className="text-sm text-ink-muted">
              {tParts('order-extra.changedAt', { at: formatOrderDate(at, timeZone) }, (_tag, children) => (
                <time key="at" dateTime={at}>
                  {children}
                </time>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
