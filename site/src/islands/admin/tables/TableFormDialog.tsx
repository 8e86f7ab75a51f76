import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { Table } from '../../../../../domain/contracts/tables.ts';
import { localeNumberText } from '../../../../../domain/locale-number.ts';
import { hasSeveralLocations } from '../../../../../domain/locations/work-locations.ts';
import { displayCurrency } from '../../../../../domain/money.ts';
import { TABLE_FORM_FIELDS, TABLE_NAME_MAX_LENGTH, TableInput, type TableFormField } from '../../../../../domain/tables/table-form.ts';
import FormField from '../../auth/FormField.tsx';
import { useCheckedForm } from '../../auth/use-checked-form.ts';
import { AdminDialog } from '../AdminDialog.tsx';
import { LocationSelect } from '../LocationSelect.tsx';
import { $shopLocations } from '../shop-locations.ts';
import { $tableLocation, closeTableDialog, saveTable } from './tables-store.ts';
import { t } from '../../../i18n/t.ts';

const fieldId = (field: TableFormField) => `table-${field}`;

/**
 * Adds a table (none given) or edits one: its name, its seats, and where it stands when the shop
 * has several locations (a new one starts at the location shown, else the first). Checked with
 * the server's schema as the owner types; the server's messages sit at the same fields.
 */
export default function TableFormDialog({ table }: { table: Table | null }) {
  const form = useCheckedForm<TableFormField>(
    TableInput,
    { name: table?.name ?? '', seats: table ? localeNumberText(table.seats, displayCurrency().locale) : '' },
    { idOf: fieldId },
  );
  const locations = useStore($shopLocations);
  const shown = useStore($tableLocation);
  const [locationId, setLocationId] = useState<number | null>(table?.locationId ?? shown ?? locations[0]?.id ?? null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !form.checkAndFocus(TABLE_FORM_FIELDS)) return;
    setSaving(true);
    const body = TableInput.parse({ ...form.values, ...(locationId === null ? {} : { locationId }) });
    // On success the store closes the dialog, which unmounts this form.
    const result = await saveTable(table?.id ?? null, body);
    if (!result.ok) {
      setSaving(false);
      form.setServerErrors(result.errors);
    }
  };

  return (
    <AdminDialog
      title={table ? t('admin-tables.editTitle', { name: table.name }) : t('admin-tables.addTitle')}
      initialFocus="input"
      onClose={closeTableDialog}
      onSubmit={(event) => void onSubmit(event)}
      busy={saving}
      submitLabel={t('admin.save')}
      busyLabel={t('admin.saving')}
    >
      <FormField
        id={fieldId('name')}
        label={t('admin-tables.name')}
        autoComplete="off"
        maxLength={TABLE_NAME_MAX_LENGTH}
        {...form.bind('name')}
      />
      <FormField
        id={fieldId('seats')}
        label={t('admin-tables.seats')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        {...form.bind('seats')}
      />
      {hasSeveralLocations(locations) && (
        <LocationSelect label={t('admin-tables.location')} value={locationId} locations={locations} onChange={setLocationId} />
      )}
    </AdminDialog>
  );
}
