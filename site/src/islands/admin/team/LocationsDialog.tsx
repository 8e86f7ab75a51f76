import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { toggledLocationIds } from '../../../../../domain/locations/work-locations.ts';
import type { TeamMember } from '../../../../../domain/team-member.ts';
import { $shopLocations } from '../shop-locations.ts';
import { changeLocations } from './team-store.ts';
import { TeamChangeDialog } from './TeamChangeDialog.tsx';
import { t } from '../../../i18n/t.ts';

/**
 * Where a member works: a box for each of the shop's locations, none ticked for every one. Saved
 * with PUT /api/admin/users/{id} { locationIds }; from their next request the server shows them
 * only those locations' orders. Mounted only while open.
 */
export default function LocationsDialog({ member }: { member: TeamMember }) {
  const locations = useStore($shopLocations);
  // A location closed since is not offered, so it is not sent back either.
  const [ticked, setTicked] = useState<readonly number[]>(() =>
    member.locationIds.filter((id) => locations.some((location) => location.id === id)),
  );
  const noteId = useId();
  const boxId = useId();
  return (
    <TeamChangeDialog
      member={member}
      becomes={member.role}
      title={t('admin-team.locationsTitle', { name: member.name })}
      submitLabel={t('admin-team.saveLocations')}
      busyLabel={t('admin-team.savingLocations')}
      change={() => changeLocations(member, ticked)}
      initialFocus="input[type=checkbox]"
    >
      <fieldset aria-describedby={noteId}>
        <legend className="text-sm font-semibold text-ink">{t('admin-team.locationsLegend')}</legend>
        <p id={noteId} className="mt-1 text-sm text-ink-muted">
          {t('admin-team.locationsNote', { name: member.name })}
        </p>
        <div className="mt-2 flex flex-col">
          {locations.map((location) => (
            <label
              key={location.id}
              htmlFor={`${boxId}-${location.id}`}
              className="flex min-h-11 items-center gap-3 font-semibold text-ink"
            >
              <input
                id={`${boxId}-${location.id}`}
                type="checkbox"
                checked={ticked.includes(location.id)}
                onChange={(event) => setTicked(toggledLocationIds(ticked, location.id, event.currentTarget.checked, locations))}
                className="h-5 w-5 rounded border-field accent-brand-600"
              />
              {location.name}
            </label>
          ))}
        </div>
      </fieldset>
    </TeamChangeDialog>
  );
}
