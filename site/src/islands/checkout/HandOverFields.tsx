import { useMemo } from 'react';
import type { FulfilmentType } from '../../../../domain/fulfilment/settings.ts';
import type { HandOverValues } from './checkout-form.ts';
import { FieldGroupError, invalidProps, sectionClass, sectionHeadingClass } from './FieldGroupError.tsx';
import type { OutlookState } from './fulfilment-outlook.ts';
import { pageLanguage, t, tText } from '../../i18n/t.ts';
import { slotClock, slotDays } from './hand-over.ts';

const ERROR_ID = 'checkout-handover-error';
const choiceClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-4 py-2.5 font-semibold text-ink ring-1 ring-stone-300 hover:bg-brand-50 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-disabled:cursor-not-allowed has-disabled:opacity-70';

interface Props {
  types: readonly FulfilmentType[];
  values: HandOverValues;
  outlook: OutlookState;
  /** Whether the shop lets customers choose a time. */
  scheduling: boolean;
  onChange(values: HandOverValues): void;
  error: string | undefined;
}

/**
 * Delivery or pickup, then when: as soon as possible (with the time it would be ready) or a time
 * chosen from the shop's open slots, grouped by day. What the shop says now (closed, paused)
 * comes first; full slots are not offered. The server decides again when the order is placed.
 */
export function HandOverFields({ types, values, outlook, scheduling, onChange, error }: Props) {
  const ready = outlook.status === 'ready' ? outlook.outlook : null;
  const asap = ready?.asap;
  // Hundreds of slots: grouped again when the outlook changes, not on every keystroke.
  const days = useMemo(
    () =>
      ready ? slotDays(ready.slots, ready.today, pageLanguage(), { today: t('checkout.today'), tomorrow: t('checkout.tomorrow') }) : [],
    [ready],
  );
  const canSchedule = scheduling && days.length > 0;
  const set = (change: Partial<HandOverValues>) => onChange({ ...values, ...change });

  return (
    <section aria-labelledby="checkout-handover-heading" className={sectionClass}>
      <h2 id="checkout-handover-heading" className={sectionHeadingClass}>
        {t('checkout.handOverHeading', { types: types.length > 1 ? 'both' : (types[0] ?? 'delivery') })}
      </h2>
      {types.length > 1 && (
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-ink">{t('checkout.howOrder')}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {types.map((type) => (
              <label key={type} className={choiceClass}>
                <input
                  type="radio"
                  name="fulfilmentType"
                  value={type}
                  checked={values.type === type}
                  onChange={() => set({ type, slot: '' })}
                  className="h-5 w-5 shrink-0 accent-brand-600"
                />
                {t('checkout.typeOption', { type })}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {values.type === 'pickup' && <p className="mt-3 text-sm text-ink-muted">{t('checkout.pickupNote')}</p>}
      {ready?.message && (
        <p role="status" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm font-semibold text-ink ring-1 ring-amber-300">
          {tText(ready.message)}
        </p>
      )}
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-ink">{t('checkout.when')}</legend>
        <div className="mt-2 grid gap-3">
          <label className={choiceClass}>
            <input
              type="radio"
              name="fulfilmentWhen"
              value="asap"
              checked={values.when === 'asap'}
              disabled={asap ? !asap.available : false}
              onChange={() => set({ when: 'asap' })}
              className="h-5 w-5 shrink-0 accent-brand-600"
            />
            <span>
              {t('checkout.asap')}
              <span className="block text-sm font-normal text-ink-muted">
                {outlook.status === 'loading'
                  ? t('checkout.checkingKitchen')
                  : asap?.available && asap.earliest && ready
                    ? t('checkout.readyAt', { time: slotClock(asap.earliest, pageLanguage()) })
                    : asap
                      ? t('checkout.notAvailable')
                      : t('checkout.shopConfirms')}
              </span>
            </span>
          </label>
          {canSchedule && (
            <label className={choiceClass}>
              <input
                type="radio"
                name="fulfilmentWhen"
                value="later"
                checked={values.when === 'later'}
                onChange={() => set({ when: 'later' })}
                className="h-5 w-5 shrink-0 accent-brand-600"
              />
              {t('checkout.chooseTime')}
            </label>
          )}
        </div>
      </fieldset>
      {canSchedule && values.when === 'later' && (
        <div className="mt-4">
          <label htmlFor="checkout-slot" className="block text-sm font-semibold text-ink">
            {t('checkout.slotLabel', { type: values.type })}
          </label>
          <select
            id="checkout-slot"
            value={values.slot}
            onChange={(event) => set({ slot: event.currentTarget.value })}
            {...invalidProps(Boolean(error) && !values.slot, ERROR_ID)}
            className="mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-chili-700"
          >
            <option value="">{t('checkout.chooseTime')}</option>
            {days.map((day) => (
              <optgroup key={day.label} label={day.label}>
                {day.slots.map((slot) => (
                  <option key={slot.value} value={slot.value}>
                    {t('checkout.slotOption', { day: day.label, time: t('checkout.slotRange', { start: slot.start, end: slot.end }) })}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
      <FieldGroupError id={ERROR_ID} message={error} />
    </section>
  );
}
