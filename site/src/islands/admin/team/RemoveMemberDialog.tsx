import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { leavesNoAdmin, TEAM_MESSAGES, type TeamMember } from '../../../../../domain/team.ts';
import { AdminDialog } from '../AdminDialog.tsx';
import { $team, closeTeamDialog, isSignedInAs, removeTeamMember } from './team-store.ts';

/** Asks before someone leaves the team: their account stays, their sessions end. */
export default function RemoveMemberDialog({ member }: { member: TeamMember }) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const you = isSignedInAs(member);
  // A warning before trying; the server decides all the same (the list may be out of date).
  const lastAdmin = leavesNoAdmin(useStore($team).members, member.userId, 'customer');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const failure = await removeTeamMember(member);
    if (failure) {
      setRefusal(failure);
      setBusy(false);
    }
  };

  return (
    <AdminDialog
      title={`Remove ${member.name} from the team?`}
      initialFocus="button[type=submit]"
      onClose={closeTeamDialog}
      onSubmit={(event) => void onSubmit(event)}
      busy={busy}
      submitLabel="Remove"
      busyLabel="Removing..."
      compact
    >
      <p className="text-ink">
        {you ? 'You become' : 'They become'} a customer: the account and its own orders stay. {you ? 'You are' : 'They are'} signed out everywhere at once.
      </p>
      {lastAdmin && !refusal && <p className="text-sm font-medium text-amber-900">{TEAM_MESSAGES.lastAdmin}</p>}
      {refusal && (
        <p role="alert" className="text-sm font-medium text-chili-700">
          {refusal}
        </p>
      )}
    </AdminDialog>
  );
}
