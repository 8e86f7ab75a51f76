import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, type ReactNode } from 'react';
import { hasSeveralLocations } from '../../../../domain/locations/work-locations.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { orderStatusText, paymentStatusText } from '../orders/order-text.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { LocationSelect } from './LocationSelect.tsx';
import { OrderCard } from './OrderCard.tsx';
import OrderStatusDialog from './OrderStatusDialog.tsx';
import RefundDialog from './RefundDialog.tsx';
import { t } from '../../i18n/t.ts';
import { toast } from '../../stores/toasts.ts';
import { changeSavedText } from './order-change/settlement-text.ts';
import { $shopLocations, loadShopLocations } from './shop-locations.ts';
import {
  $adminOrders,
  $orderQuery,
  $statusEditor,
  goToPage,
  loadAdminOrders,
  ORDER_FILTER_VALUES,
  pageCount,
  PAYMENT_FILTER_VALUES,
  setLocationFilter,
  setOrderFilter,
  setPaymentFilter,
  closeStatusEditor,
  showChangedOrder,
  startManageOrders,
  type OrderFilter,
  type PaymentFilter,
} from './orders-store.ts';

const selectClass = 'mt-1.5 block min-h-11 w-full rounded-lg border border-field bg-white px-3 text-base text-ink sm:w-48';
const pageButton =
  'inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent';

function Filter<Value extends string>(props: {
  label: string;
  value: Value;
  values: readonly Value[];
  words: (value: Value) => string;
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {props.label}
      </label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.currentTarget.value as Value)} className={selectClass}>
        {props.values.map((value) => (
          <option key={value} value={value}>
            {value === 'all' ? t('admin-orders.all') : props.words(value)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A chain's filter by location. Every location is offered: the server refuses staff one they do
 * not work at (403), and the list says its message as it says any failure to load.
 */
function LocationFilter({ value }: { value: number | null }) {
  return (
    <LocationSelect
      label={t('admin-orders.location')}
      allLabel={t('admin-orders.allLocations')}
      value={value}
      locations={useStore($shopLocations)}
      onChange={setLocationFilter}
    />
  );
}

// Loaded when first opened, as the desk does.
const ChangeOrderDialog = lazy(() => import('./order-change/ChangeOrderDialog.tsx'));

/** Manage Orders: every customer's orders, filtered and paged, with their status dialogs. */
export function ManageOrders() {
  const state = useStore($adminOrders);
  const query = useStore($orderQuery);
  const editor = useStore($statusEditor);
  // A one-location shop's list looks as it always did: no filter, no location on the cards.
  const chain = hasSeveralLocations(useStore($shopLocations));

  useEffect(() => {
    startManageOrders(window.location.search);
    void loadShopLocations();
  }, []);

  const { orders } = state;
  const pages = pageCount(state.pagination);
  let body: ReactNode;
  if (state.status === 'loading' && orders.length === 0) body = <Spinner />;
  else if (state.status === 'error' && orders.length === 0) {
    body = <LoadFailed message={state.message} onRetry={() => void loadAdminOrders()} />;
  } else if (orders.length === 0) {
    body = <p className="rounded-2xl bg-white py-12 text-center text-ink-muted ring-1 ring-brand-100">{t('admin-orders.noOrders')}</p>;
  } else {
    body = (
      <div aria-busy={state.status === 'loading'} className="flex flex-col gap-5">
        {orders.map((order) => (
          <OrderCard key={order._id} order={order} locationName={chain ? order.locationName : null} />
        ))}
      </div>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{t('admin.screenOrders')}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is missing from browsers still in use (Safari before 17), the role is not */}
      <div role="search" aria-label={t('admin-orders.filters')} className="mt-5 mb-6 flex flex-wrap items-end gap-4">
        <Filter<OrderFilter>
          label={t('admin-orders.orderStatus')}
          value={query.status}
          values={ORDER_FILTER_VALUES}
          words={orderStatusText}
          onChange={setOrderFilter}
        />
        <Filter<PaymentFilter>
          label={t('admin-orders.paymentStatus')}
          value={query.paymentStatus}
          values={PAYMENT_FILTER_VALUES}
          words={paymentStatusText}
          onChange={setPaymentFilter}
        />
        {chain && <LocationFilter value={query.location} />}
        <p className="pb-2.5 text-sm text-ink-muted" aria-live="polite">
          {state.status === 'ready' ? t('admin-orders.count', { count: state.pagination.total }) : ''}
        </p>
      </div>
      {body}
      {/* Stays while the next page loads, and aria-disabled rather than disabled at either end, so the focused button keeps focus. */}
      {pages > 1 && state.status !== 'error' && (
        <nav aria-label={t('admin-orders.pages')} className="mt-6 flex flex-wrap items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => query.page > 1 && goToPage(query.page - 1)}
            aria-disabled={query.page <= 1}
            className={pageButton}
          >
            {t('admin-orders.previous')}
          </button>
          <p className="text-sm font-semibold text-ink" aria-live="polite">
            {t('admin-orders.pageOf', { page: query.page, pages })}
          </p>
          <button
            type="button"
            onClick={() => query.page < pages && goToPage(query.page + 1)}
            aria-disabled={query.page >= pages}
            className={pageButton}
          >
            {t('admin-orders.next')}
          </button>
        </nav>
      )}
      {editor?.kind === 'refund' && <RefundDialog key={`refund-${editor.order._id}`} order={editor.order} />}
      {editor?.kind === 'change' && (
        <Suspense fallback={null}>
          <ChangeOrderDialog
            key={`change-${editor.order._id}`}
            order={editor.order}
            onClose={closeStatusEditor}
            onSaved={(saved) => {
              showChangedOrder(saved.order);
              toast.success(changeSavedText(saved));
            }}
          />
        </Suspense>
      )}
      {(editor?.kind === 'order' || editor?.kind === 'payment') && (
        <OrderStatusDialog key={`${editor.kind}-${editor.order._id}`} order={editor.order} kind={editor.kind} />
      )}
    </>
  );
}
