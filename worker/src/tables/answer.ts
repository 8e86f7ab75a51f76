import type { Table } from '../../../domain/contracts/tables.ts';
import { tableUrl } from '../../../domain/tables/table-url.ts';
import type { TableWithLocation } from './store.ts';

/** A table as the API answers it, its code's address on `origin`. */
export function toTableAnswer(row: TableWithLocation, origin: string): Table {
  return {
    id: row.id,
    name: row.name,
    seats: row.seats,
    locationId: row.locationId,
    ...(row.locationName === null ? {} : { locationName: row.locationName }),
    token: row.token,
    url: tableUrl(origin, row.token),
  };
}
