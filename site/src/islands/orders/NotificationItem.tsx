import { localePath, pageLanguage, t } from '../../i18n/t.ts';
import { weightText } from '../../../../domain/weight-text.ts';
import { orderDate } from './order-words.ts';
import { useId } from 'react';
import { formatDollars } from '../../../../domain/money.ts';
import { handOverTypeText, handOverWhenText } from './order-text.ts';
import type { Order } from '../../../../domain/order.ts';
import { orderReference } from '../../../../domain/order-status.ts';
import { notificationWords } from '../../../../domain/order-status-words.ts';
import { lineLabel } from '../../../../domain/option-lines.ts';
import { FoodImage } from '../menu/FoodImage.tsx';
import { ShopAnswer } from './ShopAnswer.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { orderCurrencyOf } from '../../../../domain/contracts/order-amounts.ts';

const STATUS_TEXT_CLASSES: Record<string, string> = {
  pending: 'text-amber-900',
  processing: 'text-blue-900',
  ready: 'text-teal-900',
  out_for_delivery: 'text-violet-900',
  delivered: 'text-green-800',
  cancelled: 'text-chili-700',
};

/**
 * One order as a notification: short id, the status badge, what its status means and what the
 * shop answered, the total, the payment status and the dishes as thumbnails. Times are written in
 * `timeZone`, the shop's (the reader's own when undefined).
 */
export function NotificationItem({ order, timeZone }: { order: Order; timeZone: string | undefined }) {
  const headingId = useId();
  const pending = order.orderStatus === 'pending';
  const notice = notificationWords(order.orderStatus, order.fulfilment?.type);

  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-cream p-4 ring-1 ring-brand-100 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-base font-bold text-ink">
            {t('orders.orderHeading', { reference: orderReference(order._id) })}
          </h2>
          <p className="text-sm text-ink-muted">
            <time dateTime={order.createdAt}>{orderDate(order.createdAt)}</time>
          </p>
        </div>
        <StatusBadge status={order.orderStatus} fulfilmentType={order.fulfilment?.type} />
      </div>

      <p className={`mt-3 flex items-center gap-2 font-semibold ${STATUS_TEXT_CLASSES[order.orderStatus] ?? 'text-ink'}`}>
        {pending && (
          <span
            aria-hidden="true"
            className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-amber-200 border-t-amber-700 motion-reduce:animate-none"
          />
        )}
        {t(notice.key, notice.values)}
      </p>
      <ShopAnswer order={order} timeZone={timeZone} className="mt-2 rounded-xl px-3 py-2" />

      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">{handOverTypeText(order.fulfilment)}:</dt>
          <dd className="font-semibold text-ink">{handOverWhenText(order.fulfilment, timeZone) ?? t('orders.asSoonAsPossible')}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">{t('orders.total')}</dt>
          <dd className="font-semibold text-ink">{formatDollars(order.totalAmount, orderCurrencyOf(order))}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="text-ink-muted">{t('orders.payment')}</dt>
          <dd>
            <StatusBadge status={order.paymentStatus} kind="payment" />
          </dd>
        </div>
      </dl>
      {order.estimated && <p className="mt-1 text-sm text-ink-muted">{t('orders.estimatedTotal')}</p>}

      <ul aria-label={t('orders.items')} className="mt-3 flex flex-wrap gap-2">
        {order.products.map((line, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order, and one dish may appear twice (other options): the position tells them apart
            key={`${line.productId}-${index}`}
            className="flex items-center gap-2 rounded-full bg-white py-1 pe-3 ps-1 text-sm ring-1 ring-brand-100"
          >
            <FoodImage
              src={line.image}
              alt=""
              width={32}
              height={32}
              loading="lazy"
              className="h-8 w-8 rounded-full bg-brand-50 object-cover"
            />
            <span className="font-medium text-ink">{lineLabel(line.name, line.options)}</span>
            <span className="text-ink-muted">
              {line.unit ? weightText(line.quantity, line.unit, pageLanguage()) : `× ${line.quantity}`}
            </span>
          </li>
        ))}
      </ul>

      {order.orderStatus === 'delivered' && (
        <a
          href={localePath('/review')}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-brand-700 ring-2 ring-brand-600 hover:bg-brand-50"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
            <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
          </svg>
          {t('orders.writeReview')}
        </a>
      )}
    </article>
  );
}
