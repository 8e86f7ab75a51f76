import { orderSubstitutionNotes } from '../substitution-note.ts';
import { CardHoldNote } from '../CardHoldNote.tsx';
import { useStore } from '@nanostores/react';
import { useId, useState, type ReactNode } from 'react';
import { $shopTimeZone, shopAddressFormat } from '../../orders/shop-time-zone.ts';
import { clockTime, deliveryAddressLines } from '../../../../../domain/fulfilment/hand-over-text.ts';
import { telHref } from '../../../../../domain/store-details.ts';
import type { Order } from '../../../../../domain/order.ts';
import {
  cookingStartsAt,
  DELAY_CHOICES,
  takesPaymentOnHandOver,
  waitingSince,
  type DeskAction,
  type DeskColumn,
} from '../../../../../domain/order-desk.ts';
import { orderReference } from '../../../../../domain/order-status.ts';
import type { HandOverType } from '../../../../../domain/fulfilment/settings.ts';
import type { MessageKey } from '../../../i18n/t.ts';
import { channelBadge } from '../../../../../domain/order-channel.ts';
import { paymentMethodText } from '../../orders/order-text.ts';
import { pageLanguage, t } from '../../../i18n/t.ts';
import { lineHeading } from '../../../../../domain/weight-text.ts';
import { awaitsPick } from '../../../../../domain/picking/pick-standing.ts';
import { pickAddress } from '../picking/pick-address.ts';
import { ReplacementWait } from './ReplacementWait.tsx';
import { mayChange } from '../order-change/may-change.ts';
import { ExtraPaymentNote, LatestChangeNote } from '../order-change/ChangeNotes.tsx';

// While a move is on its way its buttons say so (aria-disabled) but keep the focus, which a
// disabled button would drop to the top of the page.
const action =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 text-base font-bold aria-disabled:cursor-wait aria-disabled:opacity-60';
const primary = `${action} bg-brand-600 text-white hover:bg-brand-700`;
const quiet = `${action} bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-100`;
const danger = `${action} bg-white text-chili-700 ring-1 ring-red-300 hover:bg-red-50`;

interface Props {
  order: Order;
  column: DeskColumn;
  now: number;
  timeZone: string;
  /** The order's location, named when the desk shows several; null otherwise. */
  locationName?: string | null;
  /** Minutes it has waited past the owner's limit for an answer; null when not overdue. */
  overdueMinutes: number | null;
  busy: boolean;
  onAccept: (order: Order) => void;
  onReject: (order: Order) => void;
  onMove: (order: Order, action: DeskAction, body?: { minutes: number } | { paid: boolean }) => void;
  onPrint?: ((order: Order) => void) | undefined;
  /** Opens Change order; offered while the order may still change (order-change/may-change.ts). */
  onChangeOrder?: ((order: Order) => void) | undefined;
}

const HAND_OVER_BADGES = {
  delivery: 'admin-desk.deliveryBadge',
  pickup: 'admin-desk.pickupBadge',
  dine_in: 'admin-desk.dineInBadge',
} as const satisfies Record<HandOverType, MessageKey>;

/** One order on the desk, written to be read from a metre away: reference, how and when, what to cook. */
export function DeskOrderCard({
  order,
  column,
  now,
  timeZone,
  locationName = null,
  overdueMinutes,
  busy,
  onAccept,
  onReject,
  onMove,
  onPrint,
  onChangeOrder,
}: Props) {
  const reference = orderReference(order._id);
  // Collected or served at the shop: no address, no driver.
  const pickup = order.fulfilment.type !== 'delivery';
  const badge = HAND_OVER_BADGES[order.fulfilment.type];
  const waited = Math.max(0, Math.floor((now - waitingSince(order)) / 60_000));
  const time = (iso: string | null) => (iso ? clockTime(Date.parse(iso), timeZone) : '');
  const cooking = cookingText(order, column, timeZone);
  const takesPayment = takesPaymentOnHandOver({
    fulfilmentType: order.fulfilment.type,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    payLater: order.payLater,
  });
  // Checked by default: the customer pays as they take it; unticked when they did not.
  const [paid, setPaid] = useState(true);
  const paidId = useId();
  const note = orderSubstitutionNotes(order.products);
  // A grocer's order is picked before it is ready: Pick leads, Ready follows.
  const offersPick = awaitsPick(order);
  const channel = channelBadge(order.channel);
  return (
    <article
      aria-labelledby={`desk-${order._id}`}
      data-order-id={order._id}
      className={`rounded-2xl bg-white p-4 shadow-sm ring-2 ${overdueMinutes !== null ? 'ring-red-600' : 'ring-brand-100'}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`desk-${order._id}`} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-brand-900">
          #{reference}
        </h3>
        <span
          className={`rounded-full px-3 py-1 text-sm font-extrabold tracking-wide ${pickup ? 'bg-teal-100 text-teal-900' : 'bg-violet-100 text-violet-900'}`}
        >
          {t(badge)}
        </span>
      </header>
      {locationName !== null && (
        <p className="mt-1 text-base font-bold text-brand-800">{t('admin-desk.cardLocation', { location: locationName })}</p>
      )}
      {channel && <p className="mt-1 text-base font-bold text-brand-800">{t(channel)}</p>}
      <p className="mt-1 text-base font-semibold text-ink">{order.customerName}</p>
      <p className="text-base text-ink">{whenText(order, column, time)}</p>
      {cooking && <p className="text-base font-semibold text-ink">{cooking}</p>}
      {!pickup && <DeliveryDetails order={order} />}
      {pickup && order.phone && (
        <p className="text-base text-ink">
          <a href={telHref(order.phone)} className="text-brand-700 underline underline-offset-2">
            <span className="sr-only">{t('admin-desk.phone')} </span>
            {order.phone}
          </a>
        </p>
      )}
      {column === 'new' && (
        <p className={`text-sm font-semibold ${overdueMinutes !== null ? 'text-chili-700' : 'text-ink-muted'}`}>
          {overdueMinutes !== null ? t('admin-desk.overdue', { minutes: waited }) : t('admin-desk.waitingFor', { minutes: waited })}
        </p>
      )}
      <ul className="mt-3 space-y-1 border-t border-brand-100 pt-3">
        {order.products.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order, and one dish may appear twice (other options): the position tells them apart
          <li key={`${line.productId}-${index}`}>
            <span className="text-lg font-bold text-ink">{lineHeading(line, pageLanguage())}</span>
            {line.options && line.options.length > 0 && (
              <span className="block ps-6 text-base text-ink">{line.options.map((option) => option.name).join(', ')}</span>
            )}
            {note && <span className="block ps-6 text-base font-semibold text-ink">{note(line)}</span>}
          </li>
        ))}
      </ul>
      <ReplacementWait order={order} now={now} />
      <LatestChangeNote order={order} timeZone={timeZone} />
      <ExtraPaymentNote order={order} />
      <CardHoldNote order={order} now={now} where="desk" />
      {order.notes && (
        <p className="mt-2 rounded-lg bg-amber-100 px-3 py-2 text-base font-semibold text-amber-950">
          <span className="sr-only">{t('admin-desk.notes')} </span>“{order.notes}”
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {column === 'new' && (
          <>
            <MoveButton
              control="accept"
              look={primary}
              label={t('admin-desk.acceptLabel', { reference })}
              busy={busy}
              onPress={() => onAccept(order)}
            >
              {t('admin-desk.accept')}
            </MoveButton>
            <MoveButton
              control="reject"
              look={danger}
              label={t('admin-desk.rejectLabel', { reference })}
              busy={busy}
              onPress={() => onReject(order)}
            >
              {t('admin-desk.reject')}
            </MoveButton>
          </>
        )}
        {(column === 'ready' || column === 'handover') && takesPayment && (
          <label
            htmlFor={paidId}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-base font-semibold text-ink ring-1 ring-stone-300"
          >
            <input
              id={paidId}
              type="checkbox"
              data-desk-control="paid"
              checked={paid}
              onChange={(event) => setPaid(event.currentTarget.checked)}
              className="size-5"
            />
            {t('admin-desk.paid')}
            <span className="sr-only">
              {' '}
              {t('admin-desk.paidFor', { method: paymentMethodText(order.paymentMethod, order.fulfilment.type), reference })}
            </span>
          </label>
        )}
        {(column === 'kitchen' || column === 'later') && (
          <>
            {offersPick && (
              <a href={pickAddress(order._id)} aria-label={t('admin-desk.pickLabel', { reference })} className={primary}>
                {t('admin-desk.pick')}
              </a>
            )}
            <MoveButton
              control="ready"
              look={offersPick ? quiet : primary}
              label={t('admin-desk.readyLabel', { reference })}
              busy={busy}
              onPress={() => onMove(order, 'ready')}
            >
              {t('admin-desk.ready')}
            </MoveButton>
            {DELAY_CHOICES.map((minutes) => (
              <MoveButton
                key={minutes}
                control={`delay-${minutes}`}
                look={quiet}
                label={t('admin-desk.delayLabel', { reference, minutes })}
                busy={busy}
                onPress={() => onMove(order, 'delay', { minutes })}
              >
                +{minutes}
              </MoveButton>
            ))}
          </>
        )}
        {column === 'ready' && (
          <MoveButton
            control="out-for-delivery"
            look={primary}
            label={t('admin-desk.outForDeliveryLabel', { reference })}
            busy={busy}
            onPress={() => onMove(order, 'out-for-delivery')}
          >
            {t('admin-desk.outForDelivery')}
          </MoveButton>
        )}
        {(column === 'ready' || column === 'handover') && (
          <MoveButton
            control="complete"
            look={column === 'ready' ? quiet : primary}
            label={t('admin-desk.completeLabel', { kind: order.fulfilment.type, reference })}
            busy={busy}
            onPress={() => onMove(order, 'complete', takesPayment ? { paid } : undefined)}
          >
            {t('admin-desk.complete', { kind: order.fulfilment.type })}
          </MoveButton>
        )}
        {column !== 'new' && (
          <MoveButton
            control="cancel"
            look={danger}
            label={t('admin-desk.cancelLabel', { reference })}
            busy={busy}
            onPress={() => onReject(order)}
          >
            {t('admin-desk.cancel')}
          </MoveButton>
        )}
        {onChangeOrder && mayChange(order) && (
          <button
            type="button"
            onClick={() => onChangeOrder(order)}
            data-desk-control="change"
            className={quiet}
            aria-label={t('admin-order-change.changeLabel', { reference })}
          >
            {t('admin-order-change.change')}
          </button>
        )}
        {onPrint && (
          <button
            type="button"
            onClick={() => onPrint(order)}
            data-desk-control="print"
            className={quiet}
            aria-label={t('admin-desk.printLabel', { reference })}
          >
            {t('admin-desk.print')}
          </button>
        )}
      </div>
    </article>
  );
}

/**
 * One of the card's moves, named for the order it acts on (`label`); `control` is what the desk's
 * keys find it by. A second press while the first move is on its way does nothing.
 */
function MoveButton({
  control,
  look,
  label,
  busy,
  onPress,
  children,
}: {
  control: string;
  look: string;
  label: string;
  busy: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onPress();
      }}
      data-desk-control={control}
      className={look}
      aria-label={label}
    >
      {children}
    </button>
  );
}

/** Where a delivery goes and how to reach the customer: the driver reads it off the card. */
function DeliveryDetails({ order }: { order: Order }) {
  const lines = deliveryAddressLines(order, shopAddressFormat(useStore($shopTimeZone)));
  return (
    <div className="mt-1 text-base text-ink">
      {lines.length > 0 && (
        <address className="not-italic">
          <span className="sr-only">{t('admin-desk.deliverTo')} </span>
          {lines.join(', ')}
        </address>
      )}
      {order.phone && (
        <a href={telHref(order.phone)} className="text-brand-700 underline underline-offset-2">
          <span className="sr-only">{t('admin-desk.phone')} </span>
          {order.phone}
        </a>
      )}
    </div>
  );
}

/** For an accepted scheduled order: when cooking starts, from the prep time chosen on accept. */
function cookingText(order: Order, column: DeskColumn, timeZone: string): string | null {
  if ((column !== 'kitchen' && column !== 'later') || !order.fulfilment.slotStart || !order.readyAt || !order.prepMinutes) return null;
  return t('admin-desk.startCooking', {
    time: clockTime(cookingStartsAt(Date.parse(order.readyAt), order.prepMinutes), timeZone),
    minutes: order.prepMinutes,
  });
}

/** The time that matters in each column: when it is wanted, when it will be ready, when it arrives. */
function whenText(order: Order, column: DeskColumn, time: (iso: string | null) => string): string {
  switch (column) {
    case 'new':
      return order.fulfilment.slotStart
        ? t('admin-desk.placedFor', { placed: time(order.createdAt), slot: time(order.fulfilment.slotStart) })
        : t('admin-desk.placedSoon', { placed: time(order.createdAt) });
    case 'kitchen':
    case 'later':
      return t('admin-desk.readyAt', { time: time(order.readyAt) });
    case 'ready':
      return t('admin-desk.readySince', { time: time(lastChange(order, 'ready') ?? order.readyAt) });
    case 'handover':
      return order.orderStatus === 'out_for_delivery'
        ? t('admin-desk.arriving', { time: time(order.expectedAt) })
        : t('admin-desk.waitingPickup', { time: time(lastChange(order, 'ready') ?? order.readyAt) });
  }
}

function lastChange(order: Order, status: string): string | null {
  return order.statusHistory.findLast((change) => change.kind === 'order' && change.status === status)?.at ?? null;
}
