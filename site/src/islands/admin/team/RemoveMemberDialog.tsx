import type { TeamMember } from '../../../../../domain/team-member.ts';
import { isSignedInAs, removeTeamMember } from './team-store.ts';
import { TeamChangeDialog } from './TeamChangeDialog.tsx';

/** Asks before someone leaves the team: their account stays, their sessions end. */
export default function RemoveMemberDialog({ member }: { member: TeamMember }) {
  const you = isSignedInAs(member);
  return (
    <TeamChangeDialog
      member={member}
      becomes="customer"
      title={`Remove ${member.name} from the team?`}
      submitLabel="Remove"
      busyLabel="Removing..."
      change={() => removeTeamMember(member)}
    >
      <p className="text-ink">
        {you ? 'You become' : 'They become'} a customer: the account and its own orders stay. {you ? 'You are' : 'They are'} signed out
        everywhere at once.
      </p>
    </TeamChangeDialog>
  );
}
