import { useCallback, useEffect, useState } from 'react';
import { amountInCents } from '../../../../../domain/contracts/amounts.ts';
import { SPLIT_LIMITS } from '../../../../../domain/dine-in/tab-figures.ts';
import { clockTime } from '../../../../../domain/fulfilment/hand-over-text.ts';
import { formatDollars, formatMoney } from '../../../../../domain/money.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../../domain/order-status.ts';
import { orderStatusKey } from '../../../../../domain/order-status-words.ts';
import { callApi, failureMessage, type ApiAnswer } from '../../../lib/api.ts';
import { t } from '../../../i18n/t.ts';
import { Spinner } from '../../menu/Spinner.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { type SplitChoice, sharesOf, unpaidLines } from './tab-split.ts';

type Tab = ApiAnswer<'/api/tables/:id/tab', 'GET'>['data'];
type State = { status: 'loading' } | { status: 'ready'; tab: Tab } | { status: 'error'; message: string };
type Closing = { status: 'idle' } | { status: 'closing' } | { status: 'closed'; message: string } | { status: 'refused'; message: string };

/** One table's open tab: its orders and what is due, closed with the guests' payment, split if they ask. */
export function TabDetail({ tableId, onBack }: { tableId: number; onBack: () => void }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [split, setSplit] = useState<SplitChoice>({ kind: 'none' });
  const [closing, setClosing] = useState<Closing>({ status: 'idle' });
  const load = useCallback(async () => {
    try {
      const { data } = await callApi('GET', '/api/tables/:id/tab', { param: { id: String(tableId) } });
      setState({ status: 'ready', tab: data });
    } catch (error) {
      setState({ status: 'error', message: failureMessage(error, t('admin-tabs.loadFailed')) });
    }
  }, [tableId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') return <LoadFailed message={state.message} onRetry={() => void load()} />;
  const { tab } = state;
  const dueCents = amountInCents(tab.due);
  const shares = sharesOf(split, dueCents, tab.orders);
  const close = async () => {
    setClosing({ status: 'closing' });
    try {
      const { data } = await callApi('POST', '/api/tables/:id/tab/close', {
        param: { id: String(tableId) },
        json: { paymentMethod: method, ...(split.kind === 'even' ? { split: { ways: split.ways } } : {}) },
      });
      setClosing({ status: 'closed', message: t('admin-tabs.closed', { table: tab.table.name, amount: formatDollars(data.settled) }) });
      await load();
    } catch (error) {
      setClosing({ status: 'refused', message: failureMessage(error, t('admin-tabs.loadFailed')) });
    }
  };

  return (
    <section aria-labelledby="tab-title" className="mx-auto max-w-2xl space-y-5">
      <button type="button" onClick={onBack} className="min-h-11 rounded-full px-4 font-semibold text-brand-800 ring-1 ring-brand-300">
        ← {t('admin-tabs.back')}
      </button>
      <div>
        <h1 id="tab-title" className="text-2xl font-extrabold tracking-tight text-brand-900">
          {t('admin-tabs.tabHeading', { table: tab.table.name })}
        </h1>
        {tab.tab && <p className="text-ink-muted">{t('admin-tabs.openedAt', { time: clockTime(Date.parse(tab.tab.openedAt)) })}</p>}
      </div>
      <ol className="divide-y divide-stone-200 rounded-2xl bg-white px-4 shadow-sm ring-1 ring-brand-100">
        {tab.orders.map((order) => {
          const status = orderStatusKey(order.orderStatus, order.fulfilment.type);
          return (
            <li key={order._id} className="py-3">
              <p className="flex justify-between gap-3 text-sm text-ink-muted">
                <span>{clockTime(Date.parse(order.createdAt))}</span>
                <span>{status ? t(status) : order.orderStatus}</span>
              </p>
              <ul>
                {order.products.map((line, position) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines never move, and two may be the same dish.
                  <li key={position} className="flex justify-between gap-3 text-ink">
                    <span>
                      {line.quantity} × {line.name}
                    </span>
                    <span>{formatDollars(line.amount)}</span>
                  </li>
                ))}
              </ul>
              <p className="text-end font-semibold">{formatDollars(order.totalAmount)}</p>
            </li>
          );
        })}
      </ol>
      <p className="text-lg font-bold text-ink" data-tab-figures>
        {t('admin-tabs.figures', { total: formatDollars(tab.total), paid: formatDollars(tab.paid), due: formatDollars(tab.due) })}
      </p>
      {closing.status === 'closed' && (
        <p role="status" className="rounded-xl bg-leaf-50 p-3 font-semibold text-leaf-800 ring-1 ring-leaf-200">
          {closing.message}
        </p>
      )}
      {tab.tab && dueCents > 0 ? (
        <form
          className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
          onSubmit={(event) => {
            event.preventDefault();
            void close();
          }}
        >
          <fieldset>
            <legend className="font-bold text-ink">{t('admin-tabs.paidWith')}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {PAYMENT_METHODS.map((each) => (
                <label
                  key={each}
                  className="flex min-h-11 items-center gap-2 rounded-full px-4 ring-1 ring-stone-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600"
                >
                  <input
                    type="radio"
                    name="tab-method"
                    value={each}
                    checked={method === each}
                    onChange={() => setMethod(each)}
                    className="h-5 w-5 accent-brand-600"
                  />
                  {t(`admin-tabs.${each}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <SplitFields split={split} onSplit={setSplit} tab={tab} shares={shares} />
          <button
            type="submit"
            disabled={closing.status === 'closing'}
            className="min-h-12 w-full rounded-full bg-brand-700 px-5 text-lg font-bold text-white hover:bg-brand-800 disabled:bg-stone-400"
          >
            {closing.status === 'closing' ? t('admin-tabs.closing') : t('admin-tabs.close', { due: formatDollars(tab.due) })}
          </button>
          {closing.status === 'refused' && (
            <p role="alert" className="font-semibold text-chili-700">
              {closing.message}
            </p>
          )}
        </form>
      ) : (
        <p className="text-ink-muted">{t('admin-tabs.nothingDue')}</p>
      )}
    </section>
  );
}

function SplitFields({
  split,
  onSplit,
  tab,
  shares,
}: {
  split: SplitChoice;
  onSplit: (split: SplitChoice) => void;
  tab: Tab;
  shares: number[];
}) {
  const guests = split.kind === 'none' ? 2 : split.kind === 'even' ? split.ways : split.guests;
  return (
    <fieldset>
      <legend className="font-bold text-ink">{t('admin-tabs.split')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {(['none', 'even', 'lines'] as const).map((kind) => (
          <label
            key={kind}
            className="flex min-h-11 items-center gap-2 rounded-full px-4 ring-1 ring-stone-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600"
          >
            <input
              type="radio"
              name="tab-split"
              value={kind}
              checked={split.kind === kind}
              onChange={() => onSplit(kind === 'none' ? { kind } : kind === 'even' ? { kind, ways: guests } : { kind, guests, owner: {} })}
              className="h-5 w-5 accent-brand-600"
            />
            {t(kind === 'none' ? 'admin-tabs.splitNone' : kind === 'even' ? 'admin-tabs.splitEven' : 'admin-tabs.splitLines')}
          </label>
        ))}
      </div>
      {split.kind !== 'none' && (
        <label className="mt-3 block text-sm font-semibold text-ink">
          {t('admin-tabs.ways')}
          <input
            type="number"
            min={SPLIT_LIMITS.min}
            max={SPLIT_LIMITS.max}
            value={guests}
            onChange={(event) => {
              const ways = Math.min(
                SPLIT_LIMITS.max,
                Math.max(SPLIT_LIMITS.min, Math.round(Number(event.currentTarget.value) || SPLIT_LIMITS.min)),
              );
              onSplit(split.kind === 'even' ? { kind: 'even', ways } : { ...split, guests: ways });
            }}
            className="mt-1 block min-h-11 w-24 rounded-lg border border-field bg-white px-3 text-base font-normal"
          />
        </label>
      )}
      {split.kind === 'lines' && (
        <ul className="mt-3 space-y-2">
          {unpaidLines(tab.orders).map((line) => (
            <li key={line.key}>
              <label className="flex flex-wrap items-center justify-between gap-2 text-ink">
                <span>{t('admin-tabs.lineGuest', { line: line.label })}</span>
                <select
                  value={split.owner[line.key] ?? ''}
                  onChange={(event) => {
                    const owner = { ...split.owner };
                    if (event.currentTarget.value === '') delete owner[line.key];
                    else owner[line.key] = Number(event.currentTarget.value);
                    onSplit({ ...split, owner });
                  }}
                  className="min-h-11 rounded-lg border border-field bg-white px-2"
                >
                  <option value="">—</option>
                  {Array.from({ length: split.guests }, (_, guest) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: guests are numbered, and only counted.
                    <option key={guest} value={guest}>
                      {t('admin-tabs.guest', { number: guest + 1 })}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          ))}
        </ul>
      )}
      {split.kind !== 'none' && (
        <ul className="mt-3 space-y-1 font-semibold text-ink" aria-live="polite">
          {shares.map((cents, guest) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: guests are numbered, and only counted.
            <li key={guest}>{t('admin-tabs.share', { number: guest + 1, amount: formatMoney(cents) })}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
