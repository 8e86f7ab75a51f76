import { atom } from 'nanostores';
import type { Table } from '../../../../../domain/contracts/tables.ts';
import type { TableForm } from '../../../../../domain/tables/table-form.ts';
import { apiUrl, ApiError, callApi, failureMessage, fieldMessages } from '../../../lib/api.ts';
import { toast } from '../../../stores/toasts.ts';
import { t } from '../../../i18n/t.ts';
import type { ListLoad } from '../AdminListTable.tsx';

/**
 * The Tables screen (GET/POST/PUT/DELETE /api/tables, POST /api/tables/{id}/token): the list,
 * which location it shows (null: all), and which dialog is open on which table.
 */
export type TableList = ListLoad & { tables: readonly Table[] };

export const $tables = atom<TableList>({ status: 'loading', tables: [] });
export const $tableLocation = atom<number | null>(null);

export type TableDialog =
  | { kind: 'closed' }
  | { kind: 'add' }
  | { kind: 'edit'; table: Table }
  | { kind: 'renew'; table: Table }
  | { kind: 'remove'; table: Table };

export const $tableDialog = atom<TableDialog>({ kind: 'closed' });

export type SaveResult = { ok: true } | { ok: false; errors: Record<string, string> };

export async function loadTables(): Promise<void> {
  const { tables } = $tables.get();
  $tables.set({ status: 'loading', tables });
  const location = $tableLocation.get();
  try {
    const answer = await callApi('GET', '/api/tables', { query: location === null ? {} : { location: String(location) } });
    $tables.set({ status: 'ready', tables: answer.data });
  } catch (error) {
    const message = failureMessage(error, t('admin-tables.loadFailed'));
    $tables.set({ status: 'error', tables, message });
    toast.error(message);
  }
}

export function showLocation(location: number | null): Promise<void> {
  $tableLocation.set(location);
  return loadTables();
}

/** The printable sheet of the tables shown: a location's, or every table's. */
export function qrSheetUrl(location: number | null): string {
  return apiUrl('/api/tables/qr.pdf', {}, { location });
}

/** One table's code; its token in the address, so a renewed code is fetched afresh, never the old one from the cache. */
export function qrCodeUrl(table: Table): string {
  return apiUrl('/api/tables/:id/qr.svg', { id: String(table.id) }, { v: table.token });
}

export const openAddTable = () => $tableDialog.set({ kind: 'add' });
export const openEditTable = (table: Table) => $tableDialog.set({ kind: 'edit', table });
export const openRenewCode = (table: Table) => $tableDialog.set({ kind: 'renew', table });
export const openRemoveTable = (table: Table) => $tableDialog.set({ kind: 'remove', table });
export const closeTableDialog = () => $tableDialog.set({ kind: 'closed' });

/** Adds (`id` null) or changes a table; on success the dialog closes and the list reloads. */
export async function saveTable(id: number | null, body: TableForm): Promise<SaveResult> {
  try {
    const answer =
      id === null
        ? await callApi('POST', '/api/tables', { json: body })
        : await callApi('PUT', '/api/tables/:id', { param: { id: String(id) }, json: body });
    toast.success(answer.message);
  } catch (error) {
    const message = failureMessage(error, t('admin-tables.saveFailed'));
    toast.error(message);
    // A conflict is a name the location has already: said at the name.
    const conflict = error instanceof ApiError && error.status === 409;
    return { ok: false, errors: conflict ? { name: message } : fieldMessages(error) };
  }
  closeTableDialog();
  await loadTables();
  return { ok: true };
}

/** Runs a change on one table; the server's refusal is returned for its dialog to say. */
async function changeTable(change: () => Promise<string>, fallback: string): Promise<string | null> {
  try {
    toast.success(await change());
  } catch (error) {
    const message = failureMessage(error, fallback);
    toast.error(message);
    return message;
  }
  closeTableDialog();
  await loadTables();
  return null;
}

/** A new code for the table: the printed one stops working. */
export function renewCode(table: Table): Promise<string | null> {
  return changeTable(
    async () => (await callApi('POST', '/api/tables/:id/token', { param: { id: String(table.id) } })).message,
    t('admin-tables.renewFailed'),
  );
}

/** Removes the table; refused while its tab is open, which the dialog says. */
export function removeTable(table: Table): Promise<string | null> {
  return changeTable(async () => {
    await callApi('DELETE', '/api/tables/:id', { param: { id: String(table.id) } });
    return t('admin-tables.removed');
  }, t('admin-tables.removeFailed'));
}
