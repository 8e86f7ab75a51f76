import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { addLine, type CartLine, cartLineKey, cartSubtotalCents, removeLine, setLineQuantity } from '../../../../domain/cart.ts';
import type { Food, FoodOption } from '../../../../domain/food.ts';
import { formatDollars, formatMoney } from '../../../../domain/money.ts';
import { clockTime } from '../../../../domain/fulfilment/hand-over-text.ts';
import { failureMessage } from '../../lib/api.ts';
import { t } from '../../i18n/t.ts';
import { RoundLines } from './RoundLines.tsx';
import { readTableMenu, readTableView, sendRound, type TableView, tableToken } from './table-data.ts';
import { TableMenu } from './TableMenu.tsx';
import { TableOrders } from './TableOrders.tsx';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; view: TableView; foods: Food[] };
type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; message: string } | { status: 'refused'; message: string };

// Loaded when a round is to be paid by card: most tables never do.
const CardRound = lazy(() => import('./CardRound.tsx'));

/** How often the table's orders are read again while the page is open: their statuses move. */
const REFRESH_MS = 30_000;

/**
 * The page a table's QR code opens (docs/product/tables.md): the guests put a round together from
 * the location's menu and send it to the kitchen, with no account, address or phone; below, the
 * table's orders with their statuses and what the table owes. Each phone at the table sees the
 * same orders.
 */
export default function TableOrdering() {
  const [token] = useState(() => (typeof location === 'undefined' ? null : tableToken(location.pathname)));
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [lines, setLines] = useState<CartLine[]>([]);
  const [notes, setNotes] = useState('');
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const [roundKey, setRoundKey] = useState(() => crypto.randomUUID());
  const [payBy, setPayBy] = useState<'staff' | 'card'>('staff');

  const load = useCallback(async () => {
    if (!token) return setLoaded({ status: 'failed', message: t('table.loadFailed') });
    try {
      const view = await readTableView(token);
      const foods = await readTableMenu(view.location.id);
      setLoaded({ status: 'ready', view, foods });
    } catch (error) {
      setLoaded({ status: 'failed', message: failureMessage(error, t('table.loadFailed')) });
    }
  }, [token]);
  const refreshView = useCallback(async () => {
    if (!token) return;
    const view = await readTableView(token).catch(() => null);
    if (view) setLoaded((current) => (current.status === 'ready' ? { ...current, view } : current));
  }, [token]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void refreshView(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load, refreshView]);

  if (loaded.status === 'loading') return <p className="text-ink-muted">{t('table.loading')}</p>;
  if (loaded.status === 'failed')
    return (
      <div role="alert" className="rounded-2xl bg-white p-5 ring-1 ring-red-200">
        <p className="font-semibold text-chili-700">{loaded.message}</p>
        <button type="button" onClick={() => void load()} className="mt-3 min-h-11 rounded-full px-5 font-semibold ring-1 ring-stone-300">
          {t('table.retry')}
        </button>
      </div>
    );

  const { view, foods } = loaded;
  const add = (food: Food, options: FoodOption[]) => {
    setLines((current) => addLine(current, food, options));
    setSending({ status: 'idle' });
  };
  const step = (line: CartLine, by: 1 | -1) =>
    setLines((current) => {
      const key = cartLineKey(line);
      return line.quantity + by <= 0 ? removeLine(current, key) : setLineQuantity(current, key, line.quantity + by);
    });
  const sent = async (message: string) => {
    setLines([]);
    setNotes('');
    setRoundKey(crypto.randomUUID());
    setPayBy('staff');
    setSending({ status: 'sent', message });
    await refreshView();
  };
  const send = async () => {
    if (!token || lines.length === 0) return;
    setSending({ status: 'sending' });
    try {
      const { data } = await sendRound(token, lines, notes, roundKey);
      await sent(t('table.sent', { amount: formatDollars(data.totalAmount) }));
    } catch (error) {
      setSending({ status: 'refused', message: failureMessage(error, t('table.loadFailed')) });
    }
  };
  const open = view.dineIn.open;
  // Paying with each order, a round may be paid by card as it is sent where the shop takes cards.
  const cardOffered = !view.dineIn.payAtEnd && view.dineIn.cardAccepted;

  return (
    <div className="space-y-6">
      <header>
        <h2 className="text-2xl font-extrabold tracking-tight text-brand-900">{t('table.heading', { table: view.table.name })}</h2>
        <p className="mt-1 text-ink-muted">{t('table.location', { location: view.location.name })}</p>
        <p className="mt-2 text-ink">{view.dineIn.payAtEnd ? t('table.payAtEnd') : t('table.payEach')}</p>
        {open && view.dineIn.earliest && (
          <p className="mt-1 text-ink-muted">{t('table.readyAbout', { time: clockTime(Date.parse(view.dineIn.earliest)) })}</p>
        )}
        {!open && view.dineIn.message && (
          <p role="status" className="mt-3 rounded-xl bg-amber-50 p-3 font-semibold text-amber-900 ring-1 ring-amber-200">
            {view.dineIn.message}
          </p>
        )}
      </header>
      {open && (
        <>
          <TableMenu foods={foods} onAdd={add} />
          {lines.length > 0 && (
            // Always in reach while the guests scroll the menu: how much the round holds, and the way to it.
            <a
              href="#table-round-heading"
              className="sticky bottom-3 z-10 flex min-h-12 items-center justify-between gap-3 rounded-full bg-brand-800 px-5 font-bold text-white shadow-lg"
            >
              <span>
                {t('table.roundTotal', {
                  count: lines.reduce((items, line) => items + line.quantity, 0),
                  amount: formatMoney(cartSubtotalCents(lines)),
                })}
              </span>
              <span>{t('table.roundHeading')} ↓</span>
            </a>
          )}
          <section aria-labelledby="table-round-heading" className="scroll-mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-200">
            <h2 id="table-round-heading" className="text-xl font-extrabold text-ink">
              {t('table.roundHeading')}
            </h2>
            <RoundLines lines={lines} onStep={step} />
            {lines.length > 0 && (
              <label className="mt-3 block text-sm font-semibold text-ink">
                {t('table.notes')}
                <input
                  value={notes}
                  maxLength={500}
                  onChange={(event) => setNotes(event.currentTarget.value)}
                  className="mt-1 block min-h-11 w-full rounded-lg border border-field bg-white px-3 text-base font-normal text-ink"
                />
              </label>
            )}
            {cardOffered && lines.length > 0 && (
              <fieldset className="mt-3">
                <legend className="text-sm font-semibold text-ink">{t('table.payHow')}</legend>
                <div className="mt-1 grid gap-2">
                  {(['staff', 'card'] as const).map((way) => (
                    <label
                      key={way}
                      className="flex min-h-11 items-center gap-3 rounded-xl px-3 ring-1 ring-stone-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600"
                    >
                      <input
                        type="radio"
                        name="table-pay"
                        checked={payBy === way}
                        onChange={() => setPayBy(way)}
                        className="h-5 w-5 accent-brand-600"
                      />
                      {way === 'staff' ? t('table.payWhenServed') : t('table.payByCard')}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            {cardOffered && payBy === 'card' && token && lines.length > 0 ? (
              <Suspense fallback={null}>
                <CardRound token={token} lines={lines} notes={notes} roundKey={roundKey} onSent={({ message }) => void sent(message)} />
              </Suspense>
            ) : (
              <button
                type="button"
                disabled={lines.length === 0 || sending.status === 'sending'}
                onClick={() => void send()}
                className="mt-3 min-h-12 w-full rounded-full bg-brand-700 px-5 text-lg font-bold text-white hover:bg-brand-800 disabled:bg-stone-400"
              >
                {sending.status === 'sending' ? t('table.sending') : t('table.send')}
              </button>
            )}
            <p role="status" className={`mt-2 font-semibold ${sending.status === 'refused' ? 'text-chili-700' : 'text-leaf-800'}`}>
              {sending.status === 'sent' || sending.status === 'refused' ? sending.message : ''}
            </p>
          </section>
        </>
      )}
      <TableOrders view={view} onRefresh={() => void refreshView()} />
    </div>
  );
}
