import type { Cents } from '../../../../../domain/money.ts';
import { t } from '../../../i18n/t.ts';
import type { Settlement } from './settlement-preview.ts';
import { settlementText } from './settlement-text.ts';

/** The new total beside the old, and what saving does to the money, said as it changes. */
export function ChangeMoney(props: { beforeCents: Cents; afterCents: Cents; settlement: Settlement; money: (cents: Cents) => string }) {
  const { beforeCents, afterCents, settlement, money } = props;
  return (
    <section aria-label={t('admin-order-change.totalsHeading')} className="rounded-xl bg-cream p-3">
      <p className="flex flex-wrap gap-x-4 text-base">
        <span className="text-ink-muted">{t('admin-order-change.totalBefore', { total: money(beforeCents) })}</span>
        <strong className="text-ink">{t('admin-order-change.totalAfter', { total: money(afterCents) })}</strong>
      </p>
      <p role="status" className="mt-1 font-semibold text-brand-900">
        {settlementText(settlement, money)}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{t('admin-order-change.serverDecides')}</p>
    </section>
  );
}
