import { atom } from 'nanostores';
import type { Order } from '../../../../../domain/order.ts';
import type { DeskAction } from '../../../../../domain/order-desk.ts';
import { eventConcernsLocation } from '../../../../../domain/locations/work-locations.ts';
import { orderReference } from '../../../../../domain/order-status.ts';
import { callApi, failureMessage, type ApiAnswer } from '../../../lib/api.ts';
import { readStored, writeStored } from '../../../lib/browser-storage.ts';
import { toast } from '../../../stores/toasts.ts';
import { t } from '../../../i18n/t.ts';

/**
 * The order desk's state: the board as GET /api/desk answered it, kept current by the order
 * stream (each event reloads the board, at most once per burst), and the moves staff make.
 */

export type DeskBoard = ApiAnswer<'/api/desk', 'GET'>['data'];

export type DeskState =
  | { status: 'loading' }
  | { status: 'ready'; board: DeskBoard }
  | { status: 'error'; message: string; board: DeskBoard | null };

/** 'live' while the stream is open; 'reconnecting' while the browser re-opens it. */
export type StreamState = 'connecting' | 'live' | 'reconnecting';

export const $desk = atom<DeskState>({ status: 'loading' });
export const $stream = atom<StreamState>('connecting');

/**
 * The location the desk shows (`?location=`), or null for every location the person works at.
 * Chosen on the desk of a chain; a one-location shop never sets it.
 */
export const $deskLocation = atom<number | null>(null);
/** Why the last location chosen was refused (403: not one the person works at); null otherwise. */
export const $deskLocationRefusal = atom<string | null>(null);

/** Loads the board of the desk's location; resolves to the failure's message, or null. */
export async function loadDesk(): Promise<string | null> {
  try {
    const location = $deskLocation.get();
    const { data } = await callApi('GET', '/api/desk', { query: { location: location ?? undefined } });
    $desk.set({ status: 'ready', board: data });
    return null;
  } catch (error) {
    const current = $desk.get();
    const message = failureMessage(error, t('admin-desk.loadFailed'));
    $desk.set({ status: 'error', message, board: current.status === 'loading' ? null : current.board });
    return message;
  }
}

/** The location a device's desk showed last: a tablet in one kitchen opens on that kitchen's orders. */
const DESK_LOCATION_KEY = 'deskLocation';

/**
 * Opens the desk on the location this device showed last, or on all the person's when it has
 * none or that one is no longer theirs (or the shop's).
 */
export async function openDesk(): Promise<void> {
  const kept = readStored<unknown>(DESK_LOCATION_KEY);
  if (typeof kept === 'number') {
    $deskLocation.set(kept);
    if ((await loadDesk()) === null) return;
    $deskLocation.set(null);
    writeStored(DESK_LOCATION_KEY, null);
  }
  await loadDesk();
}

/**
 * Shows one location's orders (null: all the person's), and keeps the choice on this device. The
 * server refuses a location the person does not work at: the board then stays on the one it
 * showed, and the refusal is said beside the switcher.
 */
export async function chooseDeskLocation(location: number | null): Promise<void> {
  const before = $deskLocation.get();
  $deskLocation.set(location);
  $deskLocationRefusal.set(null);
  const failure = await loadDesk();
  if (failure === null) {
    writeStored(DESK_LOCATION_KEY, location);
    return;
  }
  $deskLocation.set(before);
  $deskLocationRefusal.set(failure);
  // The board kept is the one of `before`: it is ready again, as it was.
  const state = $desk.get();
  if (state.status === 'error' && state.board) $desk.set({ status: 'ready', board: state.board });
}

/** Events closer together than this reload the board once. */
const RELOAD_GATHER_MS = 100;

/**
 * Follows GET /api/orders/stream from the board's cursor: every event reloads the board. The
 * browser's EventSource reconnects by itself (with the last event's id), and a reload after
 * reconnecting catches anything said while it was away. Returns the function that stops it.
 */
export function followOrders(after: number): () => void {
  const source = new EventSource(`/api/orders/stream?after=${after}`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reloadSoon = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      void loadDesk();
    }, RELOAD_GATHER_MS);
  };
  source.addEventListener('ready', () => {
    if ($stream.get() === 'reconnecting') reloadSoon();
    $stream.set('live');
  });
  // The stream tells every location the person works at; a desk showing one skips the others'.
  source.onmessage = (event) => {
    if (eventConcernsLocation(event.data, $deskLocation.get())) reloadSoon();
  };
  source.onerror = () => $stream.set('reconnecting');
  return () => {
    clearTimeout(timer);
    source.close();
  };
}

export type MoveBody = { prepMinutes: number } | { minutes: number } | { reason: string } | { paid: boolean } | undefined;

/**
 * One desk move on an order; the board shows the order's new state at once (the stream's reload
 * confirms it). On refusal (someone else answered first, say) the server's message is shown and
 * the board reloaded. Resolves to the moved order, or null.
 */
export async function moveOrder(order: Order, action: DeskAction, body?: MoveBody): Promise<Order | null> {
  try {
    const param = { param: { id: order._id } };
    const answer =
      action === 'accept'
        ? await callApi('POST', '/api/orders/:id/accept', { ...param, json: body as { prepMinutes: number } })
        : action === 'reject'
          ? await callApi('POST', '/api/orders/:id/reject', { ...param, json: body as { reason: string } })
          : action === 'delay'
            ? await callApi('POST', '/api/orders/:id/delay', { ...param, json: body as { minutes: number } })
            : action === 'ready'
              ? await callApi('POST', '/api/orders/:id/ready', param)
              : action === 'out-for-delivery'
                ? await callApi('POST', '/api/orders/:id/out-for-delivery', param)
                : await callApi('POST', '/api/orders/:id/complete', { ...param, json: (body as { paid: boolean } | undefined) ?? {} });
    replaceOrder(answer.data);
    toast.success(`#${orderReference(order._id)}: ${answer.message}`);
    return answer.data;
  } catch (error) {
    toast.error(failureMessage(error, t('admin-desk.updateFailed', { reference: orderReference(order._id) })));
    void loadDesk();
    return null;
  }
}

/** Shows an order as the server answered it, in place on the board (a change saved, a move made). */
export function replaceOrder(order: Order): void {
  const state = $desk.get();
  if (state.status !== 'ready') return;
  const orders = state.board.orders.map((each) => (each._id === order._id ? order : each));
  $desk.set({ status: 'ready', board: { ...state.board, orders } });
}

/** Pauses new orders at the board's location for `minutes` (null: until resumed), or resumes them. */
export async function setPause(paused: boolean, minutes: number | null, locationId: number): Promise<void> {
  try {
    const answer = await callApi('PUT', '/api/desk/pause', { json: { paused, minutes, locationId } });
    const state = $desk.get();
    if (state.status === 'ready') $desk.set({ status: 'ready', board: { ...state.board, pause: answer.data } });
    toast.success(answer.message);
  } catch (error) {
    toast.error(failureMessage(error, t('admin-desk.pauseFailed')));
  }
}
