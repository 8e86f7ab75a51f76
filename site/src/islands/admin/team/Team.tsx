import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { UserRole } from '../../../../../domain/auth.ts';
import { TEAM_ROLES } from '../../../../../domain/team.ts';
import type { TeamMember } from '../../../../../domain/team-member.ts';
import { AdminListTable } from '../AdminListTable.tsx';
import { AddButton, ListPageHead, RowButton } from '../ListParts.tsx';
import AddMemberDialog from './AddMemberDialog.tsx';
import FirstPasswordDialog from './FirstPasswordDialog.tsx';
import RemoveMemberDialog from './RemoveMemberDialog.tsx';
import RoleChangeDialog from './RoleChangeDialog.tsx';
import { $team, $teamDialog, isSignedInAs, loadTeam, openAddMember, openRemoveMember, openRoleChange } from './team-store.ts';
import { t } from '../../../i18n/t.ts';

const selectClass = 'block min-h-10 rounded-lg border border-field bg-white px-2 text-sm text-ink';

function MemberRow({ member }: { member: TeamMember }) {
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
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <RowButton
            label={t('admin-team.changeRoleLabel', { name })}
            tone="brand"
            disabled={picked === member.role}
            onClick={() => openRoleChange(member, picked)}
          >
            {t('admin-team.changeRole')}
          </RowButton>
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

  useEffect(() => {
    void loadTeam();
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
        columns={[t('admin-team.columnName'), t('admin-team.columnEmail'), t('admin-team.columnRole'), t('admin-team.columnActions')]}
        rows={members.map((member) => <MemberRow key={`${member.userId}-${member.role}`} member={member} />)}
        emptyText={t('admin-team.empty')}
        minWidthClass="min-w-[46rem]"
      />
      {dialog.kind === 'add' && <AddMemberDialog />}
      {dialog.kind === 'firstPassword' && <FirstPasswordDialog key={dialog.member.userId} member={dialog.member} />}
      {dialog.kind === 'role' && (
        <RoleChangeDialog key={`${dialog.member.userId}-${dialog.role}`} member={dialog.member} role={dialog.role} />
      )}
      {dialog.kind === 'remove' && <RemoveMemberDialog key={dialog.member.userId} member={dialog.member} />}
    </>
  );
}
