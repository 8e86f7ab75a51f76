import { useId } from 'react';
import { orderCurrencyOf } from '../../../../domain/contracts/order-amounts.ts';
import { amountInCents } from '../../../../domain/contracts/amounts.ts';
import type { Order } from '../../../../domain/order.ts';
import { changesHeadline, lineChangeText, totalsText } from '../../../../domain/picking/change-text.ts';
import { orderPickChanges } from '../../../../domain/picking/order-pick-changes.ts';
import { pageLanguage, t } from '../../i18n/t.ts';

/**
 * Once a grocery order is picked, what changed, line by line, in the words of its mail
 * (domain/picking/change-text.ts), with the estimated and the final total. Nothing for an order
 * never picked: every restaurant order stays as it was.
 */
export function PickChanges({ order }: { order: Order }) {
  const headingId = useId();
  const changes = orderPickChanges(order);
  if (!changes) return null;
  const currency = orderCurrencyOf(order);
  const sentences = changes.flatMap((line) => {
    const text = lineChangeText(t, pageLanguage(), line);
    return text ? [{ position: line.position, text }] : [];
  });
  return (
    <section aria-labelledby={headingId} className="border-b border-brand-100 px-4 py-4 sm:px-6">
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {t('picking.changesHeading')}
      </h3>
      <p className="mt-1 text-ink">{changesHeadline(t, changes)}</p>
      {sentences.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 ps-5 text-ink">
          {sentences.map((sentence) => (
            <li key={sentence.position}>{sentence.text}</li>
          ))}
        </ul>
      )}
      <p className="mt-2 font-semibold text-ink">
        {totalsText(t, currency, amountInCents(order.estimatedTotal, currency), amountInCents(order.totalAmount, currency))}
      </p>
    </section>
  );
}
