import type { Order } from '../../../../../domain/order.ts';
import { approvalSummary } from '../../../../../domain/picking/replacement-approval.ts';
import { t } from '../../../i18n/t.ts';

/**
 * On a desk card, where the customer is asked to approve replacements: how many wait for their
 * answer and the time left, then what came of them ("1 replacement accepted"). Nothing for an
 * order whose customer was asked nothing. `now` is the desk's clock, so a wait runs out on screen
 * without a reload.
 */
export function ReplacementWait({ order, now }: { order: Order; now: number }) {
  const summary = approvalSummary(order.products, now);
  if (!summary) return null;
  const outcomes = [
    summary.accepted > 0 && t('admin-desk.approvalAccepted', { count: summary.accepted }),
    summary.declined > 0 && t('admin-desk.approvalDeclined', { count: summary.declined }),
    summary.expired > 0 && t('admin-desk.approvalExpired', { count: summary.expired }),
  ].filter((text): text is string => typeof text === 'string');
  return (
    <div data-replacement-wait className="mt-2 space-y-1">
      {summary.waiting > 0 && (
        <p className="rounded-lg bg-amber-100 px-3 py-2 text-base font-semibold text-amber-950">
          {t('admin-desk.approvalWaiting', { count: summary.waiting, minutes: summary.minutesLeft })}
        </p>
      )}
      {outcomes.length > 0 && <p className="text-base font-semibold text-ink">{outcomes.join(' · ')}</p>}
    </div>
  );
}
