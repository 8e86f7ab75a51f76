import type { ReactNode } from 'react';
import { FULFILMENT_LIMITS } from '../../../../domain/fulfilment/settings.ts';
import { currencySymbol } from '../../../../domain/currency.ts';
import { FieldError } from '../ui/FieldError.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { DateField, Group, invalid, NumberField, TextField, TimeField } from './FulfilmentFields.tsx';
import { copyDayToAll, type FulfilmentFormValues, type ZoneValues } from './fulfilment-form.ts';
import { pageLanguage, t } from '../../i18n/t.ts';
import { tElements } from './t-elements.tsx';

const srOnly = (children: ReactNode) => <span className="sr-only">{children}</span>;

/** The week's days in the page's language, Sunday first as the settings keep them (1 January 2023 was a Sunday). */
function weekdayNames(): string[] {
  const format = new Intl.DateTimeFormat(pageLanguage(), { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2023, 0, 1 + day)));
}

const input = 'mt-1 block w-full rounded-lg border border-field bg-white px-3 py-2 text-base text-ink aria-invalid:border-chili-700';
const small =
  'inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50';
const TIME_ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

interface Props {
  values: FulfilmentFormValues;
  change: (next: Partial<FulfilmentFormValues>) => void;
  /** The message beside the element of this id (fulfilment-form.ts, fieldIdOf), if any. */
  errorOf: (id: string) => string | undefined;
}

/**
 * The hand-over rules' fields, without their form: the time zone, opening periods per day (copy
 * one day to all), closures, the pause switch, which of delivery and pickup are offered with their
 * lead times, scheduled slots and delivery zones. The Settings screen edits the shop's with them
 * (FulfilmentSettingsForm.tsx) and the Locations screen each location's, inside its own form
 * (locations/LocationFormDialog.tsx): the two must never drift apart.
 */
export function FulfilmentRulesFields({ values, change, errorOf }: Props) {
  const setZone = (index: number, zone: Partial<ZoneValues>) =>
    change({ zones: values.zones.map((current, position) => (position === index ? { ...current, ...zone } : current)) });

  return (
    <>
      <div className="max-w-sm">
        <label htmlFor="fulfilment-timeZone" className="block text-sm font-semibold text-ink">
          {t('admin-settings.timeZone')}
        </label>
        {TIME_ZONES.length > 0 ? (
          <select
            id="fulfilment-timeZone"
            {...invalid('fulfilment-timeZone', errorOf)}
            value={values.timeZone}
            onChange={(event) => change({ timeZone: event.currentTarget.value })}
            className={input}
          >
            {[...new Set(['UTC', ...TIME_ZONES])].map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        ) : (
          <input
            id="fulfilment-timeZone"
            {...invalid('fulfilment-timeZone', errorOf)}
            value={values.timeZone}
            onChange={(event) => change({ timeZone: event.currentTarget.value })}
            className={input}
          />
        )}
        <FieldError id="fulfilment-timeZone-error" message={errorOf('fulfilment-timeZone')} />
      </div>

      <Group legend={t('admin-settings.openingHoursGroup')}>
        <WeekFields idPrefix="fulfilment-weekly" weekly={values.weekly} onChange={(weekly) => change({ weekly })} errorOf={errorOf} />
        <p className="mt-2 text-sm text-ink-muted">{t('admin-settings.overnightHint')}</p>
      </Group>

      <Group legend={t('admin-settings.closures')}>
        <ul className="grid gap-3">
          {values.closures.map((closure, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows keep no state of their own (controlled fields named by position), and a key by position keeps focus in place after a removal
            <li key={index} className="flex flex-wrap items-end gap-2">
              <DateField
                id={`closure-${index}-from`}
                error={errorOf(`closure-${index}-from`)}
                label={t('admin-settings.closureFrom', { position: index + 1 })}
                value={closure.from}
                onChange={(from) => change({ closures: values.closures.map((c, i) => (i === index ? { ...c, from } : c)) })}
              />
              <DateField
                id={`closure-${index}-to`}
                error={errorOf(`closure-${index}-to`)}
                label={t('admin-settings.closureTo', { position: index + 1 })}
                value={closure.to}
                onChange={(to) => change({ closures: values.closures.map((c, i) => (i === index ? { ...c, to } : c)) })}
              />
              <div className="min-w-48 flex-1">
                <label htmlFor={`closure-${index}-message`} className="block text-sm font-semibold text-ink">
                  {t('admin-settings.closureMessage', { position: index + 1 })}
                </label>
                <input
                  id={`closure-${index}-message`}
                  {...invalid(`closure-${index}-message`, errorOf)}
                  value={closure.message}
                  maxLength={120}
                  onChange={(event) => {
                    const message = event.currentTarget.value;
                    change({ closures: values.closures.map((c, i) => (i === index ? { ...c, message } : c)) });
                  }}
                  className={input}
                />
                <FieldError id={`closure-${index}-message-error`} message={errorOf(`closure-${index}-message`)} />
              </div>
              <button type="button" className={small} onClick={() => change({ closures: values.closures.filter((_, i) => i !== index) })}>
                {tElements('admin-settings.removeClosure', { position: index + 1 }, { sr: srOnly })}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${small} mt-3`}
          onClick={() => change({ closures: [...values.closures, { from: '', to: '', message: '' }] })}
        >
          {t('admin-settings.addClosure')}
        </button>
      </Group>

      <Group legend={t('admin-settings.pauseOrders')}>
        <CheckboxField label={t('admin-settings.pauseSoon')} checked={values.paused} onChange={(paused) => change({ paused })} />
        {values.paused && (
          <div className="mt-2 max-w-xs">
            <label htmlFor="fulfilment-pausedUntil" className="block text-sm font-semibold text-ink">
              {t('admin-settings.pauseUntil')}
            </label>
            <input
              id="fulfilment-pausedUntil"
              {...invalid('fulfilment-pausedUntil', errorOf)}
              type="datetime-local"
              value={values.pausedUntil}
              onChange={(event) => change({ pausedUntil: event.currentTarget.value })}
              className={input}
            />
            <FieldError id="fulfilment-pausedUntil-error" message={errorOf('fulfilment-pausedUntil')} />
          </div>
        )}
      </Group>

      <div className="grid gap-6 sm:grid-cols-2">
        {(['delivery', 'pickup'] as const).map((type) => (
          <Group key={type} legend={type === 'delivery' ? t('admin-settings.delivery') : t('admin-settings.pickup')}>
            <CheckboxField
              id={`fulfilment-${type}-enabled`}
              error={errorOf(`fulfilment-${type}-enabled`)}
              label={type === 'delivery' ? t('admin-settings.offerDelivery') : t('admin-settings.offerPickup')}
              checked={values[type].enabled}
              onChange={(enabled) => change({ [type]: { ...values[type], enabled } })}
            />
            <NumberField
              id={`fulfilment-${type}-lead`}
              error={errorOf(`fulfilment-${type}-lead`)}
              label={type === 'delivery' ? t('admin-settings.deliveryLead') : t('admin-settings.pickupLead')}
              value={values[type].leadMinutes}
              onChange={(leadMinutes) => change({ [type]: { ...values[type], leadMinutes } })}
            />
          </Group>
        ))}
      </div>

      <Group legend={t('admin-settings.dineIn')}>
        <CheckboxField
          id="fulfilment-dineIn-enabled"
          label={t('admin-settings.offerDineIn')}
          checked={values.dineIn.enabled}
          onChange={(enabled) => change({ dineIn: { ...values.dineIn, enabled } })}
        />
        {values.dineIn.enabled && (
          <>
            <CheckboxField
              id="fulfilment-dineIn-payAtEnd"
              label={t('admin-settings.dineInPayAtEnd')}
              checked={values.dineIn.payAtEnd}
              onChange={(payAtEnd) => change({ dineIn: { ...values.dineIn, payAtEnd } })}
            />
            <NumberField
              id="fulfilment-dineIn-lead"
              error={errorOf('fulfilment-dineIn-lead')}
              label={t('admin-settings.dineInLead')}
              value={values.dineIn.leadMinutes}
              onChange={(leadMinutes) => change({ dineIn: { ...values.dineIn, leadMinutes } })}
            />
            <CheckboxField
              id="fulfilment-dineIn-ownHours"
              label={t('admin-settings.dineInOwnHours')}
              checked={values.dineIn.ownHours}
              onChange={(ownHours) => change({ dineIn: { ...values.dineIn, ownHours } })}
            />
            {values.dineIn.ownHours && (
              <WeekFields
                idPrefix="fulfilment-dineIn-weekly"
                weekly={values.dineIn.weekly}
                onChange={(weekly) => change({ dineIn: { ...values.dineIn, weekly } })}
                errorOf={errorOf}
              />
            )}
          </>
        )}
      </Group>

      <Group legend={t('admin-settings.scheduled')}>
        <CheckboxField
          label={t('admin-settings.chooseTime')}
          checked={values.scheduling.enabled}
          onChange={(enabled) => change({ scheduling: { ...values.scheduling, enabled } })}
        />
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor="fulfilment-slotMinutes" className="block text-sm font-semibold text-ink">
              {t('admin-settings.slotLength')}
            </label>
            <select
              id="fulfilment-slotMinutes"
              {...invalid('fulfilment-slotMinutes', errorOf)}
              value={values.scheduling.slotMinutes}
              onChange={(event) => change({ scheduling: { ...values.scheduling, slotMinutes: event.currentTarget.value } })}
              className={input}
            >
              {FULFILMENT_LIMITS.slotMinutes.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {t('admin-settings.slotMinutes', { minutes })}
                </option>
              ))}
            </select>
            <FieldError id="fulfilment-slotMinutes-error" message={errorOf('fulfilment-slotMinutes')} />
          </div>
          <NumberField
            id="fulfilment-horizonDays"
            error={errorOf('fulfilment-horizonDays')}
            label={t('admin-settings.daysAhead')}
            value={values.scheduling.horizonDays}
            onChange={(horizonDays) => change({ scheduling: { ...values.scheduling, horizonDays } })}
          />
          <NumberField
            id="fulfilment-ordersPerSlot"
            error={errorOf('fulfilment-ordersPerSlot')}
            label={t('admin-settings.ordersPerSlot')}
            value={values.scheduling.ordersPerSlot}
            onChange={(ordersPerSlot) => change({ scheduling: { ...values.scheduling, ordersPerSlot } })}
          />
        </div>
      </Group>

      <Group legend={t('admin-settings.zones')}>
        <p className="text-sm text-ink-muted">{t('admin-settings.zonesHint')}</p>
        <ul className="mt-3 grid gap-4">
          {values.zones.map((zone, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows keep no state of their own (controlled fields named by position), and a key by position keeps focus in place after a removal
            <li key={index} className="grid gap-3 rounded-xl bg-cream p-3 sm:grid-cols-2">
              <TextField
                id={`zone-${index}-name`}
                error={errorOf(`zone-${index}-name`)}
                label={t('admin-settings.zoneName', { position: index + 1 })}
                value={zone.name}
                onChange={(name) => setZone(index, { name })}
              />
              <TextField
                id={`zone-${index}-postcodes`}
                error={errorOf(`zone-${index}-postcodes`)}
                label={t('admin-settings.zonePostcodes', { position: index + 1 })}
                value={zone.postcodes}
                onChange={(postcodes) => setZone(index, { postcodes })}
              />
              <NumberField
                id={`zone-${index}-fee`}
                error={errorOf(`zone-${index}-fee`)}
                label={t('admin-settings.zoneFee', { position: index + 1, symbol: currencySymbol() })}
                value={zone.fee}
                onChange={(fee) => setZone(index, { fee })}
                decimal
              />
              <NumberField
                id={`zone-${index}-minimum`}
                error={errorOf(`zone-${index}-minimum`)}
                label={t('admin-settings.zoneMinimum', { position: index + 1, symbol: currencySymbol() })}
                value={zone.minimumOrder}
                onChange={(minimumOrder) => setZone(index, { minimumOrder })}
                decimal
              />
              <NumberField
                id={`zone-${index}-free`}
                error={errorOf(`zone-${index}-free`)}
                label={t('admin-settings.zoneFreeAbove', { position: index + 1, symbol: currencySymbol() })}
                value={zone.freeAbove}
                onChange={(freeAbove) => setZone(index, { freeAbove })}
                decimal
              />
              <div className="flex items-end">
                <button type="button" className={small} onClick={() => change({ zones: values.zones.filter((_, i) => i !== index) })}>
                  {t('admin-settings.removeZone', { position: index + 1 })}
                </button>
              </div>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${small} mt-3`}
          onClick={() => change({ zones: [...values.zones, { name: '', postcodes: '', fee: '', minimumOrder: '', freeAbove: '' }] })}
        >
          {t('admin-settings.addZone')}
        </button>
      </Group>
    </>
  );
}

/** A week of opening periods, Sunday first: each day's periods, added, removed, or copied to every day. */
function WeekFields({
  idPrefix,
  weekly,
  onChange,
  errorOf,
}: {
  idPrefix: string;
  weekly: FulfilmentFormValues['weekly'];
  onChange: (weekly: FulfilmentFormValues['weekly']) => void;
  errorOf: (id: string) => string | undefined;
}) {
  const setDay = (day: number, periods: FulfilmentFormValues['weekly'][number]) =>
    onChange(weekly.map((current, index) => (index === day ? periods : current)));
  return (
    <ul className="grid gap-3">
      {weekdayNames().map((weekday, day) => (
        <li key={weekday} className="grid gap-2 sm:grid-cols-[7rem_1fr] sm:items-start">
          <span className="pt-2 font-semibold text-ink">{weekday}</span>
          <div className="grid gap-2">
            {weekly[day]!.length === 0 && <span className="pt-2 text-sm text-ink-muted">{t('admin-settings.closed')}</span>}
            {weekly[day]!.map((period, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows keep no state of their own (controlled fields named by position), and a key by position keeps focus in place after a removal
              <div key={index} className="flex flex-wrap items-end gap-2">
                <TimeField
                  label={t('admin-settings.dayOpens', { day: weekday })}
                  error={errorOf(`${idPrefix}-${day}`)}
                  describedBy={`${idPrefix}-${day}-error`}
                  value={period.open}
                  onChange={(open) =>
                    setDay(
                      day,
                      weekly[day]!.map((p, i) => (i === index ? { ...p, open } : p)),
                    )
                  }
                />
                <TimeField
                  label={t('admin-settings.dayCloses', { day: weekday })}
                  error={errorOf(`${idPrefix}-${day}`)}
                  describedBy={`${idPrefix}-${day}-error`}
                  value={period.close}
                  onChange={(close) =>
                    setDay(
                      day,
                      weekly[day]!.map((p, i) => (i === index ? { ...p, close } : p)),
                    )
                  }
                />
                <button
                  type="button"
                  className={small}
                  onClick={() =>
                    setDay(
                      day,
                      weekly[day]!.filter((_, i) => i !== index),
                    )
                  }
                >
                  {tElements('admin-settings.removePeriod', { day: weekday, position: index + 1 }, { sr: srOnly })}
                </button>
              </div>
            ))}
            <FieldError id={`${idPrefix}-${day}-error`} message={errorOf(`${idPrefix}-${day}`)} className="mt-0" />
            <div className="flex flex-wrap gap-2">
              {weekly[day]!.length < FULFILMENT_LIMITS.periodsPerDay && (
                <button type="button" className={small} onClick={() => setDay(day, [...weekly[day]!, { open: '10:00', close: '22:00' }])}>
                  {tElements('admin-settings.addHours', { day: weekday }, { sr: srOnly })}
                </button>
              )}
              <button type="button" className={small} onClick={() => onChange(copyDayToAll(weekly, day))}>
                {t('admin-settings.copyDay', { day: weekday })}
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
