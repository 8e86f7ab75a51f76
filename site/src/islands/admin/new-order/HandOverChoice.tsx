import { useId } from 'react';
import { labelKey } from '../../../../../domain/address-labels.ts';
import { type AddressField, fieldsOf } from '../../../../../domain/address-rules.ts';
import type { FulfilmentType } from '../../../../../domain/fulfilment/settings.ts';
import { addDays, wallClockOfZonedIso } from '../../../../../domain/fulfilment/zoned-time.ts';
import { pageLanguage, t } from '../../../i18n/t.ts';
import type { ShopAddressFormat } from '../../cart/shop-settings.ts';
import type { OutlookState } from '../../checkout/fulfilment-outlook.ts';
import type { NewOrderDraft } from './new-order-draft.ts';
import { FIELD_CLASS } from './SearchBox.tsx';

const choice =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 ring-1 ring-stone-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600';

/** A time the API wrote in the shop's zone ('2026-01-16T18:00:00+01:00') on the page language's clock, as written there. */
function clock(iso: string, language: string): string {
  const [hour, minute] = wallClockOfZonedIso(iso).time.split(':').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hour, minute),
  );
}

/** The shop's day of a slot: today, tomorrow, or its weekday. */
function slotDay(iso: string, today: string, language: string): string {
  const { date } = wallClockOfZonedIso(iso);
  if (date === today) return t('checkout.today');
  if (date === addDays(today, 1)) return t('checkout.tomorrow');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

/**
 * How and when the order is handed over, in the checkout's words: delivery or pickup where the
 * location offers both, as soon as possible or one of its open slots, and for a delivery the
 * address in the shop's country's fields. The checkout's own fields stay in the checkout's chunk;
 * these are the counter's, one row each.
 */
export function HandOverChoice(props: {
  types: readonly FulfilmentType[];
  handOver: NewOrderDraft['handOver'];
  address: NewOrderDraft['address'];
  outlook: OutlookState;
  addressFormat: ShopAddressFormat;
  onHandOver: (handOver: NewOrderDraft['handOver']) => void;
  onAddress: (address: NewOrderDraft['address']) => void;
}) {
  const { types, handOver, address, outlook, addressFormat, onHandOver, onAddress } = props;
  const ids = { type: useId(), when: useId(), address: useId() };
  const language = pageLanguage();
  const ready = outlook.status === 'ready' ? outlook.outlook : null;
  const slots = ready?.slots.filter((slot) => slot.available) ?? [];
  const asap = ready?.asap;
  const fields = fieldsOf(addressFormat.addressFormat, addressFormat.countryCode);
  return (
    <section aria-labelledby={ids.type} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
      <h2 id={ids.type} className="text-lg font-bold text-brand-900">
        {t('checkout.handOverHeading', { types: types.length > 1 ? 'both' : (types[0] ?? 'delivery') })}
      </h2>
      {types.length > 1 && (
        <fieldset className="mt-2">
          <legend className="text-sm font-semibold text-ink">{t('checkout.howOrder')}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {types.map((type) => (
              <label key={type} className={choice}>
                <input
                  type="radio"
                  name={ids.type}
                  checked={handOver.type === type}
                  onChange={() => onHandOver({ type, when: 'asap', slot: '' })}
                  className="h-5 w-5 accent-brand-600"
                />
                {t('checkout.typeOption', { type })}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label htmlFor={ids.when} className="mt-3 block text-sm font-semibold text-ink">
        {t('checkout.when')}
      </label>
      <select
        id={ids.when}
        value={handOver.when === 'asap' ? '' : handOver.slot}
        onChange={(event) => {
          const slot = event.currentTarget.value;
          onHandOver({ ...handOver, when: slot ? 'later' : 'asap', slot });
        }}
        className="mt-1 block min-h-11 w-full rounded-lg border border-field bg-white px-3 text-base text-ink"
      >
        <option value="">
          {asap?.available && asap.earliest
            ? `${t('checkout.asap')} · ${t('checkout.readyAt', { time: clock(asap.earliest, language) })}`
            : asap
              ? `${t('checkout.asap')} · ${t('checkout.notAvailable')}`
              : t('checkout.asap')}
        </option>
        {slots.map((slot) => (
          <option key={slot.start} value={slot.start}>
            {t('checkout.slotOption', {
              day: slotDay(slot.start, ready?.today ?? '', language),
              time: t('checkout.slotRange', { start: clock(slot.start, language), end: clock(slot.end, language) }),
            })}
          </option>
        ))}
      </select>
      {handOver.type === 'delivery' && (
        <fieldset className="mt-3">
          <legend className="text-sm font-semibold text-ink">{t('address.heading')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {fields.map((spec) => {
              const label = t(labelKey(spec));
              const id = `${ids.address}-${spec.field}`;
              return (
                <div key={spec.field} className={spec.field === 'street' ? 'sm:col-span-2' : undefined}>
                  <label htmlFor={id} className="mt-1 block text-sm font-semibold text-ink">
                    {spec.required ? label : t('address.optional', { field: label })}
                  </label>
                  <input
                    id={id}
                    autoComplete="off"
                    value={address[spec.field as AddressField]}
                    onChange={(event) => onAddress({ ...address, [spec.field]: event.target.value })}
                    className={FIELD_CLASS}
                  />
                </div>
              );
            })}
          </div>
        </fieldset>
      )}
    </section>
  );
}
