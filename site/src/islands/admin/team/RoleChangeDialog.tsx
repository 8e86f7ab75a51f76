import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { UserRole } from '../../../../../domain/auth.ts';
import { leavesNoAdmin, ROLE_DESCRIPTIONS, ROLE_LABELS, roleInWords, TEAM_MESSAGES, type TeamMember } from '../../../../../domain/team.ts';
import { AdminDialog } from '../AdminDialog.tsx';
import { $team, changeRole, closeTeamDialog, isSignedInAs } from './team-store.ts';

/** Asks before a role changes: what the person will be able to do, from their next click. */
export default function RoleChangeDialog({ member, role }: { member: TeamMember; role: UserRole }) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const you = isSignedInAs(member);
  // A warning before trying; the server decides all the same (the list may be out of date).
  const lastAdmin = leavesNoAdmin(useStore($team).members, member.userId, role);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const failure = await changeRole(member, role);
    if (failure) {
      setRefusal(failure);
      setBusy(false);
    }
  };

  return (
    <AdminDialog
      title={`Make ${member.name} ${roleInWords(role)}?`}
      initialFocus="button[type=submit]"
      onClose={closeTeamDialog}
      onSubmit={(event) => void onSubmit(event)}
      busy={busy}
      submitLabel="Change role"
      busyLabel="Changing..."
      compact
    >
      <p className="text-ink">
        {ROLE_LABELS[role]}: {ROLE_DESCRIPTIONS[role]} It counts from {you ? 'your' : 'their'} next click.
      </p>
      {you && role !== 'admin' && <p className="text-ink">You will no longer be able to use this screen.</p>}
      {lastAdmin && !refusal && <p className="text-sm font-medium text-amber-900">{TEAM_MESSAGES.lastAdmin}</p>}
      {refusal && (
        <p role="alert" className="text-sm font-medium text-chili-700">
          {refusal}
        </p>
      )}
    </AdminDialog>
  );
}
