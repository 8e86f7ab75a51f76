import { useId, useState } from 'react';
import { formatMoney } from '../../../../domain/money.ts';
import { leftOutWords, orderAgainHeadline, type OrderAgainPlan } from '../../../../domain/order-again.ts';
import type { Words } from '../../../../domain/order-status-words.ts';
import { localePath, t } from '../../i18n/t.ts';
import type { Order } from '../../../../domain/order.ts';
import { orderReference } from '../../../../domain/order-status.ts';
import { failureMessage } from '../../lib/api.ts';
import { orderCurrencyOf } from '../../../../domain/contracts/order-amounts.ts';
import { buttonClass, quietButtonClass } from './OrderNotices.tsx';
import { orderAgain } from './order-again.ts';

const say = (words: Words) => t(words.key, words.values);

type State = { status: 'idle' } | { status: 'working' } | { status: 'done'; plan: OrderAgainPlan } | { status: 'failed'; message: string };

/**
 * An order card's "Order again": puts the order's lines in the cart at today's menu, then says,
 * beside the button, what went in, what could not and why, and which prices moved. The live
 * regions are on the page from the start, so a screen reader hears what fills them.
 */
export function OrderAgain({ order }: { order: Order }) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const working = state.status === 'working';

  async function press() {
    if (working) return;
    setState({ status: 'working' });
    try {
      setState({ status: 'done', plan: await orderAgain(order) });
    } catch (error) {
      setState({ status: 'failed', message: failureMessage(error, t('orders.menuFailed')) });
    }
  }

  return (
    <div className="border-t border-brand-100 px-4 py-4 sm:px-6">
      {/* aria-disabled rather than disabled while it works, so the button keeps focus. */}
      <button
        type="button"
        onClick={() => void press()}
        aria-label={t('orders.orderAgainLabel', { reference: orderReference(order._id) })}
        aria-disabled={working || undefined}
        className={`${quietButtonClass} aria-disabled:cursor-wait aria-disabled:opacity-80`}
      >
        {t('orders.orderAgain')}
      </button>
      <div role="status">
        {working && <p className="mt-3 text-sm text-ink-muted">{t('orders.addingToCart')}</p>}
        {state.status === 'done' && <OrderAgainMessage plan={state.plan} order={order} />}
      </div>
      <div role="alert">{state.status === 'failed' && <p className="mt-3 text-sm font-semibold text-chili-700">{state.message}</p>}</div>
    </div>
  );
}

function OrderAgainMessage({ plan, order }: { plan: OrderAgainPlan; order: Order }) {
  const leftOutId = useId();
  const pricesId = useId();
  const paid = orderCurrencyOf(order);
  return (
    <div className="mt-4 space-y-3 rounded-xl bg-cream p-4 text-sm text-ink ring-1 ring-brand-100">
      <p className="font-semibold">{say(orderAgainHeadline(plan))}</p>
      {plan.leftOut.length > 0 && (
        <div>
          <p id={leftOutId} className="font-semibold">
            {t('orders.noLongerAvailable')}
          </p>
          <ul aria-labelledby={leftOutId} className="mt-1 list-disc space-y-0.5 ps-5">
            {plan.leftOut.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a list shown once for one order, in its lines' order; one dish may be left out twice (other options)
              <li key={`${line.label}-${index}`}>{say(leftOutWords(line))}</li>
            ))}
          </ul>
        </div>
      )}
      {plan.priceChanges.length > 0 && (
        <div>
          <p id={pricesId} className="font-semibold">
            {t('orders.pricesChanged')}
          </p>
          <ul aria-labelledby={pricesId} className="mt-1 list-disc space-y-0.5 ps-5">
            {plan.priceChanges.map((change) => (
              <li key={change.label}>
                {t('orders.priceChange', {
                  dish: change.label,
                  was: formatMoney(change.wasCents, paid),
                  now: formatMoney(change.nowCents),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {plan.lines.length > 0 ? (
        <a href={localePath('/cart')} className={buttonClass}>
          {t('orders.goToCart')}
        </a>
      ) : (
        <a href={`${localePath('/')}#menu`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {t('orders.browseMenu')}
        </a>
      )}
    </div>
  );
}
