import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { addLine, type CartLine, cartLineKey, removeLine, setLineQuantity } from '../../../../../domain/cart.ts';
import { FULFILMENT_TYPES } from '../../../../../domain/fulfilment/settings.ts';
import type { CustomerFound } from '../../../../../domain/contracts/customers.ts';
import { priceCents } from '../../../../../domain/contracts/amounts.ts';
import type { Food, FoodOption } from '../../../../../domain/food.ts';
import { formatMoney } from '../../../../../domain/money.ts';
import { PREP_CHOICES } from '../../../../../domain/order-desk.ts';
import { cartTotals } from '../../../../../domain/pricing.ts';
import { announce } from '../../../lib/announce.ts';
import { readStored } from '../../../lib/browser-storage.ts';
import { t } from '../../../i18n/t.ts';
import { Spinner } from '../../menu/Spinner.tsx';
import { $autoPrint } from '../desk/auto-print.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { printKitchenTicket } from '../print/print-order-slip.tsx';
import { LocationSelect } from '../LocationSelect.tsx';
import { $shopLocations, loadShopLocations } from '../shop-locations.ts';
import { CustomerFinder } from './CustomerFinder.tsx';
import { DishFinder } from './DishFinder.tsx';
import { DraftLines } from './DraftLines.tsx';
import { HandOverChoice } from './HandOverChoice.tsx';
import { EMPTY_DRAFT, type NewOrderDraft } from './new-order-draft.ts';
import { placeCounterOrder, type Placing } from './place-counter-order.ts';
import { useHandOverOutlook } from './use-hand-over-outlook.ts';
import { useNewOrderSetup } from './new-order-setup.ts';
import { PaymentChoice } from './PaymentChoice.tsx';

const section = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100';
const primary =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-6 text-lg font-bold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-60';

/**
 * The desk's New order screen (docs/product/counter-orders.md): an order taken by phone or at the
 * counter, from the keyboard alone. Tab goes customer → dishes → hand-over → payment → Place the
 * order; Ctrl+Enter places it from anywhere. The server prices it as any order and, when asked,
 * accepts it at once.
 */
export function NewOrder() {
  const locations = useStore($shopLocations);
  const [locationId, setLocationId] = useState<number | null>(() => {
    const kept = readStored<unknown>('deskLocation');
    return typeof kept === 'number' ? kept : null;
  });
  useEffect(() => {
    void loadShopLocations();
  }, []);
  // Until the shop's locations are known the first is assumed: a one-location shop never chooses.
  const location = locationId ?? locations[0]?.id ?? 1;
  const [setupState, retry] = useNewOrderSetup(location);
  const [draft, setDraft] = useState<NewOrderDraft>(EMPTY_DRAFT);
  const [placing, setPlacing] = useState<Placing>({ status: 'idle' });
  // A way the location does not offer is never sent: the first it offers stands in.
  const types = setupState.status === 'ready' ? FULFILMENT_TYPES.filter((type) => setupState.setup.fulfilment[type].enabled) : [];
  const handOver = types.includes(draft.handOver.type) ? draft.handOver : { ...draft.handOver, type: types[0] ?? draft.handOver.type };
  const outlook = useHandOverOutlook(handOver.type, location);
  const topRef = useRef<HTMLHeadingElement>(null);
  const customerBox = useRef<HTMLInputElement>(null);
  const dishBox = useRef<HTMLInputElement>(null);
  const ready = setupState.status === 'ready';
  // The screen is for typing an order: the customer's box takes the focus as it opens.
  useEffect(() => {
    if (ready) customerBox.current?.focus();
  }, [ready]);
  const ids = { notes: useId(), accept: useId(), channel: useId() };

  if (setupState.status === 'loading')
    return (
      <div className="py-12 text-center">
        <Spinner />
      </div>
    );
  if (setupState.status === 'error') return <LoadFailed message={setupState.message} onRetry={retry} />;
  const { setup } = setupState;
  const money = (cents: number) => formatMoney(cents);
  // The shop's flat fee stands in for a zone's until the server prices the order.
  const totals = cartTotals(draft.lines, handOver.type === 'delivery' ? setup.flatFeeCents : 0, 0, { tax: setup.tax });
  const set = (change: Partial<NewOrderDraft>) => setDraft((current) => ({ ...current, ...change }));

  const takeCustomer = (found: CustomerFound) => {
    setDraft((current) => ({
      ...current,
      customer: { name: found.name, phone: found.phone, email: found.email },
      ...(found.lastAddress ? { address: found.lastAddress } : {}),
    }));
    // Their details are in; the dishes come next.
    dishBox.current?.focus();
  };
  const addDish = (food: Food, options: FoodOption[], quantity: number) =>
    setDraft((current) => ({ ...current, lines: addLine(current.lines, food, options, quantity) }));
  const removeDish = (line: CartLine) => {
    setDraft((current) => ({ ...current, lines: removeLine(current.lines, cartLineKey(line)) }));
    announce(t('admin-new-order.removed', { dish: line.name }));
  };

  const place = async () => {
    if (placing.status === 'placing') return;
    setPlacing({ status: 'placing' });
    const result = await placeCounterOrder({ ...draft, handOver }, location);
    setPlacing(result);
    if (result.status !== 'placed') return;
    announce(result.message);
    // Accepted here, it never rings on a desk: this device prints its ticket as its desk would on accept.
    if (result.order.orderStatus === 'processing' && $autoPrint.get()) void printKitchenTicket(result.order);
  };
  const placeOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void place();
    }
  };
  const another = () => {
    setDraft({ ...EMPTY_DRAFT, channel: draft.channel });
    setPlacing({ status: 'idle' });
    topRef.current?.focus();
  };

  if (placing.status === 'placed')
    return (
      <section aria-labelledby="new-order-title" className="mx-auto max-w-3xl">
        <h1 id="new-order-title" className="text-2xl font-extrabold tracking-tight text-brand-900">
          {t('admin.screenNewOrder')}
        </h1>
        <p className="mt-4 rounded-2xl bg-green-50 p-4 text-lg font-bold text-green-800 ring-1 ring-green-200">{placing.message}</p>
        <button type="button" onClick={another} className={`${primary} mt-4`} ref={(button) => button?.focus()}>
          {t('admin-new-order.another')}
        </button>
      </section>
    );

  return (
    <section aria-labelledby="new-order-title" className="mx-auto max-w-3xl space-y-4" onKeyDown={placeOnCtrlEnter}>
      <div>
        <h1 id="new-order-title" ref={topRef} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-brand-900">
          {t('admin.screenNewOrder')}
        </h1>
        <p className="mt-1 text-ink-muted">{t('admin-new-order.intro')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{t('admin-new-order.channelLegend')}</legend>
          <div className="mt-1 flex gap-2">
            {(['phone', 'counter'] as const).map((channel) => (
              <label
                key={channel}
                className="flex min-h-11 items-center gap-2 rounded-full px-3 ring-1 ring-stone-300 has-checked:bg-brand-50 has-checked:ring-brand-600"
              >
                <input
                  type="radio"
                  name={ids.channel}
                  checked={draft.channel === channel}
                  onChange={() => set({ channel })}
                  className="h-5 w-5 accent-brand-600"
                />
                {t(channel === 'phone' ? 'admin-new-order.channelPhone' : 'admin-new-order.channelCounter')}
              </label>
            ))}
          </div>
        </fieldset>
        {locations.length > 1 && (
          <LocationSelect
            label={t('admin-new-order.location')}
            value={location}
            locations={locations}
            onChange={(chosen) => setLocationId(chosen)}
          />
        )}
      </div>
      <CustomerFinder customer={draft.customer} onChange={(customer) => set({ customer })} onTake={takeCustomer} boxRef={customerBox} />
      <section aria-labelledby="new-order-dishes" className={section}>
        <h2 id="new-order-dishes" className="text-lg font-bold text-brand-900">
          {t('admin-new-order.dishesHeading')}
        </h2>
        <div className="mt-3">
          <DishFinder foods={setup.foods} money={(food) => money(priceCents(food))} onAdd={addDish} boxRef={dishBox} />
        </div>
        <DraftLines
          lines={draft.lines}
          money={money}
          onQuantity={(key, quantity) => setDraft((current) => ({ ...current, lines: setLineQuantity(current.lines, key, quantity) }))}
          onRemove={removeDish}
        />
      </section>
      <HandOverChoice
        types={types}
        handOver={handOver}
        address={draft.address}
        outlook={outlook}
        addressFormat={setup.addressFormat}
        onHandOver={(next) => set({ handOver: next })}
        onAddress={(address) => set({ address })}
      />
      <div className={section}>
        <label htmlFor={ids.notes} className="block text-sm font-semibold text-ink">
          {t('admin-new-order.notes')}
        </label>
        <textarea
          id={ids.notes}
          value={draft.notes}
          onChange={(event) => set({ notes: event.target.value })}
          rows={2}
          className="mt-1 block w-full rounded-lg border border-field bg-white px-3 py-2 text-base text-ink"
        />
      </div>
      <PaymentChoice payment={draft.payment} offered={setup.paymentMethods} kind={handOver.type} onChange={(payment) => set({ payment })} />
      <div className={section}>
        <label htmlFor={ids.accept} className="block text-sm font-semibold text-ink">
          {t('admin-new-order.acceptLegend')}
        </label>
        <select
          id={ids.accept}
          value={draft.acceptWithPrepMinutes === null ? '' : String(draft.acceptWithPrepMinutes)}
          onChange={(event) => set({ acceptWithPrepMinutes: event.target.value ? Number(event.target.value) : null })}
          className="mt-1 block min-h-11 rounded-lg border border-field bg-white px-3 text-base text-ink"
        >
          {PREP_CHOICES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {`${t('admin-new-order.acceptNow')} ${t('admin-new-order.prepOption', { minutes })}`}
            </option>
          ))}
          <option value="">{t('admin-new-order.acceptLater')}</option>
        </select>
      </div>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 rounded-2xl bg-white/95 p-4 shadow-lg ring-1 ring-brand-100">
        <p className="flex-1 text-lg font-bold text-ink">{t('admin-new-order.total', { total: money(totals.totalCents) })}</p>
        <button type="button" onClick={() => void place()} aria-disabled={placing.status === 'placing' || undefined} className={primary}>
          {placing.status === 'placing' ? t('admin-new-order.placing') : t('admin-new-order.place')}
        </button>
        {placing.status === 'refused' && (
          <p role="alert" className="basis-full font-medium text-chili-700">
            {placing.message}
          </p>
        )}
      </div>
    </section>
  );
}
