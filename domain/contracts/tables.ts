import { z } from 'zod';
import { TableInput } from '../tables/table-form.ts';
import { dataAnswer, dataAnswerWithMessage } from './envelope.ts';
import { LocationQuery } from './locations.ts';

/**
 * The owner's tables (docs/product/tables.md): listed, added, changed, removed, and their QR
 * codes renewed. The bodies are the Tables form's own schema (domain/tables/table-form.ts); types
 * are derived, never written beside them.
 */

/** POST /api/tables and PUT /api/tables/{id}. */
export const TableBody = TableInput;
export type TableBody = z.input<typeof TableBody>;

export const TableAnswer = z
  .object({
    id: z.int().min(1),
    name: z.string().meta({ examples: ['Table 7'] }),
    seats: z.int().min(1),
    locationId: z.int().min(1),
    locationName: z.string().optional().describe("The location's name; left out when it has closed since"),
    token: z.string().describe('The secret the QR code carries; renewing it makes printed codes stop working'),
    url: z.url().describe("Where the table's QR code leads: /table/{token} on the shop's site"),
  })
  .meta({ id: 'Table' });
export type Table = z.infer<typeof TableAnswer>;

export const TablesAnswer = dataAnswer(z.array(TableAnswer));
export type TablesAnswer = z.infer<typeof TablesAnswer>;
export const TableChangedAnswer = dataAnswerWithMessage(TableAnswer);
export type TableChangedAnswer = z.infer<typeof TableChangedAnswer>;

/** GET /api/tables and its QR sheet: `?location=` keeps one location's tables. */
export const TablesQuery = LocationQuery;
