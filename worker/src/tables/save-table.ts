import type { Database } from '../../../db/client.ts';
import { FIRST_LOCATION_ID } from '../../../db/schema/index.ts';
import { TABLE_MESSAGES, type TableForm } from '../../../domain/tables/table-form.ts';
import { newTableToken } from '../../../domain/tables/table-token.ts';
import { readLocation } from '../locations/read-locations.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { deleteTableWithoutOpenTab, insertTable, readTable, tableNameTaken, type TableWithLocation, updateTableRow } from './store.ts';

/** POST /api/tables: a new table with its own token, at the first location unless another is named. */
export async function createTable(db: Database, form: TableForm): Promise<Outcome<TableWithLocation>> {
  const locationId = form.locationId ?? FIRST_LOCATION_ID;
  const location = await readLocation(db, locationId);
  if (!location) return locationRefusal();
  if (await tableNameTaken(db, locationId, form.name)) return nameRefusal(form.name);
  const row = await insertTable(db, { locationId, name: form.name, seats: form.seats, token: newTableToken() });
  return done({ ...row, locationName: location.name });
}

/** PUT /api/tables/{id}: its name and seats; its location when one is named. The token stays. */
export async function updateTable(db: Database, id: number, form: TableForm): Promise<Outcome<TableWithLocation>> {
  const saved = await readTable(db, id);
  if (!saved) return refused('not_found', TABLE_MESSAGES.notFound);
  const locationId = form.locationId ?? saved.locationId;
  const location = await readLocation(db, locationId);
  if (!location) return locationRefusal();
  if (await tableNameTaken(db, locationId, form.name, id)) return nameRefusal(form.name);
  const row = await updateTableRow(db, id, { locationId, name: form.name, seats: form.seats });
  return row ? done({ ...row, locationName: location.name }) : refused('not_found', TABLE_MESSAGES.notFound);
}

/** POST /api/tables/{id}/token: a new token, so the codes printed with the old one find nothing. */
export async function renewTableToken(db: Database, id: number): Promise<Outcome<TableWithLocation>> {
  const saved = await readTable(db, id);
  if (!saved) return refused('not_found', TABLE_MESSAGES.notFound);
  const row = await updateTableRow(db, id, { token: newTableToken() });
  return row ? done({ ...row, locationName: saved.locationName }) : refused('not_found', TABLE_MESSAGES.notFound);
}

/**
 * DELETE /api/tables/{id}. Refused while its tab is open with orders on it: the team closes the
 * tab first. Its orders keep the table's name they copied.
 */
export async function removeTable(db: Database, id: number): Promise<Outcome<void>> {
  const saved = await readTable(db, id);
  if (!saved) return refused('not_found', TABLE_MESSAGES.notFound);
  if (!(await deleteTableWithoutOpenTab(db, id))) {
    return refused('conflict', TABLE_MESSAGES.tabOpen(saved.name), { code: 'table_tab_open' });
  }
  return done(undefined);
}

function locationRefusal() {
  return refused('invalid', TABLE_MESSAGES.locationClosed, { errors: { locationId: TABLE_MESSAGES.locationClosed } });
}

function nameRefusal(name: string) {
  const message = TABLE_MESSAGES.nameTaken(name);
  return refused('conflict', message, { code: 'table_name_taken', errors: { name: message } });
}
