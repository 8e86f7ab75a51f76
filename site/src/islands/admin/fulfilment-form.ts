import type { z } from 'zod';
import type { ShopFulfilment } from '../cart/shop-settings.ts';
import { amountText } from '../../../../domain/currency.ts';
import { FulfilmentSettingsInput } from '../../../../domain/fulfilment/settings.ts';
import { fieldErrors } from '../../../../domain/validation.ts';
import { WEEKDAY_NAMES } from '../../../../domain/fulfilment/weekly-hours-check.ts';

/**
 * The hand-over rules' form (the Settings screen's "Hours, delivery and pickup", and each
 * location's on the Locations screen): its fields as text, as people type them, and the
 * `fulfilment` of PUT /api/settings or of POST/PUT /api/locations made from them. The shared
 * schema (FulfilmentSettingsInput) checks that body, in the browser and on the server.
 */

export const WEEKDAYS = WEEKDAY_NAMES;

export interface PeriodValues {
  open: string;
  close: string;
}
export interface ClosureValues {
  from: string;
  to: string;
  message: string;
}
export interface ZoneValues {
  id?: string;
  name: string;
  /** Comma- or line-separated postcodes and prefixes. */
  postcodes: string;
  fee: string;
  minimumOrder: string;
  /** Blank: never free. */
  freeAbove: string;
}
export interface FulfilmentFormValues {
  timeZone: string;
  weekly: PeriodValues[][];
  closures: ClosureValues[];
  paused: boolean;
  /** A datetime-local value in the browser's clock; blank: until switched off. */
  pausedUntil: string;
  delivery: { enabled: boolean; leadMinutes: string };
  pickup: { enabled: boolean; leadMinutes: string };
  scheduling: { enabled: boolean; slotMinutes: string; horizonDays: string; ordersPerSlot: string };
  zones: ZoneValues[];
  /** Tables ordering from their QR code; `weekly` is used when `ownHours` (else the opening hours). */
  dineIn: { enabled: boolean; payAtEnd: boolean; leadMinutes: string; ownHours: boolean; weekly: PeriodValues[][] };
}

const money = (dollars: number) => amountText(dollars);

/** '2026-11-24T18:00' in the browser's clock, as a datetime-local input shows an instant. */
function localInputValue(iso: string): string {
  const date = new Date(iso);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function formValuesOf(settings: ShopFulfilment): FulfilmentFormValues {
  return {
    timeZone: settings.timeZone,
    weekly: settings.weekly.map((day) => day.map((period) => ({ ...period }))),
    closures: settings.closures.map((closure) => ({ ...closure })),
    paused: settings.pause.paused,
    pausedUntil: settings.pause.until ? localInputValue(settings.pause.until) : '',
    delivery: { enabled: settings.delivery.enabled, leadMinutes: String(settings.delivery.leadMinutes) },
    pickup: { enabled: settings.pickup.enabled, leadMinutes: String(settings.pickup.leadMinutes) },
    scheduling: {
      enabled: settings.scheduling.enabled,
      slotMinutes: String(settings.scheduling.slotMinutes),
      horizonDays: String(settings.scheduling.horizonDays),
      ordersPerSlot: String(settings.scheduling.ordersPerSlot),
    },
    zones: settings.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      postcodes: zone.postcodes.join(', '),
      fee: money(zone.fee),
      minimumOrder: money(zone.minimumOrder),
      freeAbove: zone.freeAbove === null ? '' : money(zone.freeAbove),
    })),
    dineIn: {
      enabled: settings.dineIn.enabled,
      payAtEnd: settings.dineIn.payAtEnd,
      leadMinutes: String(settings.dineIn.leadMinutes),
      ownHours: settings.dineIn.weekly !== null,
      // Starting from the opening hours when the owner gives dine-in its own.
      weekly: (settings.dineIn.weekly ?? settings.weekly).map((day) => day.map((period) => ({ ...period }))),
    },
  };
}

/** Numbers go as typed: the schema reads them in the shop's locale and names the field when it cannot (domain/number-input.ts). */
const number = (text: string): string => text;

/** The form → the body of `fulfilment`, for FulfilmentSettingsInput to check. */
export function fulfilmentBodyOf(values: FulfilmentFormValues) {
  return {
    timeZone: values.timeZone,
    weekly: values.weekly,
    closures: values.closures,
    pause: { paused: values.paused, until: values.paused && values.pausedUntil ? new Date(values.pausedUntil).toISOString() : null },
    delivery: { enabled: values.delivery.enabled, leadMinutes: number(values.delivery.leadMinutes) },
    pickup: { enabled: values.pickup.enabled, leadMinutes: number(values.pickup.leadMinutes) },
    scheduling: {
      enabled: values.scheduling.enabled,
      slotMinutes: number(values.scheduling.slotMinutes),
      horizonDays: number(values.scheduling.horizonDays),
      ordersPerSlot: number(values.scheduling.ordersPerSlot),
    },
    zones: values.zones.map((zone) => ({
      ...(zone.id ? { id: zone.id } : {}),
      name: zone.name,
      postcodes: zone.postcodes.split(/[,\n]/).map((code) => code.trim()),
      fee: number(zone.fee),
      minimumOrder: zone.minimumOrder.trim() === '' ? 0 : number(zone.minimumOrder),
      freeAbove: zone.freeAbove.trim() === '' ? null : number(zone.freeAbove),
    })),
    dineIn: {
      enabled: values.dineIn.enabled,
      payAtEnd: values.dineIn.payAtEnd,
      leadMinutes: number(values.dineIn.leadMinutes),
      weekly: values.dineIn.ownHours ? values.dineIn.weekly : null,
    },
  };
}

/** What PUT /api/settings and POST/PUT /api/locations take as `fulfilment`. */
export type FulfilmentBody = z.input<typeof FulfilmentSettingsInput>;

/**
 * The form checked with the shared schema: the body to send, or each message at its element's
 * id. The body keeps the form's text where the API reads text, and carries the schema's numbers
 * (read the shop's way: "2,50" in it-IT) as JSON numbers.
 */
export function checkFulfilment(
  values: FulfilmentFormValues,
): { ok: true; body: FulfilmentBody } | { ok: false; errors: Record<string, string> } {
  const body = fulfilmentBodyOf(values);
  const parsed = FulfilmentSettingsInput.safeParse(body);
  if (!parsed.success) return { ok: false, errors: errorsById(fieldErrors(parsed.error)) };
  const { delivery, pickup, scheduling, zones, dineIn } = parsed.data;
  // The body just passed the schema, so it is one the API takes.
  return { ok: true, body: { ...(body as FulfilmentBody), delivery, pickup, scheduling, zones, dineIn } };
}

/** Every day gets a copy of `day`'s periods (the owner's "same hours every day"). */
export function copyDayToAll(weekly: readonly PeriodValues[][], day: number): PeriodValues[][] {
  return weekly.map(() => (weekly[day] ?? []).map((period) => ({ ...period })));
}

/**
 * The element a message of FulfilmentSettingsInput (its path, as `fieldErrors` writes it, or as
 * the server's 400 names it under `fulfilment.`) belongs beside: a zone's fee, a lead time, or
 * a day of the hours (one message for the day's periods).
 */
export function fieldIdOf(path: string): string {
  const parts = path.replace(/^fulfilment\./, '').split('.');
  const [head, index, field] = parts;
  switch (head) {
    case 'weekly':
      return index === undefined ? 'fulfilment-weekly' : `fulfilment-weekly-${index}`;
    case 'closures':
      return index === undefined ? 'fulfilment-closures' : `closure-${index}-${field ?? 'from'}`;
    case 'pause':
      return 'fulfilment-pausedUntil';
    case 'delivery':
    case 'pickup':
      return index === 'leadMinutes' ? `fulfilment-${head}-lead` : `fulfilment-${head}-enabled`;
    case 'scheduling':
      return `fulfilment-${index ?? 'scheduling'}`;
    case 'zones': {
      const names: Record<string, string> = { minimumOrder: 'minimum', freeAbove: 'free' };
      return index === undefined ? 'fulfilment-zones' : `zone-${index}-${names[field ?? ''] ?? field ?? 'name'}`;
    }
    case 'timeZone':
      return 'fulfilment-timeZone';
    case 'dineIn':
      if (index === 'weekly') return field === undefined ? 'fulfilment-dineIn-weekly-0' : `fulfilment-dineIn-weekly-${field}`;
      return index === 'leadMinutes' ? 'fulfilment-dineIn-lead' : 'fulfilment-dineIn-enabled';
    default:
      return 'fulfilment-form';
  }
}

/** Each message at its element's id (the first for an element), from paths as `fieldErrors` gives them. */
export function errorsById(errors: Record<string, string>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const id = fieldIdOf(path);
    found[id] ??= message;
  }
  return found;
}
