import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { UserRole } from '../../../../../domain/auth.ts';
import { leavesNoAdmin, type TeamMember } from '../../../../../domain/team-member.ts';
import { AdminDialog } from '../AdminDialog.tsx';
import { useRefusableChange } from '../use-refusable-change.ts';
import { $team, closeTeamDialog } from './team-store.ts';
import { t } from '../../../i18n/t.ts';

interface Props {
  member: TeamMember;
  /** What the member will be afterwards ('customer' when they leave the team). */
  becomes: UserRole;
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** Makes the change; the server's refusal, or null once done (the store then closes the dialog). */
  change(): Promise<string | null>;
  /** What the change means for the member, in words (and, for their locations, the choice itself). */
  children: ReactNode;
  /** The control focused as it opens: the confirming button, unless the dialog asks for a choice. */
  initialFocus?: string;
}

/** Asks before a member's place in the team changes, warns when it would leave no admin, and tells the server's refusal. */
export function TeamChangeDialog({
  member,
  becomes,
  title,
  submitLabel,
  busyLabel,
  change,
  children,
  initialFocus = 'button[type=submit]',
}: Props) {
  const { busy, refusal, onSubmit } = useRefusableChange(change);
  // A warning before trying; the server decides all the same (the list may be out of date).
  const lastAdmin = leavesNoAdmin(useStore($team).members, member.userId, becomes);

  return (
    <AdminDialog
      title={title}
      initialFocus={initialFocus}
      onClose={closeTeamDialog}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      compact
    >
      {children}
      {lastAdmin && !refusal && <p className="text-sm font-medium text-amber-900">{t('admin-team.lastAdmin')}</p>}
      {refusal && (
        <p role="alert" className="text-sm font-medium text-chili-700">
          {refusal}
        </p>
      )}
    </AdminDialog>
  );
}
