import { useCallback, useEffect, useState } from 'react';
import { formatDollars } from '../../../../../domain/money.ts';
import { callApi, failureMessage, type ApiAnswer } from '../../../lib/api.ts';
import { t } from '../../../i18n/t.ts';
import { Spinner } from '../../menu/Spinner.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { TabDetail } from './TabDetail.tsx';

type Glance = ApiAnswer<'/api/tables/tabs', 'GET'>['data'];
type State = { status: 'loading' } | { status: 'ready'; tables: Glance } | { status: 'error'; message: string };

/**
 * The Tabs screen (docs/product/tables.md): every table of the locations the person works at with
 * its open tab; `/admin/tabs?table=<id>` shows one tab and closes it with the guests' payment.
 */
export function Tabs() {
  const [tableId, setTableId] = useState(() => Number(new URLSearchParams(window.location.search).get('table')) || null);
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const { data } = await callApi('GET', '/api/tables/tabs');
      setState({ status: 'ready', tables: data });
    } catch (error) {
      setState({ status: 'error', message: failureMessage(error, t('admin-tabs.loadFailed')) });
    }
  }, []);
  useEffect(() => {
    if (tableId === null) void load();
  }, [load, tableId]);
  const show = (id: number | null) => {
    const url = new URL(window.location.href);
    if (id === null) url.searchParams.delete('table');
    else url.searchParams.set('table', String(id));
    window.history.pushState(null, '', url);
    setTableId(id);
  };
  if (tableId !== null) return <TabDetail tableId={tableId} onBack={() => show(null)} />;

  return (
    <section aria-labelledby="tabs-title" className="mx-auto max-w-2xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="tabs-title" className="text-2xl font-extrabold tracking-tight text-brand-900">
          {t('admin-tabs.heading')}
        </h1>
        <button
          type="button"
          onClick={() => void load()}
          className="min-h-11 rounded-full px-4 font-semibold text-brand-800 ring-1 ring-brand-300"
        >
          {t('admin-tabs.refresh')}
        </button>
      </div>
      <p className="mt-1 text-ink-muted">{t('admin-tabs.intro')}</p>
      {state.status === 'loading' && (
        <div className="py-12 text-center">
          <Spinner />
        </div>
      )}
      {state.status === 'error' && <LoadFailed message={state.message} onRetry={() => void load()} />}
      {state.status === 'ready' &&
        (state.tables.length === 0 ? (
          <p className="mt-8 rounded-2xl bg-white p-6 text-center text-ink-muted ring-1 ring-brand-100">{t('admin-tabs.none')}</p>
        ) : (
          <ul className="mt-6 space-y-3">
            {state.tables.map(({ table, tab, orderCount, due }) => (
              <li
                key={table.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100"
              >
                <div className="min-w-0">
                  <p className="font-bold text-brand-900">{table.name}</p>
                  <p className="text-sm text-ink-muted">
                    {table.locationName} ·{' '}
                    {tab ? t('admin-tabs.openTab', { count: orderCount, due: formatDollars(due) }) : t('admin-tabs.noTab')}
                  </p>
                </div>
                {tab && (
                  <button
                    type="button"
                    onClick={() => show(table.id)}
                    aria-label={t('admin-tabs.open', { table: table.name })}
                    className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-6 font-bold text-white hover:bg-brand-700"
                  >
                    {formatDollars(due)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
