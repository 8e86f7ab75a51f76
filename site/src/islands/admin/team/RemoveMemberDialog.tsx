import type { TeamMember } from '../../../../../domain/team-member.ts';
import { isSignedInAs, removeTeamMember } from './team-store.ts';
import { TeamChangeDialog } from './TeamChangeDialog.tsx';
import { t } from '../../../i18n/t.ts';

/** Asks before someone leaves the team: their account stays, their sessions end. */
export default function RemoveMemberDialog({ member }: { member: TeamMember }) {
  const you = isSignedInAs(member);
  return (
    <TeamChangeDialog
      member={member}
      becomes="customer"
      title={t('admin-team.removeTitle', { name: member.name })}
      submitLabel={t('admin-team.remove')}
      busyLabel={t('admin-team.removing')}
      change={() => removeTeamMember(member)}
    >
      <p className="text-ink">{t('admin-team.removeNote', { you: you ? 'yes' : 'no' })}</p>
    </TeamChangeDialog>
  );
}
