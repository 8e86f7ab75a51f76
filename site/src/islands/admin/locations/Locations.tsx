import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Location } from '../../../../../domain/contracts/locations.ts';
import { AdminListTable } from '../AdminListTable.tsx';
import { AddButton, ListPageHead, RowButton, StateBadge, type BadgeTone } from '../ListParts.tsx';
import { addressText, openingText, stateOf } from './location-form-values.ts';
import LocationFormDialog from './LocationFormDialog.tsx';
import { LocationMenuGrid } from './LocationMenuGrid.tsx';
import RemoveLocationDialog from './RemoveLocationDialog.tsx';
import { $locationDialog, $locations, loadLocations, openAddLocation, openEditLocation, openRemoveLocation } from './locations-store.ts';
import { pageLanguage, t } from '../../../i18n/t.ts';

const TONES: Record<ReturnType<typeof stateOf>, BadgeTone> = { open: 'good', paused: 'warn', closed: 'off' };

function LocationRow({ location, opening }: { location: Location; opening: boolean }) {
  const { name } = location;
  const state = stateOf(location);
  return (
    <tr className="border-t border-brand-100 align-middle">
      <th scope="row" className="px-4 py-3 text-start font-semibold text-ink">
        {name}
        {location.id === 1 && <span className="block text-sm font-normal text-ink-muted">{t('admin-locations.shopOwn')}</span>}
      </th>
      <td className="px-4 py-3 text-ink">
        {/* The street keeps its own direction on a right-to-left page: '214 Market Street', not 'Market Street 214'. */}
        <span dir="auto">{addressText(location.address, pageLanguage())}</span>
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-ink">
        <span dir="ltr">{location.phone}</span>
      </td>
      <td className="px-4 py-3 text-ink">{location.timeZone}</td>
      <td className="px-4 py-3">
        <StateBadge tone={TONES[state]}>{t(`admin-locations.${state}`)}</StateBadge>
        {state === 'closed' && location.nextOpening && (
          <span className="mt-1 block text-xs text-ink-muted">
            {t('admin-locations.opensAt', { when: openingText(location.nextOpening, location.timeZone, pageLanguage()) })}
          </span>
        )}
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <RowButton
            label={t('admin-locations.editLabel', { name })}
            tone="brand"
            disabled={opening}
            onClick={() => void openEditLocation(location)}
          >
            {opening ? t('admin-locations.opening') : t('admin-locations.edit')}
          </RowButton>
          <RowButton label={t('admin-locations.removeLabel', { name })} tone="danger" onClick={() => openRemoveLocation(location)}>
            {t('admin-locations.remove')}
          </RowButton>
        </div>
      </td>
    </tr>
  );
}

/**
 * Locations: the shop's sites, each open, paused or closed now, with add, edit (its address,
 * phone and hand-over rules) and remove; under them, the menu grid of dishes by location.
 */
export function Locations() {
  const state = useStore($locations);
  const dialog = useStore($locationDialog);

  useEffect(() => {
    void loadLocations();
  }, []);

  const { locations } = state;
  return (
    <>
      <ListPageHead
        title={t('admin.screenLocations')}
        intro={<p className="mt-1 max-w-2xl text-ink-muted">{t('admin-locations.intro')}</p>}
        action={<AddButton onClick={() => void openAddLocation()}>{t('admin-locations.add')}</AddButton>}
      />
      <AdminListTable
        load={state}
        onRetry={() => void loadLocations()}
        caption={t('admin-locations.caption')}
        columns={[
          t('admin-locations.columnName'),
          t('admin-locations.columnAddress'),
          t('admin-locations.columnPhone'),
          t('admin-locations.columnTimeZone'),
          t('admin-locations.columnNow'),
          t('admin-locations.columnActions'),
        ]}
        rows={locations.map((location) => (
          <LocationRow key={location.id} location={location} opening={dialog.kind === 'opening' && dialog.id === location.id} />
        ))}
        emptyText={t('admin-locations.empty')}
        minWidthClass="min-w-[52rem]"
      />
      <LocationMenuGrid locations={locations} />
      {dialog.kind === 'add' && <LocationFormDialog location={null} template={dialog.template} />}
      {dialog.kind === 'edit' && <LocationFormDialog key={dialog.location.id} location={dialog.location} template={dialog.location} />}
      {dialog.kind === 'remove' && <RemoveLocationDialog key={dialog.location.id} location={dialog.location} />}
    </>
  );
}
