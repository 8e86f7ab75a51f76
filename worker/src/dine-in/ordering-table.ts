import type { DiningTableRow } from '../../../db/schema/index.ts';

/** The table an order is placed at, as the order needs it (found by its QR code: tables/find-table.ts). */
export type OrderingTable = Pick<DiningTableRow, 'id' | 'name' | 'locationId'>;
