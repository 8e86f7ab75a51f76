import { Spinner } from '../menu/Spinner.tsx';
import { AdminTable, type AdminTableProps } from './AdminTable.tsx';
import { LoadFailed } from './LoadFailed.tsx';

/** Where an admin list's load stands, as its store keeps it (the rows it has stay while it reloads). */
export type ListLoad = { status: 'loading' | 'ready' } | { status: 'error'; message: string };

/**
 * An admin list as its load stands: a spinner until the first answer, the failure and a retry if
 * that never came, else the table (marked busy while it reloads, its rows kept).
 */
export function AdminListTable({ load, onRetry, ...table }: Omit<AdminTableProps, 'busy'> & { load: ListLoad; onRetry: () => void }) {
  if (table.rows.length === 0 && load.status === 'loading') return <Spinner />;
  if (table.rows.length === 0 && load.status === 'error') return <LoadFailed message={load.message} onRetry={onRetry} />;
  return <AdminTable {...table} busy={load.status === 'loading'} />;
}
