import { atom, onMount } from 'nanostores';
import type { Order } from '../../../domain/order.ts';
import { ApiError, callApi, serverMessage } from '../lib/api.ts';
import { $session, refreshSession, type Session } from './session.ts';

/**
 * The signed-in customer's orders (GET /api/orders/user/{uid}), shared by the islands of a page
 * (My Orders, Notifications). Whose orders is the server's call: the uid comes from $session,
 * which GET /api/auth/me decides.
 *
 * While someone listens and the tab is visible, the list is asked for again every 10 s, and at
 * once when the tab becomes visible again, so a status the admin changes shows up within 15 s
 * without a reload. Nothing is asked while the tab is hidden or once nobody listens.
 */
export type OrdersState =
  /** Who is signed in is not known yet (the pre-rendered state and the first render). */
  | { status: 'waiting' }
  | { status: 'signedOut' }
  | { status: 'loading' }
  | { status: 'ready'; orders: Order[] }
  /** The first load failed; `message` is the server's own, when it sent one. */
  | { status: 'failed'; message: string | null };

export const ORDERS_REFRESH_MS = 10_000;
export const ORDERS_FAILED_MESSAGE = 'Failed to fetch orders. Please try again later.';

export const $orders = atom<OrdersState>({ status: 'waiting' });

let userId: string | null = null;
let inFlight: AbortController | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let mounted = false;

function signedInUser(session: Session): string | null {
  return session.status === 'signedIn' ? session.user.userId : null;
}

function schedule(): void {
  clearTimeout(timer);
  timer = undefined;
  if (mounted && userId && document.visibilityState === 'visible') {
    timer = setTimeout(() => void refreshOrders(), ORDERS_REFRESH_MS);
  }
}

/**
 * Asks the server again. The list on screen (or the failure message) stays until an answer
 * arrives: a refresh every 10 s must not flash a spinner or repeat a toast. The next automatic
 * ask follows 10 s after this one ends.
 */
export async function refreshOrders(): Promise<void> {
  const uid = userId;
  if (!uid) return;
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  try {
    const answer = await callApi('GET', '/api/orders/user/:uid', { param: { uid }, signal: controller.signal });
    if (controller.signal.aborted || uid !== userId) return;
    $orders.set({ status: 'ready', orders: Array.isArray(answer.data) ? answer.data : [] });
  } catch (error) {
    if (controller.signal.aborted || uid !== userId) return;
    if (error instanceof ApiError && error.status === 401) {
      // The session ended elsewhere (logout in another tab, expiry): ask who is signed in now.
      void refreshSession();
      return;
    }
    // Only a first load (or a retry) turns into the failure screen; a list already shown stays.
    if ($orders.get().status === 'loading') $orders.set({ status: 'failed', message: serverMessage(error) ?? null });
  } finally {
    if (inFlight === controller) {
      inFlight = null;
      schedule();
    }
  }
}

/** An order as an answer about it gave it back (a replacement answered): shown at once, before the next refresh. */
export function showOrder(order: Order): void {
  const state = $orders.get();
  if (state.status !== 'ready') return;
  $orders.set({ status: 'ready', orders: state.orders.map((each) => (each._id === order._id ? order : each)) });
}

/** 'Try again' after a failed load: shows the spinner while asking. */
export function retryOrders(): void {
  if (!userId) return;
  $orders.set({ status: 'loading' });
  void refreshOrders();
}

function followSession(session: Session): void {
  const next = signedInUser(session);
  if (session.status === 'unknown' || session.status === 'loading') {
    userId = null;
    $orders.set({ status: 'waiting' });
  } else if (!next) {
    userId = null;
    inFlight?.abort();
    clearTimeout(timer);
    $orders.set({ status: 'signedOut' });
  } else if (next !== userId) {
    userId = next;
    $orders.set({ status: 'loading' });
    void refreshOrders();
  }
}

function onVisibilityChange(): void {
  if (document.visibilityState === 'visible') void refreshOrders();
  else {
    clearTimeout(timer);
    timer = undefined;
  }
}

onMount($orders, () => {
  mounted = true;
  const unfollow = $session.subscribe(followSession);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    mounted = false;
    unfollow();
    document.removeEventListener('visibilitychange', onVisibilityChange);
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = null;
    userId = null;
    $orders.set({ status: 'waiting' });
  };
});
