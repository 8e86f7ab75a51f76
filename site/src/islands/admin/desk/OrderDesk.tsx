import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { Order } from '../../../../../domain/order.ts';
import {
  DESK_COLUMNS,
  deskColumn,
  isOverdue,
  suggestPrepMinutes,
  waitingSince,
  type DeskAction,
  type DeskColumn,
} from '../../../../../domain/order-desk.ts';
import { hasSeveralLocations } from '../../../../../domain/locations/work-locations.ts';
import { orderReference } from '../../../../../domain/order-status.ts';
import type { MessageKey } from '../../../i18n/t.ts';
import { pageLanguage, t } from '../../../i18n/t.ts';
import { lineHeading } from '../../../../../domain/weight-text.ts';
import { lineItemCount } from '../../../../../domain/order-desk.ts';
import { Spinner } from '../../menu/Spinner.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { printKitchenTicket } from '../print/print-order-slip.tsx';
import { AcceptDialog } from './AcceptDialog.tsx';
import { $autoPrint } from './auto-print.ts';
import {
  $chimes,
  $muted,
  $sound,
  arrivedAnswered,
  CHIME_EVERY_MS,
  chime,
  deskTitle,
  notifyNewOrder,
  prepareSound,
  shouldChime,
} from './desk-alerts.ts';
import { $shopLocations, loadShopLocations } from '../shop-locations.ts';
import { $desk, $deskLocation, followOrders, loadDesk, moveOrder, openDesk, replaceOrder, type DeskBoard } from './desk-store.ts';
import { changeSavedText } from '../order-change/settlement-text.ts';
import { toast } from '../../../stores/toasts.ts';
import { columnHeadingId, columnTitleId, deskLayout, useDeskFocus } from './desk-focus.ts';
import { DeskOrderCard } from './DeskOrderCard.tsx';
import { DeskToolbar } from './DeskToolbar.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { SoldOutPanel } from './SoldOutPanel.tsx';

const COLUMN_TITLES: Record<DeskColumn, MessageKey> = {
  new: 'admin-desk.columnNew',
  kitchen: 'admin-desk.columnKitchen',
  ready: 'admin-desk.columnReady',
  handover: 'admin-desk.columnHandover',
  later: 'admin-desk.columnLater',
};

/** A column's heading as a screen reader says it with its count: '1 new order', 'Ready: 2 orders'. */
function columnName(column: DeskColumn, count: number): string {
  return column === 'new'
    ? t('admin-desk.newColumnName', { count })
    : t('admin-desk.columnName', { column: t(COLUMN_TITLES[column]), count });
}

/** How often the desk re-reads the clock (waiting times, overdue flags, Later → In the kitchen). */
const TICK_MS = 15_000;

type Answering = { kind: 'accept' | 'reject' | 'change'; order: Order } | null;

// Loaded when first opened: most desk sessions never change an order.
const ChangeOrderDialog = lazy(() => import('../order-change/ChangeOrderDialog.tsx'));

/**
 * The order desk: every open order in the column of its stage, new ones ringing until someone
 * answers them. It opens with GET /api/desk and follows the order stream from there.
 */
export function OrderDesk() {
  const state = useStore($desk);
  const sound = useStore($sound);
  const chimes = useStore($chimes);
  const muted = useStore($muted);
  // A chain's desk showing several locations names each order's on its card.
  const locations = useStore($shopLocations);
  const deskLocation = useStore($deskLocation);
  const namesLocations = hasSeveralLocations(locations) && deskLocation === null;
  const [now, setNow] = useState(() => Date.now());
  const [answering, setAnswering] = useState<Answering>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const board = state.status === 'loading' ? null : state.board;
  const cursor = board?.lastEventId;

  useEffect(() => {
    prepareSound();
    void openDesk();
    void loadShopLocations();
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(tick);
  }, []);

  // The stream starts from the first board's cursor and then follows by itself.
  // Later cursors (each reload's) are for the stream to track, not reasons to reopen it.
  const following = cursor !== undefined;
  const cursorRef = useRef(cursor);
  cursorRef.current = cursor;
  useEffect(() => {
    if (!following || cursorRef.current === undefined) return;
    return followOrders(cursorRef.current);
  }, [following]);

  const columns = useMemo(() => (board ? sortIntoColumns(board, now) : null), [board, now]);
  const waiting = columns?.new.length ?? 0;
  useDeskFocus(boardRef, columns ? deskLayout(columns) : null);

  useEffect(() => {
    document.title = deskTitle(waiting);
  }, [waiting]);

  // Ring now and every few seconds while anything waits for an answer (unless muted here).
  const ringing = shouldChime({ waiting, sound, muted });
  useEffect(() => {
    if (!ringing) return;
    chime();
    const every = setInterval(chime, CHIME_EVERY_MS);
    return () => clearInterval(every);
  }, [ringing]);

  useNewOrderNotifications(columns?.new ?? []);
  useAnsweredArrivals(board?.orders ?? null, sound === 'on' && !muted);

  if (state.status === 'loading') return <Spinner />;
  if (!board || !columns) return <LoadFailed message={state.status === 'error' ? state.message : ''} onRetry={() => void loadDesk()} />;

  const move = async (order: Order, action: DeskAction, body?: Parameters<typeof moveOrder>[2]) => {
    setBusy(order._id);
    const moved = await moveOrder(order, action, body);
    setBusy(null);
    return moved;
  };

  return (
    <div ref={boardRef} data-ringing={ringing ? 'true' : 'false'} data-chimes={chimes}>
      <DeskToolbar board={board} waiting={waiting} />
      <SoldOutPanel location={board.location} chain={hasSeveralLocations(locations)} />
      <div className="mt-4 grid gap-4 lg:grid-cols-3 2xl:grid-cols-5">
        {DESK_COLUMNS.map((column) => (
          <section key={column} aria-labelledby={columnTitleId(column)} className="min-w-0 rounded-2xl bg-brand-50/60 p-3">
            {/* The region is the column ('New'); its heading says how many with it ('1 new order'). */}
            <h2
              id={columnHeadingId(column)}
              tabIndex={-1}
              aria-label={columnName(column, columns[column].length)}
              className="flex items-center justify-between px-1 text-xl font-extrabold text-brand-900"
            >
              <span id={columnTitleId(column)}>{t(COLUMN_TITLES[column])}</span>
              <span className="rounded-full bg-white px-2.5 py-0.5 text-base text-ink ring-1 ring-brand-200">{columns[column].length}</span>
            </h2>
            <div className="mt-3 flex flex-col gap-3">
              {columns[column].map((order) => (
                <DeskOrderCard
                  key={order._id}
                  order={order}
                  column={column}
                  now={now}
                  timeZone={board.timeZone}
                  locationName={namesLocations ? order.locationName : null}
                  overdueMinutes={
                    column === 'new' && isOverdue({ status: order.orderStatus, createdAt: waitingSince(order) }, now, board.desk)
                      ? board.desk.answerWithinMinutes
                      : null
                  }
                  busy={busy === order._id}
                  onAccept={(chosen) => setAnswering({ kind: 'accept', order: chosen })}
                  onReject={(chosen) => setAnswering({ kind: 'reject', order: chosen })}
                  onMove={(chosen, action, body) => void move(chosen, action, body)}
                  onPrint={(chosen) => void printKitchenTicket(chosen)}
                  onChangeOrder={(chosen) => setAnswering({ kind: 'change', order: chosen })}
                />
              ))}
              {columns[column].length === 0 && <p className="px-1 text-base text-ink-muted">{t('admin-desk.nothingHere')}</p>}
            </div>
          </section>
        ))}
      </div>
      {answering?.kind === 'accept' && (
        <AcceptDialog
          order={answering.order}
          suggested={suggestPrepMinutes(itemsOf(answering.order), board, { forSlot: answering.order.fulfilment.slotStart !== null })}
          reason={
            answering.order.fulfilment.slotStart
              ? t('admin-desk.reasonSlot', { items: itemsOf(answering.order), pace: formatPace(board.minutesPerItem) })
              : t('admin-desk.reasonKitchen', { items: board.itemsInKitchen, pace: formatPace(board.minutesPerItem) })
          }
          timeZone={board.timeZone}
          desk={board.desk}
          onClose={() => setAnswering(null)}
          onAccept={async (prepMinutes) => {
            const accepted = await move(answering.order, 'accept', { prepMinutes });
            if (accepted) {
              setAnswering(null);
              if ($autoPrint.get()) void printKitchenTicket(accepted);
            }
            return accepted !== null;
          }}
        />
      )}
      {answering?.kind === 'change' && (
        <Suspense fallback={null}>
          <ChangeOrderDialog
            order={answering.order}
            onClose={() => setAnswering(null)}
            onSaved={(saved) => {
              replaceOrder(saved.order);
              setAnswering(null);
              toast.success(changeSavedText(saved));
            }}
          />
        </Suspense>
      )}
      {answering?.kind === 'reject' && (
        <RejectDialog
          order={answering.order}
          onClose={() => setAnswering(null)}
          onReject={async (reason) => {
            const rejected = await move(answering.order, 'reject', { reason });
            if (rejected) setAnswering(null);
            return rejected !== null;
          }}
        />
      )}
    </div>
  );
}

/**
 * Open orders by column, oldest first. A scheduled order waits in Later until the kitchen must
 * start on it: its ready time minus what the kitchen would need for it now.
 */
function sortIntoColumns(board: DeskBoard, now: number): Record<DeskColumn, Order[]> {
  const columns = Object.fromEntries(DESK_COLUMNS.map((column) => [column, [] as Order[]])) as Record<DeskColumn, Order[]>;
  for (const order of board.orders) {
    const column = deskColumn(
      {
        status: order.orderStatus,
        fulfilmentType: order.fulfilment.type,
        readyAt: order.readyAt ? Date.parse(order.readyAt) : null,
        slotStart: order.fulfilment.slotStart ? Date.parse(order.fulfilment.slotStart) : null,
        // The prep time chosen on accept; before that, what the desk would suggest for it.
        prepMinutes: order.prepMinutes ?? suggestPrepMinutes(itemsOf(order), board, { forSlot: order.fulfilment.slotStart !== null }),
      },
      now,
    );
    if (column) columns[column].push(order);
  }
  return columns;
}

function itemsOf(order: Order): number {
  return order.products.reduce((sum, line) => sum + lineItemCount(line), 0);
}

function formatPace(minutes: number): string {
  return new Intl.NumberFormat(pageLanguage(), { maximumFractionDigits: 1 }).format(minutes);
}

/** A desktop notification for each order that appears in New after the desk opened. */
/** One chime, and a notification, for an order that reaches the board already accepted elsewhere. */
function useAnsweredArrivals(orders: readonly Order[] | null, audible: boolean): void {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (orders === null) return;
    const arrived = arrivedAnswered(seen.current, orders);
    if (arrived.length > 0 && audible) chime();
    for (const order of arrived) {
      const lines = order.products.map((line) => lineHeading(line, pageLanguage())).join(', ');
      notifyNewOrder(orderReference(order._id), t('admin-desk.notificationBody', { kind: order.fulfilment.type, lines }));
    }
    seen.current = new Set([...(seen.current ?? []), ...orders.map((order) => order._id)]);
  }, [orders, audible]);
}

function useNewOrderNotifications(waiting: readonly Order[]): void {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const ids = new Set(waiting.map((order) => order._id));
    if (seen.current) {
      for (const order of waiting) {
        if (seen.current.has(order._id)) continue;
        const lines = order.products.map((line) => lineHeading(line, pageLanguage())).join(', ');
        notifyNewOrder(orderReference(order._id), t('admin-desk.notificationBody', { kind: order.fulfilment.type, lines }));
      }
    }
    seen.current = ids;
  }, [waiting]);
}
