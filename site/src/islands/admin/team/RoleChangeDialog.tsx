import type { UserRole } from '../../../../../domain/auth.ts';
import type { TeamMember } from '../../../../../domain/team-member.ts';
import { changeRole, isSignedInAs } from './team-store.ts';
import { TeamChangeDialog } from './TeamChangeDialog.tsx';
import { t } from '../../../i18n/t.ts';

/** Asks before a role changes: what the person will be able to do, from their next click. */
export default function RoleChangeDialog({ member, role }: { member: TeamMember; role: UserRole }) {
  const you = isSignedInAs(member);
  return (
    <TeamChangeDialog
      member={member}
      becomes={role}
      title={t('admin-team.roleTitle', { role, name: member.name })}
      submitLabel={t('admin-team.changeRole')}
      busyLabel={t('admin-team.changing')}
      change={() => changeRole(member, role)}
    >
      <p className="text-ink">
        {t('admin-team.roleNote', {
          you: you ? 'yes' : 'no',
          roleName: t('admin-team.role', { role }),
          description: t('admin-team.roleDescription', { role }),
        })}
      </p>
      {you && role !== 'admin' && <p className="text-ink">{t('admin-team.loseScreen')}</p>}
    </TeamChangeDialog>
  );
}
