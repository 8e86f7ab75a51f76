import type { Table } from '../../../../../domain/contracts/tables.ts';
import { AdminDialog } from '../AdminDialog.tsx';
import { useRefusableChange } from '../use-refusable-change.ts';
import { closeTableDialog, removeTable, renewCode } from './tables-store.ts';
import { t } from '../../../i18n/t.ts';

const ASKS = {
  renew: {
    title: 'admin-tables.renewTitle',
    note: 'admin-tables.renewNote',
    submit: 'admin-tables.renew',
    busy: 'admin-tables.renewing',
    change: renewCode,
  },
  remove: {
    title: 'admin-tables.removeTitle',
    note: 'admin-tables.removeNote',
    submit: 'admin-tables.remove',
    busy: 'admin-tables.removing',
    change: removeTable,
  },
} as const;

/**
 * Asks before a table's code is renewed (the printed one stops working) or the table removed.
 * The server decides: its refusal (a tab still open) is said here, in the dialog.
 */
export default function TableConfirmDialog({ table, ask }: { table: Table; ask: keyof typeof ASKS }) {
  const { title, note, submit, busy: busyLabel, change } = ASKS[ask];
  const { busy, refusal, onSubmit } = useRefusableChange(() => change(table));
  return (
    <AdminDialog
      title={t(title, { name: table.name })}
      initialFocus="button[type=submit]"
      onClose={closeTableDialog}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t(submit)}
      busyLabel={t(busyLabel)}
      compact
    >
      <p className="text-ink">{t(note)}</p>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-chili-700">
          {refusal}
        </p>
      )}
    </AdminDialog>
  );
}
