import { atom } from 'nanostores';
import type { Order } from '../../../../domain/order.ts';
import {
  isOrderStatus,
  isPaymentStatus,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '../../../../domain/order-status.ts';
import { locationIdFrom } from '../../../../domain/locations/work-locations.ts';
import { REFUND_MESSAGES } from '../../../../domain/refunds.ts';
import { callApi, failureMessage } from '../../lib/api.ts';
import { toast } from '../../stores/toasts.ts';
import { t } from '../../i18n/t.ts';

/**
 * Manage Orders: one page of every customer's orders, the two filters, and the
 * status dialogs. Beside the admin islands, not in stores/, so no shop page ever loads it.
 */

export const ORDER_FILTER_VALUES = ['all', ...ORDER_STATUSES] as const;
export const PAYMENT_FILTER_VALUES = ['all', ...PAYMENT_STATUSES] as const;
export type OrderFilter = (typeof ORDER_FILTER_VALUES)[number];
export type PaymentFilter = (typeof PAYMENT_FILTER_VALUES)[number];

export const ADMIN_ORDERS_PAGE_SIZE = 20;

export interface OrderQuery {
  status: OrderFilter;
  paymentStatus: PaymentFilter;
  /** One location's orders (a chain's filter); null: every location the person works at. */
  location: number | null;
  page: number;
}

export interface Pagination {
  page: number;
  pageSize: number;
  total: number;
}

export type AdminOrders =
  | { status: 'loading'; orders: readonly Order[]; pagination: Pagination | null }
  | { status: 'ready'; orders: readonly Order[]; pagination: Pagination }
  | { status: 'error'; orders: readonly Order[]; pagination: Pagination | null; message: string };

export const $orderQuery = atom<OrderQuery>({ status: 'all', paymentStatus: 'all', location: null, page: 1 });
export const $adminOrders = atom<AdminOrders>({ status: 'loading', orders: [], pagination: null });

/** Which status of which order the open dialog changes, or the refund it records; closed when null. */
export type StatusEditor = { kind: 'order' | 'payment' | 'refund' | 'change'; order: Order } | null;
export const $statusEditor = atom<StatusEditor>(null);

/** ?status=&paymentStatus=&location=&page= of the address bar → a query (anything unknown means 'all'). */
export function queryFromSearch(search: string): OrderQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const paymentStatus = params.get('paymentStatus');
  const page = Number(params.get('page'));
  return {
    status: isOrderStatus(status) ? status : 'all',
    paymentStatus: isPaymentStatus(paymentStatus) ? paymentStatus : 'all',
    location: locationIdFrom(params.get('location')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string for GET /api/orders and the address bar: a filter is left out when 'all'. */
export function searchOf(query: OrderQuery, pageSize?: number): string {
  const params = new URLSearchParams();
  if (query.status !== 'all') params.set('status', query.status);
  if (query.paymentStatus !== 'all') params.set('paymentStatus', query.paymentStatus);
  if (query.location !== null) params.set('location', String(query.location));
  if (query.page > 1 || pageSize !== undefined) params.set('page', String(query.page));
  if (pageSize !== undefined) params.set('pageSize', String(pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function pageCount(pagination: Pagination | null): number {
  return pagination ? Math.max(1, Math.ceil(pagination.total / pagination.pageSize)) : 1;
}

let inFlight: AbortController | null = null;

/**
 * Asks for the current page. `quiet` keeps the cards on screen while asking (the reload after
 * an update); otherwise the spinner replaces them. A newer request wins over an older one.
 */
export async function loadAdminOrders(options: { quiet?: boolean } = {}): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const query = $orderQuery.get();
  const previous = $adminOrders.get();
  $adminOrders.set({ status: 'loading', orders: options.quiet ? previous.orders : [], pagination: previous.pagination });
  try {
    const answer = await callApi('GET', '/api/orders', {
      // 'all' is left out, as the address bar leaves it out.
      query: {
        status: query.status === 'all' ? undefined : query.status,
        paymentStatus: query.paymentStatus === 'all' ? undefined : query.paymentStatus,
        location: query.location ?? undefined,
        page: query.page,
        pageSize: ADMIN_ORDERS_PAGE_SIZE,
      },
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    const orders = Array.isArray(answer.data) ? answer.data : [];
    const pagination = answer.pagination ?? { page: query.page, pageSize: ADMIN_ORDERS_PAGE_SIZE, total: orders.length };
    // Past the last page (its orders moved on or were filtered away): show the last page there is.
    const last = pageCount(pagination);
    if (orders.length === 0 && query.page > last) {
      setQuery({ ...query, page: last });
      return;
    }
    $adminOrders.set({ status: 'ready', orders, pagination });
  } catch (error) {
    if (controller.signal.aborted) return;
    const message = failureMessage(error, t('admin-orders.loadFailed'));
    $adminOrders.set({ status: 'error', orders: options.quiet ? previous.orders : [], pagination: previous.pagination, message });
    toast.error(message);
  } finally {
    if (inFlight === controller) inFlight = null;
  }
}

/** Starts from the address bar (a Dashboard link may carry ?status=pending) and loads. */
export function startManageOrders(search: string): void {
  $orderQuery.set(queryFromSearch(search));
  void loadAdminOrders();
}

function setQuery(query: OrderQuery): void {
  $orderQuery.set(query);
  // The address keeps the filters, so a reload or a shared link shows the same list.
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${searchOf(query)}`);
  void loadAdminOrders();
}

export function setOrderFilter(status: OrderFilter): void {
  setQuery({ ...$orderQuery.get(), status, page: 1 });
}

export function setPaymentFilter(paymentStatus: PaymentFilter): void {
  setQuery({ ...$orderQuery.get(), paymentStatus, page: 1 });
}

/** A location the person does not work at is refused (403), and the list says the server's message. */
export function setLocationFilter(location: number | null): void {
  setQuery({ ...$orderQuery.get(), location, page: 1 });
}

export function goToPage(page: number): void {
  setQuery({ ...$orderQuery.get(), page: Math.max(1, page) });
  window.scrollTo({ top: 0 });
}

export function openStatusEditor(order: Order, kind: NonNullable<StatusEditor>['kind']): void {
  $statusEditor.set({ order, kind });
}

export function closeStatusEditor(): void {
  $statusEditor.set(null);
}

/** An order changed (Change order): its card shows it as the server answered, and the dialog closes. */
export function showChangedOrder(order: Order): void {
  const current = $adminOrders.get();
  $adminOrders.set({ ...current, orders: current.orders.map((each) => (each._id === order._id ? order : each)) });
  closeStatusEditor();
}

/**
 * PUT /api/orders/{id}/status: on success the dialog closes, 'Order status updated' shows and
 * the list is asked for again. On failure: the server's message (also returned, for
 * the dialog) or 'Failed to update order status'.
 */
export async function updateOrderStatus(
  order: Order,
  status: OrderStatus,
  extra: { reason?: string; paid?: boolean } = {},
): Promise<string | null> {
  try {
    const answer = await callApi('PUT', '/api/orders/:id/status', { param: { id: order._id }, json: { status, ...extra } });
    toast.success(answer.message ?? t('admin-orders.orderUpdated'));
  } catch (error) {
    const message = failureMessage(error, t('admin-orders.orderUpdateFailed'));
    toast.error(message);
    return message;
  }
  closeStatusEditor();
  await loadAdminOrders({ quiet: true });
  return null;
}

/**
 * POST /api/orders/{id}/refunds: on success the card shows the refund (and its payment status),
 * the dialog closes and 'Refund recorded' shows; on failure the server's message, for the dialog.
 */
export async function recordRefund(
  order: Order,
  refund: { amount?: number; lines?: { position: number; quantity: number }[]; note: string },
): Promise<string | null> {
  let updated: Order;
  try {
    const answer = await callApi('POST', '/api/orders/:id/refunds', { param: { id: order._id }, json: refund });
    updated = answer.data;
    toast.success(answer.message ?? REFUND_MESSAGES.recorded);
  } catch (error) {
    const message = failureMessage(error, REFUND_MESSAGES.failed);
    toast.error(message);
    return message;
  }
  const current = $adminOrders.get();
  $adminOrders.set({ ...current, orders: current.orders.map((each) => (each._id === order._id ? updated : each)) });
  closeStatusEditor();
  return null;
}

/**
 * POST /api/orders/{id}/charge: a held card whose charge did not go through when its order was
 * picked or moved on, charged again; the card changes in place. On failure, the server's message.
 */
export async function chargeHeldCard(order: Order): Promise<void> {
  try {
    const answer = await callApi('POST', '/api/orders/:id/charge', { param: { id: order._id } });
    toast.success(answer.message);
    const current = $adminOrders.get();
    $adminOrders.set({ ...current, orders: current.orders.map((each) => (each._id === order._id ? answer.data : each)) });
  } catch (error) {
    toast.error(failureMessage(error, t('admin-orders.chargeFailed')));
  }
}

/**
 * PUT /api/orders/{id}/payment-status: on success the card changes in place (with the order the
 * server answered, history included), the dialog closes and 'Payment status updated' shows.
 */
export async function updatePaymentStatus(order: Order, status: PaymentStatus): Promise<string | null> {
  let updated: Order | undefined;
  try {
    const answer = await callApi('PUT', '/api/orders/:id/payment-status', { param: { id: order._id }, json: { status } });
    updated = answer.data;
    toast.success(answer.message ?? t('admin-orders.paymentUpdated'));
  } catch (error) {
    const message = failureMessage(error, t('admin-orders.paymentUpdateFailed'));
    toast.error(message);
    return message;
  }
  const replacement = updated && updated._id === order._id ? updated : { ...order, paymentStatus: status };
  const current = $adminOrders.get();
  $adminOrders.set({ ...current, orders: current.orders.map((each) => (each._id === order._id ? replacement : each)) });
  closeStatusEditor();
  return null;
}
