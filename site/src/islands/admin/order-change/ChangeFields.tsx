import { type KeyboardEvent, type RefObject, useId } from 'react';
import { addLine, type CartLine, cartLineKey, removeLine, setLineQuantity } from '../../../../../domain/cart.ts';
import { amountInCents, priceCents } from '../../../../../domain/contracts/amounts.ts';
import type { Food, FoodOption } from '../../../../../domain/food.ts';
import { FULFILMENT_TYPES } from '../../../../../domain/fulfilment/settings.ts';
import { formatMoney } from '../../../../../domain/money.ts';
import type { Order } from '../../../../../domain/order.ts';
import { CHANGE_REASON_MAX_LENGTH } from '../../../../../domain/order-change/change-rules.ts';
import { cartTotals } from '../../../../../domain/pricing.ts';
import { announce } from '../../../lib/announce.ts';
import { t } from '../../../i18n/t.ts';
import { DishFinder } from '../new-order/DishFinder.tsx';
import { HandOverChoice } from '../new-order/HandOverChoice.tsx';
import type { NewOrderSetup } from '../new-order/new-order-setup.ts';
import { FIELD_CLASS } from '../new-order/SearchBox.tsx';
import { useHandOverOutlook } from '../new-order/use-hand-over-outlook.ts';
import { ChangeLines } from './ChangeLines.tsx';
import { ChangeMoney } from './ChangeMoney.tsx';
import type { ChangeDraft } from './change-draft.ts';
import { settlementOf } from './settlement-preview.ts';

const section = 'rounded-2xl bg-white p-4 ring-1 ring-brand-100';
const fieldError = 'mt-1 text-sm font-semibold text-chili-700';

/**
 * The Change order dialog's fields: the lines and the dish box, the hand-over (not for a table's
 * order), notes and reason, each with the server's word on it (`fieldProblem`), and below them the
 * new total and what happens to the money.
 */
export function ChangeFields(props: {
  order: Order;
  setup: NewOrderSetup;
  draft: ChangeDraft;
  dishBox: RefObject<HTMLInputElement | null>;
  ids: { notes: string; lines: string; handOver: string };
  onChange: (next: Partial<ChangeDraft>) => void;
  onHandOverTouched: () => void;
  fieldProblem: (prefix: string) => string | undefined;
}) {
  const { order, setup, draft, dishBox, ids, onChange, onHandOverTouched, fieldProblem } = props;
  const reasonId = useId();
  const money = (cents: number) => formatMoney(cents);
  const delivery = draft.handOver?.type === 'delivery';
  // The order's own fee while it stays a delivery; the shop's flat fee stands in for a new one.
  const feeCents = !delivery ? 0 : order.fulfilment.type === 'delivery' ? amountInCents(order.deliveryFee) : setup.flatFeeCents;
  const totals = cartTotals(draft.lines, feeCents, order.discountPercent, {
    tax: { mode: order.taxMode, deliveryRate: setup.tax.deliveryRate },
    tipCents: amountInCents(order.tip),
  });
  const beforeCents = amountInCents(order.totalAmount);
  const settlement = settlementOf(order, totals.totalCents);

  const addDish = (food: Food, options: FoodOption[], quantity: number) =>
    onChange({ lines: addLine(draft.lines, food, options, quantity) });
  const removeDish = (line: CartLine) => {
    onChange({ lines: removeLine(draft.lines, cartLineKey(line)) });
    announce(t('admin-order-change.removed', { dish: line.name }));
  };
  // Enter in the dish box adds a dish; with nothing found it must not save the change.
  const keepEnterInBox = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.getAttribute('role') === 'combobox')
      event.preventDefault();
  };
  const linesProblem = fieldProblem('products');
  const handOverProblem = fieldProblem('fulfilment') ?? fieldProblem('deliveryAddress');
  const notesProblem = fieldProblem('notes');
  const reasonProblemText = fieldProblem('reason');

  return (
    <>
      {/* The fields scroll; the money stays in sight above the buttons. Padded so focus rings are not cut. */}
      <div className="-mx-1 flex max-h-[55vh] flex-col gap-3 overflow-y-auto p-1">
        <section aria-labelledby={ids.lines} className={section}>
          <h3 id={ids.lines} className="text-lg font-bold text-brand-900">
            {t('admin-order-change.linesHeading')}
          </h3>
          <ChangeLines
            lines={draft.lines}
            money={money}
            onQuantity={(key, quantity) => onChange({ lines: setLineQuantity(draft.lines, key, quantity) })}
            onRemove={removeDish}
            problem={linesProblem}
            problemId={`${ids.lines}-problem`}
          />
          {/* biome-ignore lint/a11y/noStaticElementInteractions: only keeps Enter from the dish box's own list from saving */}
          <div className="mt-3" onKeyDown={keepEnterInBox}>
            <DishFinder foods={setup.foods} money={(food) => money(priceCents(food))} onAdd={addDish} boxRef={dishBox} />
          </div>
        </section>
        {/* A table's order is served at its table: only its dishes and notes change. */}
        {draft.handOver && (
          <ChangeHandOver
            order={order}
            setup={setup}
            handOver={draft.handOver}
            address={draft.address}
            onChange={(next) => {
              onHandOverTouched();
              onChange(next);
            }}
          />
        )}
        {handOverProblem && (
          <p id={ids.handOver} className={fieldError}>
            {handOverProblem}
          </p>
        )}
        <div className={section}>
          <label htmlFor={ids.notes} className="block text-sm font-semibold text-ink">
            {t('admin-order-change.notes')}
          </label>
          <textarea
            id={ids.notes}
            value={draft.notes}
            onChange={(event) => onChange({ notes: event.target.value })}
            rows={2}
            aria-invalid={notesProblem ? true : undefined}
            aria-describedby={notesProblem ? `${ids.notes}-problem` : undefined}
            className="mt-1 block w-full rounded-lg border border-field bg-white px-3 py-2 text-base text-ink"
          />
          {notesProblem && (
            <p id={`${ids.notes}-problem`} className={fieldError}>
              {notesProblem}
            </p>
          )}
        </div>
        <div className={section}>
          <label htmlFor={reasonId} className="block text-sm font-semibold text-ink">
            {t('admin-order-change.reason')}
          </label>
          <input
            id={reasonId}
            required
            maxLength={CHANGE_REASON_MAX_LENGTH}
            value={draft.reason}
            onChange={(event) => onChange({ reason: event.target.value })}
            aria-invalid={reasonProblemText ? true : undefined}
            aria-describedby={`${reasonId}-hint${reasonProblemText ? ` ${reasonId}-problem` : ''}`}
            className={FIELD_CLASS}
          />
          <p id={`${reasonId}-hint`} className="mt-1 text-sm text-ink-muted">
            {t('admin-order-change.reasonHint')}
          </p>
          {reasonProblemText && (
            <p id={`${reasonId}-problem`} className={fieldError}>
              {reasonProblemText}
            </p>
          )}
        </div>
      </div>
      <ChangeMoney beforeCents={beforeCents} afterCents={totals.totalCents} settlement={settlement} money={money} />
    </>
  );
}

/** How and when the order is handed over, as New order asks it, from the location's ways and open slots. */
function ChangeHandOver(props: {
  order: Order;
  setup: NewOrderSetup;
  handOver: NonNullable<ChangeDraft['handOver']>;
  address: ChangeDraft['address'];
  onChange: (next: Partial<ChangeDraft>) => void;
}) {
  const { order, setup, handOver, address, onChange } = props;
  const outlook = useHandOverOutlook(handOver.type, order.locationId);
  // The ways the location offers now, and the order's own even if it no longer does.
  const types = FULFILMENT_TYPES.filter((type) => setup.fulfilment[type].enabled || type === order.fulfilment.type);
  // The order's slot as the location's outlook writes it, so the list shows it chosen.
  const slots = outlook.status === 'ready' ? outlook.outlook.slots : [];
  const slot = slots.find((each) => Date.parse(each.start) === Date.parse(handOver.slot))?.start ?? handOver.slot;
  return (
    <HandOverChoice
      types={types}
      handOver={{ ...handOver, slot }}
      address={address}
      outlook={outlook}
      addressFormat={setup.addressFormat}
      onHandOver={(next) => onChange({ handOver: next })}
      onAddress={(next) => onChange({ address: next })}
    />
  );
}
