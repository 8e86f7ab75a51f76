import { formatDollars } from '../../../../domain/money.ts';
import { orderStatusKey } from '../../../../domain/order-status-words.ts';
import { clockTime } from '../../../../domain/fulfilment/hand-over-text.ts';
import { t } from '../../i18n/t.ts';
import type { TableView } from './table-data.ts';

/** The table's orders as the guests see them, with what they come to and how the bill is paid. */
export function TableOrders({ view, onRefresh }: { view: TableView; onRefresh: () => void }) {
  return (
    <section aria-labelledby="table-orders-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <div className="flex items-center justify-between gap-3">
        <h2 id="table-orders-heading" className="text-xl font-extrabold text-ink">
          {t('table.ordersHeading')}
        </h2>
        <button
          type="button"
          onClick={onRefresh}
          className="min-h-11 rounded-full px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50"
        >
          {t('table.refresh')}
        </button>
      </div>
      {view.orders.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t('table.noOrders')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-200">
          {view.orders.map((order) => {
            const status = orderStatusKey(order.orderStatus, 'dine_in');
            return (
              <li key={order._id} className="py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="text-sm text-ink-muted">{t('table.orderedAt', { time: clockTime(Date.parse(order.createdAt)) })}</p>
                  <p className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-900">
                    {status ? t(status) : order.orderStatus}
                  </p>
                </div>
                <ul className="mt-1 text-ink">
                  {order.products.map((line, position) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines never move, and two may be the same dish.
                    <li key={position} className="flex justify-between gap-3">
                      <span>
                        {line.quantity} × {line.name}
                        {line.options.length > 0 && (
                          <span className="text-ink-muted"> ({line.options.map((option) => option.name).join(', ')})</span>
                        )}
                      </span>
                      <span>{formatDollars(line.amount)}</span>
                    </li>
                  ))}
                </ul>
                <p className="mt-1 text-end font-semibold text-ink">{formatDollars(order.totalAmount)}</p>
              </li>
            );
          })}
        </ol>
      )}
      <p className="mt-3 font-bold text-ink" data-table-figures>
        {t('table.figures', { total: formatDollars(view.total), paid: formatDollars(view.paid), due: formatDollars(view.due) })}
      </p>
      {view.dineIn.payAtEnd && view.due > 0 && <p className="mt-1 text-ink-muted">{t('table.askToPay')}</p>}
    </section>
  );
}
