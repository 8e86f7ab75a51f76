import { z } from 'zod';
import { FULFILMENT_TYPES } from './settings.ts';
import { NOTES_MAX_LENGTH } from '../constants.ts';
import type { MessageKey } from '../i18n/messages/index.ts';

/**
 * What an order says of how it is handed over: delivery or pickup, as soon as possible or at a
 * chosen slot, a phone number (required for delivery: the driver calls it) and notes for the
 * kitchen or driver. The checkout and POST /api/orders check them with these schemas.
 */

export { NOTES_MAX_LENGTH };
const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** Message keys (domain/i18n/messages/checkout-rules.ts, which writes in the same limits). */
export const ORDER_CHOICE_MESSAGES = {
  type: 'checkout-rules.typeMissing',
  slot: 'checkout-rules.slotMissing',
  phoneMissing: 'checkout-rules.phoneMissing',
  phoneInvalid: 'checkout-rules.phoneInvalid',
  notesTooLong: 'checkout-rules.notesTooLong',
  table: 'checkout-rules.tableMissing',
} as const satisfies Record<string, MessageKey>;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const DeliveryOrPickup = z.object({
  type: z.enum(FULFILMENT_TYPES, { error: ORDER_CHOICE_MESSAGES.type }),
  slot: z.preprocess(
    blankToUndefined,
    z.iso
      .datetime({ offset: true, error: ORDER_CHOICE_MESSAGES.slot })
      .transform((iso) => Date.parse(iso))
      .optional(),
  ),
});

/** Served at the table whose QR code the guest scanned: its token (docs/product/tables.md). */
const DineIn = z.object({
  type: z.literal('dine_in'),
  table: z.string({ error: ORDER_CHOICE_MESSAGES.table }).trim().min(1, ORDER_CHOICE_MESSAGES.table).max(100, ORDER_CHOICE_MESSAGES.table),
});

/**
 * `{ type, slot? }`: no slot means as soon as possible; the slot is its start (ISO 8601 with
 * offset). Or `{ type: 'dine_in', table }`, as soon as possible at that table.
 */
export const OrderFulfilment = z
  .discriminatedUnion('type', [DeliveryOrPickup, DineIn], { error: ORDER_CHOICE_MESSAGES.type })
  .transform((choice) =>
    choice.type === 'dine_in'
      ? { type: choice.type, table: choice.table, slotStart: undefined }
      : { type: choice.type, slotStart: choice.slot },
  );
export type OrderFulfilment = z.output<typeof OrderFulfilment>;

/** A phone number as people write it: digits with spaces, dashes, dots, brackets and a leading +. */
/** Digits with the usual separators, an optional leading +. */
export const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

export const Phone = z.preprocess(
  blankToUndefined,
  z
    .string({ error: ORDER_CHOICE_MESSAGES.phoneInvalid })
    .trim()
    .max(30, ORDER_CHOICE_MESSAGES.phoneInvalid)
    .refine((phone) => PHONE_PATTERN.test(phone), ORDER_CHOICE_MESSAGES.phoneInvalid)
    .refine((phone) => {
      const digits = phone.replace(/\D/g, '').length;
      return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
    }, ORDER_CHOICE_MESSAGES.phoneInvalid)
    .optional(),
);

export const Notes = z
  .string({ error: ORDER_CHOICE_MESSAGES.notesTooLong })
  .trim()
  .max(NOTES_MAX_LENGTH, ORDER_CHOICE_MESSAGES.notesTooLong)
  .nullish()
  .transform((notes) => notes ?? '');
