import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { UserRole } from '../../../../../domain/auth.ts';
import { ROLE_LABELS, TEAM_ROLES, type TeamMember } from '../../../../../domain/team.ts';
import { Spinner } from '../../menu/Spinner.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import AddMemberDialog from './AddMemberDialog.tsx';
import FirstPasswordDialog from './FirstPasswordDialog.tsx';
import RemoveMemberDialog from './RemoveMemberDialog.tsx';
import RoleChangeDialog from './RoleChangeDialog.tsx';
import { $team, $teamDialog, isSignedInAs, loadTeam, openAddMember, openRemoveMember, openRoleChange } from './team-store.ts';

const COLUMNS = ['Name', 'E-mail', 'Role', 'Actions'];
const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700';
const rowButton =
  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap ring-1 disabled:cursor-not-allowed disabled:opacity-40';
const selectClass = 'block min-h-10 rounded-lg border border-field bg-white px-2 text-sm text-ink';

function MemberRow({ member }: { member: TeamMember }) {
  const { name } = member;
  const you = isSignedInAs(member);
  // The role picked in the select; nothing changes until "Change role" and its confirmation.
  const [picked, setPicked] = useState(member.role);
  const selectId = useId();
  return (
    <tr className="border-t border-brand-100 align-middle">
      <th scope="row" className="px-4 py-3 text-left font-semibold text-ink">
        {name}
        {you && <span className="ml-2 text-sm font-normal text-ink-muted">(you)</span>}
      </th>
      <td className="px-4 py-3 break-all text-ink">{member.email}</td>
      <td className="px-4 py-3">
        <label htmlFor={selectId} className="sr-only">
          Role of {name}
        </label>
        <select id={selectId} value={picked} onChange={(event) => setPicked(event.currentTarget.value as UserRole)} className={selectClass}>
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <button
            type="button"
            aria-label={`Change role of ${name}`}
            disabled={picked === member.role}
            onClick={() => openRoleChange(member, picked)}
            className={`${rowButton} text-brand-700 ring-brand-200 hover:bg-brand-50`}
          >
            Change role
          </button>
          <button
            type="button"
            aria-label={`Remove ${name} from the team`}
            onClick={() => openRemoveMember(member)}
            className={`${rowButton} text-chili-700 ring-red-200 hover:bg-red-50`}
          >
            Remove
          </button>
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
  let body: ReactNode;
  if (state.status === 'loading' && members.length === 0) body = <Spinner />;
  else if (state.status === 'error' && members.length === 0) body = <LoadFailed message={state.message} onRetry={() => void loadTeam()} />;
  else {
    body = (
      <AdminTable
        caption="The shop's team"
        columns={COLUMNS}
        rows={members.map((member) => <MemberRow key={`${member.userId}-${member.role}`} member={member} />)}
        emptyText="Nobody on the team yet."
        minWidthClass="min-w-[46rem]"
        busy={state.status === 'loading'}
      />
    );
  }

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">Team</h1>
          <p className="mt-1 max-w-2xl text-ink-muted">
            Staff use the order desk and the orders, nothing else; admins use the whole panel. Someone taken off the team keeps their
            account as a customer and is signed out everywhere.
          </p>
        </div>
        <button type="button" onClick={openAddMember} className={primaryButton}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d="M12 5v14M5 12h14" />
          </svg>
          Add team member
        </button>
      </div>
      {body}
      {dialog.kind === 'add' && <AddMemberDialog />}
      {dialog.kind === 'firstPassword' && <FirstPasswordDialog key={dialog.member.userId} member={dialog.member} />}
      {dialog.kind === 'role' && (
        <RoleChangeDialog key={`${dialog.member.userId}-${dialog.role}`} member={dialog.member} role={dialog.role} />
      )}
      {dialog.kind === 'remove' && <RemoveMemberDialog key={dialog.member.userId} member={dialog.member} />}
    </>
  );
}
