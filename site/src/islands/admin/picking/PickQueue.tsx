import { useCallback, useEffect, useState } from 'react';
import { clockTime } from '../../../../../domain/fulfilment/hand-over-text.ts';
import type { Order } from '../../../../../domain/order.ts';
import { awaitsPick } from '../../../../../domain/picking/pick-standing.ts';
import { orderReference } from '../../../../../domain/order-status.ts';
import { callApi, failureMessage } from '../../../lib/api.ts';
import { t } from '../../../i18n/t.ts';
import { Spinner } from '../../menu/Spinner.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { pickAddress } from './pick-address.ts';

type QueueState = { status: 'loading' } | { status: 'ready'; orders: Order[]; timeZone: string } | { status: 'error'; message: string };

/** Accepted orders to be picked and not picked yet, oldest first: a picker's queue. */
export function waitingToBePicked(orders: readonly Order[]): Order[] {
  return orders.filter(awaitsPick).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The orders waiting to be picked at the locations the person works at (read from the desk's board). */
export function PickQueue() {
  const [state, setState] = useState<QueueState>({ status: 'loading' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const { data } = await callApi('GET', '/api/desk');
      setState({ status: 'ready', orders: waitingToBePicked(data.orders), timeZone: data.timeZone });
    } catch (error) {
      setState({ status: 'error', message: failureMessage(error, t('admin-picking.queueFailed')) });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section aria-labelledby="pick-queue-title" className="mx-auto max-w-2xl">
      <h1 id="pick-queue-title" className="text-2xl font-extrabold tracking-tight text-brand-900">
        {t('admin.screenPick')}
      </h1>
      <p className="mt-1 text-ink-muted">{t('admin-picking.queueIntro')}</p>
      {state.status === 'loading' && (
        <div className="py-12 text-center">
          <Spinner />
        </div>
      )}
      {state.status === 'error' && <LoadFailed message={state.message} onRetry={() => void load()} />}
      {state.status === 'ready' &&
        (state.orders.length === 0 ? (
          <p className="mt-8 rounded-2xl bg-white p-6 text-center text-ink-muted ring-1 ring-brand-100">{t('admin-picking.queueEmpty')}</p>
        ) : (
          <ul className="mt-6 space-y-3">
            {state.orders.map((order) => (
              <QueueEntry key={order._id} order={order} timeZone={state.timeZone} />
            ))}
          </ul>
        ))}
    </section>
  );
}

function QueueEntry({ order, timeZone }: { order: Order; timeZone: string }) {
  const reference = orderReference(order._id);
  const decided = order.products.filter((line) => line.picked !== null).length;
  const due = order.readyAt ?? order.fulfilment.promisedAt;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
      <div className="min-w-0">
        <p className="font-bold text-brand-900">{t('admin-picking.queueOrder', { reference, name: order.customerName })}</p>
        <p className="text-sm text-ink-muted">
          {t('admin-picking.queueLines', { count: order.products.length })}
          {decided > 0 && ` · ${t('admin-picking.queueStarted', { count: decided })}`}
          {due && ` · ${t('admin-picking.queueDue', { time: clockTime(Date.parse(due), timeZone) })}`}
        </p>
      </div>
      <a
        href={pickAddress(order._id)}
        aria-label={t('admin-picking.openLabel', { reference })}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-6 text-lg font-bold text-white hover:bg-brand-700"
      >
        {t('admin-picking.open')}
      </a>
    </li>
  );
}
