import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { telHref } from '../../../../domain/store-details.ts';
import { $shopTimeZone } from './shop-time-zone.ts';
import type { Order } from '../../../../domain/order.ts';
import { paymentMethodWords } from '../../../../domain/order-status-words.ts';
import { AmountRows } from '../ui/AmountRows.tsx';
import { OrderAgain } from './OrderAgain.tsx';
import { orderAmountRows } from '../ui/order-amount-rows.ts';
import { OrderCardFrame } from './OrderCardFrame.tsx';
import { OrderLineList } from './OrderLineList.tsx';
import { PickChanges } from './PickChanges.tsx';
import type { ReplacementAnswering } from './replacement-answer.ts';
import { ReplacementApprovals } from './ReplacementApprovals.tsx';
import { ExtraPaymentDue } from './ExtraPaymentDue.tsx';
import { ShopChanges } from './ShopChanges.tsx';
import { ReviewOrderLink } from './ReviewOrderLink.tsx';
import { ShopAnswer } from './ShopAnswer.tsx';
import { cardEndingText, handOverTypeText, handOverWhenText } from './order-text.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { t } from '../../i18n/t.ts';

/** What may be shown again of how the order was paid: the card's brand and last digits, the UPI id. */
function paymentNote(order: Order): string | null {
  const details = order.paymentDetails;
  if (!details) return null;
  if ('last4' in details) return cardEndingText(details);
  if ('upiId' in details) return t('orders.upiId', { id: details.upiId });
  return null;
}

/**
 * One order on My Orders: date, the status in its colour and what the shop answered, the
 * replacements the customer is asked about and what changed when it was picked, lines, totals and
 * payment, "Review this order" once delivered, and "Order again". Times are written in `timeZone`,
 * the shop's (the reader's own when undefined).
 */
export function OrderCard({
  order,
  timeZone,
  reviewable = false,
  answering,
}: {
  order: Order;
  timeZone: string | undefined;
  /** Offer "Review this order" (My Orders: the customer's own, signed in; never a guest's tracking page). */
  reviewable?: boolean;
  /** How the reader answers a replacement offered on the order. */
  answering: ReplacementAnswering;
}) {
  const headingId = useId();
  const note = paymentNote(order);
  const methodWords = paymentMethodWords(order.paymentMethod, order.fulfilment?.type);

  return (
    <OrderCardFrame order={order} headingId={headingId} placed paddingClass="sm:px-6">
      <ShopAnswer order={order} timeZone={timeZone} className="border-b border-brand-100 px-4 py-3 text-base sm:px-6" />
      <ReplacementApprovals order={order} answering={answering} />
      <ShopChanges order={order} timeZone={timeZone} />
      <ExtraPaymentDue order={order} answering={answering} />
      <PickChanges order={order} />
      <div className="grid gap-6 p-4 sm:p-6 md:grid-cols-[1fr_19rem]">
        <OrderLineList lines={order.products} density="roomy" />
        <div className="space-y-4 text-sm md:border-s md:border-brand-100 md:ps-6">
          <AmountRows compact rows={orderAmountRows(order)} />
          {order.estimated && <p className="text-ink-muted">{t('orders.estimatedTotal')}</p>}
          <dl className="space-y-1.5 rounded-xl bg-cream p-3">
            <div className="flex justify-between gap-4">
              <dt className="shrink-0 text-ink-muted">{handOverTypeText(order.fulfilment)}</dt>
              <dd className="text-end font-medium text-ink">{handOverWhenText(order.fulfilment, timeZone) ?? '—'}</dd>
            </div>
            <OrderLocationRow order={order} />
            {order.fulfilment?.type === 'pickup' && <PickupPlaceRows locationId={order.locationId} />}
            <div className="flex justify-between gap-4">
              <dt className="shrink-0 text-ink-muted">{t('orders.paymentMethod')}</dt>
              <dd className="text-end font-medium whitespace-nowrap text-ink">
                {methodWords ? t(methodWords.key, methodWords.values) : order.paymentMethod}
              </dd>
            </div>
            {note && (
              <div className="flex justify-between gap-4">
                <dt className="sr-only">{t('orders.paidWith')}</dt>
                <dd className="ms-auto text-end break-all text-ink-muted">{note}</dd>
              </div>
            )}
            <div className="flex items-center justify-between gap-4">
              <dt className="text-ink-muted">{t('orders.paymentStatus')}</dt>
              <dd>
                <StatusBadge status={order.paymentStatus} kind="payment" />
              </dd>
            </div>
          </dl>
        </div>
      </div>
      {reviewable && <ReviewOrderLink order={order} />}
      <OrderAgain order={order} />
    </OrderCardFrame>
  );
}

/** The location that makes the order, when the shop has several. */
function OrderLocationRow({ order }: { order: Order }) {
  const shop = useStore($shopTimeZone);
  if (shop.status !== 'known' || !shop.locations) return null;
  return (
    <div className="flex justify-between gap-4">
      <dt className="sr-only">{t('locations.title')}</dt>
      <dd className="font-medium text-ink">{t('locations.orderFrom', { name: order.locationName })}</dd>
    </div>
  );
}

/** Where to collect a pickup and the phone there (its location's, when the shop has several), for a customer on the way or running late. */
function PickupPlaceRows({ locationId }: { locationId: number }) {
  const shop = useStore($shopTimeZone);
  const place = shop.status === 'known' ? (shop.locations?.get(locationId) ?? shop.pickupPlace) : undefined;
  if (!place) return null;
  return (
    <>
      <div className="flex justify-between gap-4">
        <dt className="shrink-0 text-ink-muted">{t('orders.pickUpAt')}</dt>
        <dd className="text-end font-medium text-ink">
          <address className="not-italic">
            {[place.storeName, ...place.addressLines].map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </dd>
      </div>
      {place.phone && (
        <div className="flex justify-between gap-4">
          <dt className="shrink-0 text-ink-muted">{t('orders.shopPhone')}</dt>
          <dd className="text-end font-medium">
            <a href={telHref(place.phone)} className="text-brand-700 underline underline-offset-2">
              {place.phone}
            </a>
          </dd>
        </div>
      )}
    </>
  );
}
