import { z } from 'zod';
import type { MessageKey } from '../i18n/messages/index.ts';
import { messageWithValues } from '../i18n/message-with-values.ts';
import { LocationId } from '../locations/location-form.ts';
import { numberInput } from '../number-input.ts';
import { isSingleLine } from '../single-line.ts';

/**
 * A table as the owner sets it on the Tables screen and POST/PUT /api/tables take it
 * (docs/product/tables.md): its name, its seats and the location it stands in. The browser checks
 * with this as the owner types; the server checks again as the truth.
 */

export const TABLE_NAME_MAX_LENGTH = 40;
export const TABLE_SEATS_MAX = 50;

export const TABLE_MESSAGES = {
  nameRequired: 'answers-tables.nameRequired',
  nameTooLong: 'answers-tables.nameTooLong',
  nameOneLine: 'answers-tables.nameOneLine',
  seats: 'answers-tables.seats',
  added: 'answers-tables.added',
  saved: 'answers-tables.saved',
  renewed: 'answers-tables.renewed',
  notFound: 'answers-tables.notFound',
  locationClosed: 'answers-tables.locationClosed',
  scanToOrder: 'answers-tables.scanToOrder',
  /** A name is unique within its location: two "Table 7"s would take each other's orders. */
  nameTaken: (name: string) => messageWithValues('answers-tables.nameTaken', { name }),
  /** Removing a table with an open tab would strand what its guests still owe. */
  tabOpen: (name: string) => messageWithValues('answers-tables.tabOpen', { name }),
} as const satisfies Record<string, MessageKey | ((name: string) => string)>;

/** Seats as the form types them, read in the page's locale as every number field is; JSON numbers pass as they are. */
const Seats = numberInput(
  z
    .number({ error: TABLE_MESSAGES.seats })
    .int(TABLE_MESSAGES.seats)
    .min(1, TABLE_MESSAGES.seats)
    .max(TABLE_SEATS_MAX, TABLE_MESSAGES.seats),
);

export const TableInput = z.object({
  name: z
    .string({ error: TABLE_MESSAGES.nameRequired })
    .trim()
    .min(1, TABLE_MESSAGES.nameRequired)
    .max(TABLE_NAME_MAX_LENGTH, TABLE_MESSAGES.nameTooLong)
    .refine(isSingleLine, TABLE_MESSAGES.nameOneLine),
  seats: Seats,
  /** Where the table stands; left out: the shop's first location on a new table, its own on a change. */
  locationId: LocationId.optional(),
});
export type TableForm = z.output<typeof TableInput>;

/** The Tables form's fields, in the order a person fixes them. */
export const TABLE_FORM_FIELDS = ['name', 'seats'] as const;
export type TableFormField = (typeof TABLE_FORM_FIELDS)[number];
