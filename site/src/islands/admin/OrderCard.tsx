import { orderSubstitutionNotes } from './substitution-note.ts';
import { useStore } from '@nanostores/react';
import { useId, useState, type ReactNode } from 'react';
import { deliveryAddressLines } from '../../../../domain/fulfilment/hand-over-text.ts';
import { telHref } from '../../../../domain/store-details.ts';
import type { Order, OrderStatusChange } from '../../../../domain/order.ts';
import { formatOrderDate, type PaymentMethod } from '../../../../domain/order-status.ts';
import { paymentSetByGateway } from '../../../../domain/payment-progress.ts';
import { channelBadge } from '../../../../domain/order-channel.ts';
import { OrderCardFrame } from '../orders/OrderCardFrame.tsx';
import { OrderLineList } from '../orders/OrderLineList.tsx';
import { changeSummaryText } from '../orders/change-words.ts';
import { StatusBadge } from '../orders/StatusBadge.tsx';
import {
  cardEndingText,
  handOverTypeText,
  handOverWhenText,
  orderStatusText,
  paymentMethodText,
  paymentStatusText,
} from '../orders/order-text.ts';
import { t } from '../../i18n/t.ts';
import { chargeHeldCard, openStatusEditor } from './orders-store.ts';
import { CardHoldNote } from './CardHoldNote.tsx';
import { chargeDue } from '../../../../domain/picking/card-hold.ts';
import { tElements } from './t-elements.tsx';
import { $adminAccess } from './admin-session.ts';
import { $shopTimeZone, shopAddressFormat } from '../orders/shop-time-zone.ts';
import { PrintPickListButtons } from './print/PrintPickListButtons.tsx';
import { PrintSlipButtons } from './print/PrintSlipButtons.tsx';
import { ExtraPaymentNote } from './order-change/ChangeNotes.tsx';
import { mayChange } from './order-change/may-change.ts';
import { AmountRows } from '../ui/AmountRows.tsx';
import { orderAmountRows } from '../ui/order-amount-rows.ts';

const METHOD_ICONS: Record<PaymentMethod, ReactNode> = {
  cash: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 12h.01M18 12h.01" />
    </>
  ),
  card: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>
  ),
  upi: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2M9 7l3 5 3-5" />
    </>
  ),
};

/** What the admin checks a payment against: the card's brand and last digits, or the UPI ids. */
function paymentDetailLines(order: Order): string[] {
  const details = order.paymentDetails;
  if (!details) return [];
  if ('last4' in details) return [cardEndingText(details)];
  return [t('admin-orders.upiId', { id: details.upiId }), t('admin-orders.transactionId', { id: details.transactionId })];
}

function HistoryEntry({ change, order, timeZone }: { change: OrderStatusChange; order: Order; timeZone: string | undefined }) {
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {/* Plain text, not a badge: the card's badges are its current statuses, one of each kind. */}
      <span className="text-ink">
        {tElements(
          'admin-orders.historyChange',
          { kind: change.kind, value: historyWords(change, order, timeZone) },
          { b: (children) => <strong className="font-semibold">{children}</strong> },
        )}
      </span>
      <span className="text-ink-muted">
        {tElements(
          historyByKey(change),
          { name: change.by?.name ?? '', at: formatOrderDate(change.at) },
          { time: (children) => <time dateTime={change.at}>{children}</time> },
        )}
      </span>
    </li>
  );
}

/**
 * A history line's value in words: 'Collected' for a handed-over pickup, 'Paid', a moved ready
 * time as its date, what a change did and why; a pick and a replacement say themselves.
 */
function historyWords(change: OrderStatusChange, order: Order, timeZone: string | undefined): string {
  if (change.kind === 'order') return orderStatusText(change.status, order.fulfilment?.type);
  if (change.kind === 'payment') return paymentStatusText(change.status);
  if (change.kind === 'pick') return '';
  if (change.kind === 'replacement') return change.status;
  if (change.kind === 'change')
    return change.change
      ? `${changeSummaryText(order, change.change, timeZone)}. ${t('order-change.reason', { reason: change.change.reason })}`
      : t('admin-order-change.historyExtraPaid');
  return formatOrderDate(change.status);
}

/** Who made the change: a person, an admin, or the shop itself; a guest's answer to a replacement says so in its words, and gives its time only. */
function historyByKey(change: OrderStatusChange) {
  if (change.by) return change.by.name ? 'admin-orders.historyByName' : 'admin-orders.historyByAdmin';
  return change.kind === 'replacement' ? 'admin-orders.historyAt' : 'admin-orders.historyAutomatic';
}

/** A card only held, or released uncharged: nothing of it was taken to give back. */
const NOTHING_TAKEN = new Set(['authorized', 'released']);

const actionButton = 'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1';
const quietAction = `${actionButton} text-brand-700 ring-brand-200 hover:bg-brand-50`;
const mainAction = `${actionButton} bg-brand-600 text-white ring-brand-600 hover:bg-brand-700`;

/** A button that opens the order's status, payment or refund editor; described by the card's heading, so it says which order. */
function EditorButton({
  order,
  kind,
  headingId,
  look,
  children,
}: {
  order: Order;
  kind: Parameters<typeof openStatusEditor>[1];
  headingId: string;
  look: string;
  children: ReactNode;
}) {
  return (
    <button type="button" aria-describedby={headingId} onClick={() => openStatusEditor(order, kind)} className={look}>
      {children}
    </button>
  );
}

/** Charges a held card again, once its charge did not go through; says so while it is on its way. */
function ChargeCardButton({ order, headingId }: { order: Order; headingId: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      aria-describedby={headingId}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        void chargeHeldCard(order).finally(() => setBusy(false));
      }}
      className={`${mainAction} aria-disabled:cursor-wait aria-disabled:opacity-60`}
    >
      {t('admin-orders.chargeCard')}
    </button>
  );
}

/**
 * One order on Manage Orders: who, where, what, how it is paid, its statuses and their history;
 * `locationName`: the location that makes it, named on a chain's list (null otherwise).
 */
export function OrderCard({ order, locationName = null }: { order: Order; locationName?: string | null }) {
  const headingId = useId();
  const method = order.paymentMethod;
  // Giving money back is the admin's; staff run the desk and the statuses.
  const access = useStore($adminAccess);
  const canRefund = access.status === 'admin' && access.user.role === 'admin';
  // The promised time on the kitchen's clock, as the customer reads it.
  const shopZone = useStore($shopTimeZone);
  const timeZone = shopZone.status === 'known' ? shopZone.timeZone : undefined;
  const channel = channelBadge(order.channel);

  return (
    <OrderCardFrame order={order} headingId={headingId} paddingClass="sm:px-5">
      <div className="grid gap-5 p-4 sm:p-5 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-4">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-ink">{t('admin-orders.customer')}</dt>
              <dd className="text-ink">{order.customerName}</dd>
              {/* An order taken by phone may have no e-mail. */}
              {order.customerEmail && (
                <dd className="break-all">
                  <a href={`mailto:${order.customerEmail}`} className="text-brand-700 underline underline-offset-2">
                    {order.customerEmail}
                  </a>
                </dd>
              )}
              {channel && <dd className="font-semibold text-brand-800">{t(channel)}</dd>}
            </div>
            <div>
              <dt className="font-semibold text-ink">{handOverTypeText(order.fulfilment)}</dt>
              <dd className="text-ink">{handOverWhenText(order.fulfilment, timeZone) ?? t('admin-orders.soon')}</dd>
              {order.fulfilment?.type !== 'pickup' && (
                <dd className="text-ink">
                  <address className="not-italic">
                    {deliveryAddressLines(order, shopAddressFormat(shopZone)).map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                    {order.deliveryZone ? (
                      <span className="block text-ink-muted">{t('admin-orders.zone', { zone: order.deliveryZone })}</span>
                    ) : null}
                  </address>
                </dd>
              )}
              {order.phone && (
                <dd>
                  <a href={telHref(order.phone)} className="text-brand-700 underline underline-offset-2">
                    {order.phone}
                  </a>
                </dd>
              )}
            </div>
            {locationName !== null && (
              <div>
                <dt className="font-semibold text-ink">{t('admin-orders.location')}</dt>
                <dd className="text-ink">{locationName}</dd>
              </div>
            )}
            {order.notes && (
              <div className="sm:col-span-2">
                <dt className="font-semibold text-ink">{t('admin-orders.notes')}</dt>
                <dd className="whitespace-pre-line text-ink">{order.notes}</dd>
              </div>
            )}
          </dl>

          <OrderLineList lines={order.products} density="compact" lineNote={orderSubstitutionNotes(order.products)} />

          <details className="group rounded-xl bg-cream px-3 py-2 text-sm">
            <summary className="min-h-9 cursor-pointer py-1.5 font-semibold text-brand-800">{t('admin-orders.statusHistory')}</summary>
            <ol className="mt-2 space-y-2 pb-1">
              {order.statusHistory.map((change, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a history only grows at its end, and two changes may share a second: the position is each one's identity
                <HistoryEntry key={`${change.at}-${index}`} change={change} order={order} timeZone={timeZone} />
              ))}
              {order.statusHistory.length === 0 && <li className="text-ink-muted">{t('admin-orders.noChanges')}</li>}
            </ol>
          </details>
        </div>
        <div className="flex flex-col gap-4 text-sm lg:border-s lg:border-brand-100 lg:ps-5">
          <dl className="space-y-2">
            <div className="flex items-start justify-between gap-3">
              <dt className="text-ink-muted">{t('admin-orders.payment')}</dt>
              <dd className="text-end">
                <span className="inline-flex items-center gap-1.5 font-semibold text-ink">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="h-5 w-5 shrink-0 text-brand-700"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    {METHOD_ICONS[method] ?? METHOD_ICONS.cash}
                  </svg>
                  {paymentMethodText(method, order.fulfilment?.type)}
                </span>
                {paymentDetailLines(order).map((line) => (
                  <span key={line} className="block break-all text-ink-muted">
                    {line}
                  </span>
                ))}
              </dd>
            </div>
            <div className="flex items-center justify-between gap-3">
              <dt className="text-ink-muted">{t('admin-orders.paymentStatus')}</dt>
              <dd>
                <StatusBadge status={order.paymentStatus} kind="payment" />
              </dd>
            </div>
          </dl>
          {order.paymentHold && (
            <p role="note" className="rounded-xl bg-cream p-3 text-sm font-medium text-chili-700 ring-1 ring-chili-600">
              {order.paymentHold}
            </p>
          )}
          <CardHoldNote order={order} now={Date.now()} where="orders" />
          <ExtraPaymentNote order={order} />
          <AmountRows compact rows={orderAmountRows(order)} />
          {order.estimated && <p className="text-ink-muted">{t('admin-orders.estimatedTotal')}</p>}
          <div className="mt-auto flex flex-wrap gap-2">
            <PrintSlipButtons order={order} className={quietAction} />
            {order.toBePicked && <PrintPickListButtons orderId={order._id} className={quietAction} />}
            {!paymentSetByGateway(order) && (
              <EditorButton order={order} kind="payment" headingId={headingId} look={quietAction}>
                {t('admin-orders.updatePayment')}
              </EditorButton>
            )}
            {chargeDue(order) && <ChargeCardButton order={order} headingId={headingId} />}
            {canRefund && order.totalAmount > (order.refunded ?? 0) && !NOTHING_TAKEN.has(order.paymentStatus) && (
              <EditorButton order={order} kind="refund" headingId={headingId} look={quietAction}>
                {t('admin-orders.recordRefund')}
              </EditorButton>
            )}
            {mayChange(order) && (
              <EditorButton order={order} kind="change" headingId={headingId} look={quietAction}>
                {t('admin-order-change.change')}
              </EditorButton>
            )}
            <EditorButton order={order} kind="order" headingId={headingId} look={mainAction}>
              {t('admin-orders.updateOrder')}
            </EditorButton>
          </div>
        </div>
      </div>
    </OrderCardFrame>
  );
}
