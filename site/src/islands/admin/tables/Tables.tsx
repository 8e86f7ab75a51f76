import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Table } from '../../../../../domain/contracts/tables.ts';
import { hasSeveralLocations } from '../../../../../domain/locations/work-locations.ts';
import { AdminListTable } from '../AdminListTable.tsx';
import { AddButton, ListPageHead, RowButton } from '../ListParts.tsx';
import { LocationSelect } from '../LocationSelect.tsx';
import { $shopLocations, loadShopLocations } from '../shop-locations.ts';
import TableConfirmDialog from './TableConfirmDialog.tsx';
import TableFormDialog from './TableFormDialog.tsx';
import {
  $tableDialog,
  $tableLocation,
  $tables,
  loadTables,
  openAddTable,
  openEditTable,
  openRemoveTable,
  openRenewCode,
  qrCodeUrl,
  qrSheetUrl,
  showLocation,
} from './tables-store.ts';
import { t } from '../../../i18n/t.ts';

const printLink =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50';

/** The code is 300 × 338 in its own units (worker/src/tables/qr-svg.ts), shown small. */
const CODE_WIDTH = 56;
const CODE_HEIGHT = 63;

function TableRow({ table, withLocation }: { table: Table; withLocation: boolean }) {
  const { name } = table;
  return (
    <tr className="border-t border-brand-100 align-middle">
      <th scope="row" className="px-4 py-3 text-start font-semibold text-ink">
        {name}
      </th>
      <td className="px-4 py-3 text-ink">{table.seats}</td>
      {withLocation && <td className="px-4 py-3 text-ink">{table.locationName ?? ''}</td>}
      <td className="max-w-[16rem] px-4 py-3">
        <a href={table.url} dir="ltr" className="block truncate text-brand-700 underline hover:text-brand-900">
          {table.url}
        </a>
      </td>
      <td className="px-4 py-3">
        <a
          href={qrCodeUrl(table)}
          download
          aria-label={t('admin-tables.codeDownload', { name })}
          className="inline-block rounded-md ring-1 ring-brand-100 hover:ring-brand-400"
        >
          <img src={qrCodeUrl(table)} alt={t('admin-tables.codeAlt', { name })} width={CODE_WIDTH} height={CODE_HEIGHT} loading="lazy" />
        </a>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          <RowButton label={t('admin-tables.editLabel', { name })} tone="brand" onClick={() => openEditTable(table)}>
            {t('admin-tables.edit')}
          </RowButton>
          <RowButton label={t('admin-tables.renewLabel', { name })} tone="plain" onClick={() => openRenewCode(table)}>
            {t('admin-tables.renew')}
          </RowButton>
          <RowButton label={t('admin-tables.removeLabel', { name })} tone="danger" onClick={() => openRemoveTable(table)}>
            {t('admin-tables.remove')}
          </RowButton>
        </div>
      </td>
    </tr>
  );
}

/**
 * Tables: the tables that order for themselves from a QR code, by location, with add, edit,
 * a new code and remove; each table's code to download, and every code on a sheet to print.
 */
export function Tables() {
  const state = useStore($tables);
  const dialog = useStore($tableDialog);
  const location = useStore($tableLocation);
  const locations = useStore($shopLocations);
  const several = hasSeveralLocations(locations);

  useEffect(() => {
    void loadShopLocations();
    void loadTables();
  }, []);

  const columns = [
    t('admin-tables.columnName'),
    t('admin-tables.columnSeats'),
    ...(several ? [t('admin-tables.columnLocation')] : []),
    t('admin-tables.columnLink'),
    t('admin-tables.columnCode'),
    t('admin-tables.columnActions'),
  ];
  return (
    <>
      <ListPageHead
        title={t('admin.screenTables')}
        intro={<p className="mt-1 max-w-2xl text-ink-muted">{t('admin-tables.intro')}</p>}
        action={
          <div className="flex flex-wrap gap-3">
            <a href={qrSheetUrl(location)} target="_blank" rel="noopener" className={printLink}>
              {t('admin-tables.print')}
              <span className="sr-only"> ({t('admin-tables.printNote')})</span>
            </a>
            <AddButton onClick={openAddTable}>{t('admin-tables.add')}</AddButton>
          </div>
        }
      />
      {several && (
        <div className="mb-4">
          <LocationSelect
            label={t('admin-tables.location')}
            allLabel={t('admin-tables.allLocations')}
            value={location}
            locations={locations}
            onChange={(next) => void showLocation(next)}
          />
        </div>
      )}
      <AdminListTable
        load={state}
        onRetry={() => void loadTables()}
        caption={t('admin-tables.caption')}
        columns={columns}
        rows={state.tables.map((table) => <TableRow key={table.id} table={table} withLocation={several} />)}
        emptyText={t('admin-tables.empty')}
        minWidthClass="min-w-[52rem]"
      />
      {dialog.kind === 'add' && <TableFormDialog table={null} />}
      {dialog.kind === 'edit' && <TableFormDialog key={dialog.table.id} table={dialog.table} />}
      {dialog.kind === 'renew' && <TableConfirmDialog key={dialog.table.id} table={dialog.table} ask="renew" />}
      {dialog.kind === 'remove' && <TableConfirmDialog key={dialog.table.id} table={dialog.table} ask="remove" />}
    </>
  );
}
