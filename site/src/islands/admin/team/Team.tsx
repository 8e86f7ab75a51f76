import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { UserRole } from '../../../../../domain/auth.ts';
import { hasSeveralLocations, workLocationNames } from '../../../../../domain/locations/work-locations.ts';
import { TEAM_ROLES } from '../../../../../domain/team.ts';
import type { TeamMember } from '../../../../../domain/team-member.ts';
import { AdminListTable } from '../AdminListTable.tsx';
import { AddButton, ListPageHead, RowButton } from '../ListParts.tsx';
import AddMemberDialog from './AddMemberDialog.tsx';
import FirstPasswordDialog from './FirstPasswordDialog.tsx';
import LocationsDialog from './LocationsDialog.tsx';
import RemoveMemberDialog from './RemoveMemberDialog.tsx';
import RoleChangeDialog from './RoleChangeDialog.tsx';
import {
  $team,
  $teamDialog,
  isSignedInAs,
  loadTeam,
  openAddMember,
  openLocationsChange,
  openRemoveMember,
  openRoleChange,
} from './team-store.ts';
import { $shopLocations, loadShopLocations } from '../shop-locations.ts';
import { t } from '../../../i18n/t.ts';

const selectClass = 'block min-h-10 rounded-lg border border-field bg-white px-2 text-sm text-ink';

/** Where a member works, in words: their locations' names, or every location when the owner chose none. */
function WorkLocations({ member }: { member: TeamMember }) {
  const names = workLocationNames(member.locationIds, useStore($shopLocations));
  return <>{names.length === 0 ? t('admin-team.allLocations') : names.join(', ')}</>;
}

/** `chain`: the shop has several locations, so the row says where the member works and offers to change it. */
function MemberRow({ member, chain }: { member: TeamMember; chain: boolean }) {
  const { name } = member;
  const you = isSignedInAs(member);
  // The role picked in the select; nothing changes until "Change role" and its confirmation.
  const [picked, setPicked] = useState(member.role);
  const selectId = useId();
  return (
    <tr className="border-t border-brand-100 align-middle">
      <th scope="row" className="px-4 py-3 text-start font-semibold text-ink">
        {name}
        {you && <span className="ms-2 text-sm font-normal text-ink-muted">{t('admin-team.you')}</span>}
      </th>
      <td className="px-4 py-3 break-all text-ink">{member.email}</td>
      <td className="px-4 py-3">
        <label htmlFor={selectId} className="sr-only">
          {t('admin-team.roleOf', { name })}
        </label>
        <select id={selectId} value={picked} onChange={(event) => setPicked(event.currentTarget.value as UserRole)} className={selectClass}>
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {t('admin-team.role', { role })}
            </option>
          ))}
        </select>
      </td>
      {chain && (
        <td className="px-4 py-3 text-ink">
          <WorkLocations member={member} />
        </td>
      )}
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          <RowButton
            label={t('admin-team.changeRoleLabel', { name })}
            tone="brand"
            disabled={picked === member.role}
            onClick={() => openRoleChange(member, picked)}
          >
            {t('admin-team.changeRole')}
          </RowButton>
          {chain && (
            <RowButton label={t('admin-team.changeLocationsLabel', { name })} tone="brand" onClick={() => openLocationsChange(member)}>
              {t('admin-team.changeLocations')}
            </RowButton>
          )}
          <RowButton label={t('admin-team.removeLabel', { name })} tone="danger" onClick={() => openRemoveMember(member)}>
            {t('admin-team.remove')}
          </RowButton>
        </div>
      </td>
    </tr>
  );
}

/** Team: who may use the order desk (staff) and the whole admin panel (admins); add, change a role, remove. */
export function Team() {
  const state = useStore($team);
  const dialog = useStore($teamDialog);
  // A one-location shop's team looks as it always did: no column, no button for locations.
  const chain = hasSeveralLocations(useStore($shopLocations));

  useEffect(() => {
    void loadTeam();
    void loadShopLocations();
  }, []);

  const { members } = state;
  return (
    <>
      <ListPageHead
        title={t('admin.screenTeam')}
        intro={<p className="mt-1 max-w-2xl text-ink-muted">{t('admin-team.intro')}</p>}
        action={<AddButton onClick={openAddMember}>{t('admin-team.add')}</AddButton>}
      />
      <AdminListTable
        load={state}
        onRetry={() => void loadTeam()}
        caption={t('admin-team.caption')}
        columns={[
          t('admin-team.columnName'),
          t('admin-team.columnEmail'),
          t('admin-team.columnRole'),
          ...(chain ? [t('admin-team.columnLocations')] : []),
          t('admin-team.columnActions'),
        ]}
        rows={members.map((member) => <MemberRow key={`${member.userId}-${member.role}`} member={member} chain={chain} />)}
        emptyText={t('admin-team.empty')}
        minWidthClass={chain ? 'min-w-[52rem]' : 'min-w-[46rem]'}
      />
      {dialog.kind === 'add' && <AddMemberDialog />}
      {dialog.kind === 'firstPassword' && <FirstPasswordDialog key={dialog.member.userId} member={dialog.member} />}
      {dialog.kind === 'role' && (
        <RoleChangeDialog key={`${dialog.member.userId}-${dialog.role}`} member={dialog.member} role={dialog.role} />
      )}
      {dialog.kind === 'locations' && <LocationsDialog key={dialog.member.userId} member={dialog.member} />}
      {dialog.kind === 'remove' && <RemoveMemberDialog key={dialog.member.userId} member={dialog.member} />}
    </>
  );
}
