import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { PickSheet } from '../../../../../domain/contracts/pick-sheet.ts';
import { orderCurrencyOf } from '../../../../../domain/contracts/order-amounts.ts';
import { clockTime } from '../../../../../domain/fulfilment/hand-over-text.ts';
import { formatDollars } from '../../../../../domain/money.ts';
import { orderReference } from '../../../../../domain/order-status.ts';
import { matchScan } from '../../../../../domain/picking/scan-match.ts';
import { announce } from '../../../lib/announce.ts';
import { useNow } from '../../../lib/use-now.ts';
import { localePath, pageLanguage, t } from '../../../i18n/t.ts';
import { Spinner } from '../../menu/Spinner.tsx';
import { $shopTimeZone } from '../../orders/shop-time-zone.ts';
import { ADMIN_PAGES } from '../admin-pages.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { PrintPickListButtons } from '../print/PrintPickListButtons.tsx';
import { ReplacementWait } from '../desk/ReplacementWait.tsx';
import { PickLine } from './PickLine.tsx';
import type { LineEditing } from './PickLineForm.tsx';
import { type PickLineDecision, usePickSheet } from './pick-store.ts';
import { amountText } from './pick-text.ts';
import { type ScanNews, ScanBox } from './ScanBox.tsx';

/** How often the screen re-reads the clock: a customer's time to answer a replacement runs down on it. */
const CLOCK_MS = 15_000;

/** The sheet's lines in runs of one aisle each, in the order a picker walks them. */
function byAisle(lines: PickSheet['lines']): { aisle: string; lines: PickSheet['lines'] }[] {
  const runs: { aisle: string; lines: PickSheet['lines'] }[] = [];
  for (const line of lines) {
    const last = runs.at(-1);
    if (last && last.aisle === line.aisle) last.lines.push(line);
    else runs.push({ aisle: line.aisle, lines: [line] });
  }
  return runs;
}

/**
 * One order being picked: its lines in aisle order, a box for the scanner, and the completion.
 * Each decision is saved as it is made (POST /api/orders/{id}/pick), so a picker who drops the
 * phone loses nothing; completing fixes the order's final amount.
 */
export function PickOrder({ orderId }: { orderId: string }) {
  const { state, reload, refresh, save, complete } = usePickSheet(orderId);
  const shop = useStore($shopTimeZone);
  const locale = pageLanguage();
  const [editing, setEditing] = useState<{ index: number; editing: LineEditing } | null>(null);
  const [busy, setBusy] = useState<number | 'complete' | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [news, setNews] = useState<ScanNews | null>(null);
  const [completion, setCompletion] = useState<{ ok: boolean; message: string } | null>(null);
  const pickedNote = useRef<HTMLParagraphElement>(null);
  const now = useNow(CLOCK_MS);
  // While a customer is asked to approve a replacement, their answer comes in with the clock.
  const asking = state.status === 'ready' && state.sheet.order.products.some((line) => line.picked?.approval?.status === 'waiting');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read on each tick of the clock while asking
  useEffect(() => {
    if (asking) void refresh();
  }, [asking, now]);
  const justPicked = completion?.ok === true;
  // The Complete button goes with the completion: the focus goes to what it came to.
  useEffect(() => {
    if (justPicked) pickedNote.current?.focus();
  }, [justPicked]);

  if (state.status === 'loading')
    return (
      <div className="py-12 text-center">
        <Spinner />
      </div>
    );
  if (state.status === 'error') return <LoadFailed message={state.message} onRetry={() => void reload()} />;

  const { sheet } = state;
  const { order } = sheet;
  const reference = orderReference(order._id);
  const money = (dollars: number) => formatDollars(dollars, orderCurrencyOf(order));
  const closed = order.pickedAt !== null;
  const decided = order.products.filter((line) => line.picked !== null).length;
  const open = order.products.length - decided;
  const due = order.readyAt ?? order.fulfilment.promisedAt;
  const timeZone = shop.status === 'known' ? shop.timeZone : undefined;

  const decide = async (decision: PickLineDecision) => {
    setBusy(decision.index);
    const result = await save([decision]);
    setBusy(null);
    if (result.ok) {
      setEditing(null);
      setErrors(({ [decision.index]: _, ...rest }) => rest);
      setCompletion(null);
    } else {
      setErrors((current) => ({ ...current, [decision.index]: result.errors?.['lines.0'] ?? result.message }));
    }
    return result.ok;
  };

  const bringIntoView = (index: number) => document.getElementById(`pick-line-${index}`)?.scrollIntoView({ block: 'nearest' });

  const scan = async (code: string) => {
    const match = matchScan(code, sheet.lines);
    if (match.kind === 'invalid' || match.kind === 'unknown') {
      setNews({ tone: 'problem', text: t(match.kind === 'invalid' ? 'admin-picking.scanInvalid' : 'admin-picking.scanUnknown', { code }) });
      return;
    }
    const line = order.products[match.index]!;
    bringIntoView(match.index);
    if (match.kind === 'weighed') {
      const weight = amountText(match.quantity, line.unit, locale);
      if (await decide({ index: match.index, status: 'picked', quantity: match.quantity }))
        setNews({ tone: 'done', text: t('admin-picking.scanWeighed', { name: line.name, weight }) });
      return;
    }
    if (match.kind === 'replacement') {
      const replacement = sheet.lines
        .find((each) => each.index === match.index)
        ?.suggestions.find((each) => each.productId === match.productId);
      setEditing({ index: match.index, editing: { mode: 'replace', productId: match.productId } });
      setNews({ tone: 'asks', text: t('admin-picking.scanReplacement', { name: line.name, replacement: replacement?.name ?? '' }) });
      return;
    }
    if (line.soldBy === 'weight') {
      setEditing({ index: match.index, editing: { mode: 'picked' } });
      setNews({ tone: 'asks', text: t('admin-picking.scanWeigh', { name: line.name }) });
      return;
    }
    // Each scan of a product sold by the unit is one more item found.
    const found = (line.picked?.status === 'picked' ? line.picked.quantity : 0) + 1;
    if (found > line.quantity) {
      setNews({ tone: 'problem', text: t('admin-picking.scanAllFound', { name: line.name, ordered: line.quantity }) });
      return;
    }
    if (await decide({ index: match.index, status: 'picked', quantity: found }))
      setNews({ tone: 'done', text: t('admin-picking.scanCounted', { name: line.name, found, ordered: line.quantity }) });
  };

  const finish = async () => {
    if (busy !== null) return;
    setBusy('complete');
    const result = await complete();
    setBusy(null);
    setCompletion({ ok: result.ok, message: result.message });
    if (result.ok) announce(result.message);
  };

  return (
    <section aria-labelledby="pick-title" className="mx-auto max-w-2xl pb-28">
      <a href={localePath(ADMIN_PAGES.pick.href)} className="text-sm font-semibold text-brand-700 underline">
        {t('admin-picking.allOrders')}
      </a>
      <h1 id="pick-title" className="mt-2 text-2xl font-extrabold tracking-tight text-brand-900">
        {t('admin-picking.heading', { reference })}
      </h1>
      <p className="text-ink-muted">
        {t('admin-picking.forCustomer', {
          name: order.customerName,
          kind: order.fulfilment.type,
          time: due ? clockTime(Date.parse(due), timeZone) : '',
        })}
      </p>
      <ReplacementWait order={order} now={now} />
      <div className="mt-3 flex flex-wrap gap-2">
        <PrintPickListButtons
          sheet={sheet}
          className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-ink ring-1 ring-stone-300 hover:bg-stone-100"
        />
      </div>
      {order.notes && (
        <p className="mt-2 rounded-xl bg-brand-50 p-3 font-medium text-ink">{t('admin-picking.notes', { notes: order.notes })}</p>
      )}
      {closed ? (
        <p ref={pickedNote} tabIndex={-1} className="mt-4 rounded-2xl bg-green-50 p-4 font-bold text-green-800 ring-1 ring-green-200">
          {t('admin-picking.pickedAlready', { total: money(order.totalAmount), estimate: money(order.estimatedTotal) })}
        </p>
      ) : (
        <div className="mt-4">
          <ScanBox news={news} onScan={(code) => void scan(code)} />
        </div>
      )}
      {byAisle(sheet.lines).map((run, place) => (
        <section key={run.lines[0]!.index} aria-labelledby={`pick-aisle-${place}`} className="mt-6">
          <h2 id={`pick-aisle-${place}`} className="text-sm font-bold uppercase tracking-wide text-ink-muted">
            {run.aisle || t('admin-picking.otherAisle')}
          </h2>
          <ul className="mt-2 space-y-3">
            {run.lines.map((sheetLine) => (
              <PickLine
                key={sheetLine.index}
                sheetLine={sheetLine}
                line={order.products[sheetLine.index]!}
                locale={locale}
                closed={closed}
                busy={busy === sheetLine.index}
                editing={editing?.index === sheetLine.index ? editing.editing : null}
                error={errors[sheetLine.index]}
                money={money}
                onEdit={(next) => setEditing(next ? { index: sheetLine.index, editing: next } : null)}
                onDecide={(decision) => void decide(decision)}
              />
            ))}
          </ul>
        </section>
      ))}
      {!closed && (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-100 bg-white/95 p-3 shadow-lg">
          <div className="mx-auto flex max-w-2xl flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1 font-semibold text-ink" aria-live="polite">
              {t('admin-picking.progress', { decided, total: order.products.length })}
              <span className="block text-sm font-normal text-ink-muted">
                {open > 0 ? t('admin-picking.stillToPick', { count: open }) : t('admin-picking.readyToComplete')}
              </span>
            </p>
            <button
              type="button"
              onClick={() => void finish()}
              aria-disabled={busy === 'complete' || undefined}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-6 text-lg font-bold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-60"
            >
              {t('admin-picking.complete')}
            </button>
            {completion && !completion.ok && (
              <p role="alert" className="basis-full font-medium text-chili-700">
                {completion.message}
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
