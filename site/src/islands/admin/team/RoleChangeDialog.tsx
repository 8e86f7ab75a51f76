import type { UserRole } from '../../../../../domain/auth.ts';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, roleInWords } from '../../../../../domain/team.ts';
import type { TeamMember } from '../../../../../domain/team-member.ts';
import { changeRole, isSignedInAs } from './team-store.ts';
import { TeamChangeDialog } from './TeamChangeDialog.tsx';

/** Asks before a role changes: what the person will be able to do, from their next click. */
export default function RoleChangeDialog({ member, role }: { member: TeamMember; role: UserRole }) {
  const you = isSignedInAs(member);
  return (
    <TeamChangeDialog
      member={member}
      becomes={role}
      title={`Make ${member.name} ${roleInWords(role)}?`}
      submitLabel="Change role"
      busyLabel="Changing..."
      change={() => changeRole(member, role)}
    >
      <p className="text-ink">
        {ROLE_LABELS[role]}: {ROLE_DESCRIPTIONS[role]} It counts from {you ? 'your' : 'their'} next click.
      </p>
      {you && role !== 'admin' && <p className="text-ink">You will no longer be able to use this screen.</p>}
    </TeamChangeDialog>
  );
}
