import type { Location } from '../../../../../domain/contracts/locations.ts';
import { AdminDialog } from '../AdminDialog.tsx';
import { useRefusableChange } from '../use-refusable-change.ts';
import { closeLocationDialog, removeLocation } from './locations-store.ts';
import { t } from '../../../i18n/t.ts';

/**
 * Asks before a location goes. The server decides (it refuses while the location has open
 * orders, and always for the shop's own): its refusal is said here, in the dialog.
 */
export default function RemoveLocationDialog({ location }: { location: Location }) {
  const { busy, refusal, onSubmit } = useRefusableChange(() => removeLocation(location));
  return (
    <AdminDialog
      title={t('admin-locations.removeTitle', { name: location.name })}
      initialFocus="button[type=submit]"
      onClose={closeLocationDialog}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t('admin-locations.remove')}
      busyLabel={t('admin-locations.removing')}
      compact
    >
      <p className="text-ink">{t('admin-locations.removeNote')}</p>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-chili-700">
          {refusal}
        </p>
      )}
    </AdminDialog>
  );
}
